import { useState } from 'react';

import { Skeleton } from '../components/ui/skeleton';
import { ReviewQueueDetail } from '../features/approvals/review-queue-detail';
import { ReviewQueueList } from '../features/approvals/review-queue-list';
import { useReviewQueue } from '../features/approvals/use-review-queue';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Review Queue';

export default function UserReviewPage() {
  useDocumentTitle(TITLE);
  const queue = useReviewQueue();
  const [selected, setSelected] = useState<{ type: string; id: string } | null>(null);
  const items = queue.data?.rows ?? [];
  const item = selected ? items.find((i) => i.type === selected.type && i.id === selected.id) : undefined;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
        <p className="text-sm text-muted-foreground">
          {queue.data
            ? `${queue.data.total} item${queue.data.total === 1 ? '' : 's'} pending your review`
            : ' '}
        </p>
      </div>
      {queue.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : queue.isError ? (
        <p className="text-sm text-destructive">Could not load the review queue.</p>
      ) : item ? (
        <ReviewQueueDetail key={`${item.type}-${item.id}`} item={item} onBack={() => setSelected(null)} />
      ) : (
        <ReviewQueueList items={items} onSelect={(i) => setSelected({ type: i.type, id: i.id })} />
      )}
    </div>
  );
}
