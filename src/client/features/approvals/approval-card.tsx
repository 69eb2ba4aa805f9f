import { AlertTriangle, Building2, Clock, Eye, User } from 'lucide-react';
import type { ApprovalItem } from '@shared/approvals/schemas';
import { formatCurrency, formatDate } from '@shared/format';

import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { daysLabel, isOverdue, priorityVariant, TYPE_LABELS } from './approval-format';

/** One pending approval: what it is, who asks, how much, how long it has waited, and a Review button. */
export function ApprovalCard({
  item,
  onReview,
}: {
  item: ApprovalItem;
  onReview: (item: ApprovalItem) => void;
}) {
  const overdue = isOverdue(item.daysWaiting);
  return (
    <article
      aria-label={item.title}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between',
        overdue && 'border-red-200 bg-red-50/40',
      )}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold text-slate-900">{item.title}</h3>
          <Badge variant="outline">{TYPE_LABELS[item.type]}</Badge>
          <Badge variant={priorityVariant(item.priority)}>{item.priority}</Badge>
          {overdue && (
            <Badge variant="destructive">
              <AlertTriangle className="size-3" aria-hidden="true" />
              Overdue
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {item.reference} · Submitted {formatDate(item.dateSubmitted)}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <User className="size-3.5" aria-hidden="true" />
            {item.requestor}
          </span>
          <span className="inline-flex items-center gap-1">
            <Building2 className="size-3.5" aria-hidden="true" />
            {item.department}
          </span>
          <span
            className={cn('inline-flex items-center gap-1', overdue && 'font-semibold text-red-700')}
            data-testid="days-waiting"
          >
            <Clock className="size-3.5" aria-hidden="true" />
            {daysLabel(item.daysWaiting)} waiting
          </span>
          <span>Next Approver: {item.nextApprover}</span>
          {item.onBehalfOf ? (
            <span className="font-medium text-indigo-700">on behalf of {item.onBehalfOf}</span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold text-slate-900">{formatCurrency(item.amount)}</span>
        <Button size="sm" onClick={() => onReview(item)}>
          <Eye aria-hidden="true" />
          Review
        </Button>
      </div>
    </article>
  );
}
