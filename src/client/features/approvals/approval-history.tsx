import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { formatCurrency, formatDate } from '@shared/format';

import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { ListPager } from '../../lib/list-pager';
import { TYPE_LABELS } from './approval-format';
import { approvalQueries } from './queries';

const LIMIT = 20;

/**
 * The Recently Approved tab: steps the user approved or rejected, and those a delegate decided on their
 * behalf (GET /api/approvals/history). Key it by the type so paging restarts.
 */
export function ApprovalHistory({ type }: { type: string }) {
  const [offset, setOffset] = useState(0);
  const history = useQuery(approvalQueries.history({ type, limit: LIMIT, offset }));
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError)
    return <p className="text-sm text-destructive">Could not load the approval history.</p>;
  const { rows, total } = history.data;
  if (total === 0) {
    return (
      <p className="rounded-xl border bg-white p-6 text-center text-muted-foreground">
        Nothing approved yet.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Recently approved" className="space-y-2">
        {rows.map((r) => (
          <li
            key={r.stepId}
            className="flex flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm sm:flex-row sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                {r.status === 'Rejected' ? (
                  <XCircle className="size-4 text-red-600" aria-hidden="true" />
                ) : (
                  <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
                )}
                <h3 className="font-semibold text-slate-900">{r.title}</h3>
                <Badge variant="outline">{TYPE_LABELS[r.type]}</Badge>
                <Badge variant={r.status === 'Rejected' ? 'destructive' : 'success'}>{r.status}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {r.requestor} · {r.department} · {r.step}
              </p>
              <p className="text-xs text-muted-foreground">
                {r.status} by {r.approvedBy}
                {r.onBehalfOf ? ` on behalf of ${r.onBehalfOf}` : ''} on {formatDate(r.dateApproved)}
              </p>
              {r.comment && <p className="text-sm text-slate-700 italic">“{r.comment}”</p>}
            </div>
            <span className="shrink-0 text-lg font-bold text-slate-900">{formatCurrency(r.amount)}</span>
          </li>
        ))}
      </ul>
      {total > LIMIT && (
        <ListPager
          offset={offset}
          limit={LIMIT}
          page={history.data}
          onOffsetChange={setOffset}
          label="Recently approved pages"
        />
      )}
    </div>
  );
}
