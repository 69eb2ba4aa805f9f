import { CheckCircle2, FileText, Receipt } from 'lucide-react';
import { REVIEW_EMPTY_STATE, type ReviewItem } from '@shared/approvals/review-queue';
import { formatCurrency, formatDate } from '@shared/format';

import { ReviewBadges } from './item-sections';

/** The review queue's list: each item pending review, selectable to open its detail view. */
export function ReviewQueueList({
  items,
  onSelect,
}: {
  items: ReviewItem[];
  onSelect: (item: ReviewItem) => void;
}) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border bg-white p-10 text-center">
        <CheckCircle2 className="size-10 text-emerald-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-slate-900">{REVIEW_EMPTY_STATE}</h2>
        <p className="text-sm text-muted-foreground">Nothing is waiting for your review.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Items pending review" className="space-y-3">
      {items.map((item) => {
        const Icon = item.type === 'po' ? FileText : Receipt;
        return (
          <li key={`${item.type}-${item.id}`}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-label={item.title}
              className="flex w-full flex-col gap-2 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-blue-300 hover:bg-blue-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex min-w-0 items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{item.title}</span>
                    <ReviewBadges item={item} />
                  </span>
                  <span className="block text-sm text-slate-600">
                    {item.vendor} · {item.stage}
                    {item.onBehalfOf ? (
                      <span className="font-medium text-indigo-700"> · on behalf of {item.onBehalfOf}</span>
                    ) : null}
                  </span>
                  {item.dueDate && (
                    <span className="block text-xs text-muted-foreground">
                      Due {formatDate(item.dueDate)}
                    </span>
                  )}
                </span>
              </span>
              <span className="shrink-0 text-lg font-bold text-slate-900">{formatCurrency(item.amount)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
