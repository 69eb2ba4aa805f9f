import { Clock, FileCheck2, TrendingUp, type LucideIcon } from 'lucide-react';
import { formatCompactCurrency } from '@shared/format';

import { Skeleton } from '../../components/ui/skeleton';
import { useDashboardSummary, type DashboardSummary } from '../../lib/use-dashboard-summary';

type CardDef = { title: string; icon: LucideIcon; tint: string; value: (s: DashboardSummary) => string };

const CARDS: CardDef[] = [
  {
    title: 'Pending Approvals',
    icon: Clock,
    tint: 'text-amber-600 bg-amber-50',
    value: (s) => String(s.pendingApprovals),
  },
  {
    title: 'Active Contracts',
    icon: FileCheck2,
    tint: 'text-blue-600 bg-blue-50',
    value: (s) => String(s.activeContracts),
  },
  {
    title: 'Cost Savings This Quarter',
    icon: TrendingUp,
    tint: 'text-emerald-600 bg-emerald-50',
    value: (s) => formatCompactCurrency(s.savingsThisQuarter),
  },
];

/** The three summary cards of the home page, from GET /api/dashboard/summary. */
export function SummaryCards() {
  const summary = useDashboardSummary();
  return (
    <section aria-label="Summary" className="grid gap-3 sm:grid-cols-3">
      {CARDS.map(({ title, icon: Icon, tint, value }) => (
        <div key={title} className="flex items-center gap-4 rounded-xl border bg-white p-5 shadow-sm">
          <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tint}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
            {summary.isPending ? (
              <Skeleton className="mt-1 h-8 w-16" />
            ) : (
              <p className="text-2xl font-bold text-slate-900">{summary.data ? value(summary.data) : '—'}</p>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
