import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '@shared/approvals/review-queue';

import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { ReviewQueueDetail } from '../features/approvals/review-queue-detail';
import { ReviewQueueList } from '../features/approvals/review-queue-list';
import { REVIEW_PAGE_SIZE, clampReviewOffset } from '../features/approvals/review-queue-paging';
import { reviewQueueQueries } from '../features/approvals/queries';
import { ListPager, listTotal } from '../lib/list-pager';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Review Queue';

export default function UserReviewPage() {
  useDocumentTitle(TITLE);
  const [offset, setOffset] = useState(0);
  const queue = useQuery(reviewQueueQueries.list({ limit: REVIEW_PAGE_SIZE, offset }));
  // The open item is one step of review: once its step is decided (the PO moves on to a next step, even
  // one awaiting this user again), it no longer matches and the list shows.
  const [selected, setSelected] = useState<Pick<ReviewItem, 'type' | 'id' | 'stepId'> | null>(null);
  const items = queue.data?.rows ?? [];
  const total = queue.data?.total;
  const capped = queue.data?.capped ?? false;
  const item = selected
    ? items.find((i) => i.type === selected.type && i.id === selected.id && i.stepId === selected.stepId)
    : undefined;

  // Deciding the last item of the last page leaves it empty: show the page before instead.
  const clamped =
    total === undefined || capped || queue.isPlaceholderData ? offset : clampReviewOffset(offset, total);
  if (clamped !== offset) setOffset(clamped);

  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        description={
          queue.data
            ? `${listTotal(queue.data)} item${total === 1 && !capped ? '' : 's'} pending your review`
            : ' '
        }
      />
      {queue.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : queue.isError ? (
        <p className="text-sm text-destructive">Could not load the review queue.</p>
      ) : item ? (
        <ReviewQueueDetail
          key={`${item.type}-${item.id}-${item.stepId ?? ''}`}
          item={item}
          onBack={() => setSelected(null)}
        />
      ) : (
        <div>
          <ReviewQueueList
            items={items}
            onSelect={(i) => setSelected({ type: i.type, id: i.id, stepId: i.stepId })}
          />
          <ListPager
            offset={offset}
            limit={REVIEW_PAGE_SIZE}
            page={queue.data}
            onOffsetChange={setOffset}
            label="Review queue pages"
          />
        </div>
      )}
    </div>
  );
}
