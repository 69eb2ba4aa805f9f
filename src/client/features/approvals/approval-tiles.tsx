import { AlertTriangle, CircleDollarSign, Clock, Flag, Timer, type LucideIcon } from 'lucide-react';
import type { ApprovalSummary } from '@shared/approvals/schemas';

import { Skeleton } from '../../components/ui/skeleton';
import { formatThousands } from './approval-format';
import { useApprovalSummary } from './use-approvals';

type Tile = { title: string; icon: LucideIcon; tint: string; value: (s: ApprovalSummary) => string };

const TILES: Tile[] = [
  {
    title: 'Pending Approvals',
    icon: Clock,
    tint: 'text-blue-600 bg-blue-50',
    value: (s) => String(s.pending),
  },
  {
    title: 'High Priority',
    icon: Flag,
    tint: 'text-red-600 bg-red-50',
    value: (s) => String(s.highPriority),
  },
  {
    title: 'Overdue (>3 days)',
    icon: AlertTriangle,
    tint: 'text-amber-600 bg-amber-50',
    value: (s) => String(s.overdue),
  },
  {
    title: 'Total Value',
    icon: CircleDollarSign,
    tint: 'text-emerald-600 bg-emerald-50',
    value: (s) => formatThousands(s.totalValue),
  },
  {
    title: 'Avg Days to Approve',
    icon: Timer,
    tint: 'text-violet-600 bg-violet-50',
    value: (s) => String(s.avgDaysToApprove),
  },
];

/** The queue's five summary tiles, computed by the server (GET /api/approvals/summary). */
export function ApprovalTiles() {
  const summary = useApprovalSummary();
  return (
    <section aria-label="Approval summary" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {TILES.map(({ title, icon: Icon, tint, value }) => (
        <div key={title} className="flex items-center gap-3 rounded-xl border bg-white p-4 shadow-sm">
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-xs font-medium text-muted-foreground">{title}</h2>
            {summary.isPending ? (
              <Skeleton className="mt-1 h-7 w-12" />
            ) : (
              <p className="text-xl font-bold text-slate-900">{summary.data ? value(summary.data) : '—'}</p>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
