import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ApprovalItem } from '@shared/approvals/schemas';

import { Skeleton } from '../../components/ui/skeleton';
import { ListPager } from '../../lib/list-pager';
import { ApprovalCard } from './approval-card';
import { ReviewDialog } from './review-dialog';
import { approvalQueries } from './queries';

const LIMIT = 20;

/** The Pending Approvals tab: the user's queue from the server, each item with its Review dialog. Key it by the filters so paging restarts. */
export function ApprovalQueue({ type, sort }: { type: string; sort: string }) {
  const [offset, setOffset] = useState(0);
  const [reviewing, setReviewing] = useState<ApprovalItem | null>(null);
  const queue = useQuery(approvalQueries.queue({ type, sort, limit: LIMIT, offset }));

  let body;
  if (queue.isPending) body = <Skeleton className="h-28 w-full" />;
  else if (queue.isError)
    body = <p className="text-sm text-destructive">Could not load the approvals queue.</p>;
  else if (queue.data.total === 0)
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border bg-white p-8 text-center text-muted-foreground">
        <Inbox className="size-8" aria-hidden="true" />
        <p>No approvals are waiting for you.</p>
      </div>
    );
  else
    body = (
      <>
        <div aria-label="Pending approvals" role="list" className="space-y-3" aria-busy={queue.isFetching}>
          {queue.data.rows.map((item) => (
            <div role="listitem" key={item.stepId}>
              <ApprovalCard item={item} onReview={setReviewing} />
            </div>
          ))}
        </div>
        {queue.data.total > LIMIT && (
          <ListPager
            offset={offset}
            limit={LIMIT}
            page={queue.data}
            onOffsetChange={setOffset}
            label="Pending approvals pages"
          />
        )}
      </>
    );

  return (
    <div className="space-y-3">
      {body}
      <ReviewDialog item={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
