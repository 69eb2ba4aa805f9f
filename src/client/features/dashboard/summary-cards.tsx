import { Clock, FileCheck2, TrendingUp } from 'lucide-react';
import type { DashboardSummary } from '@shared/dashboard/summary';
import { formatCompactCurrency } from '@shared/format';
import { glanceCountText } from '@shared/counts';

import { StatCards, type StatDef } from '../../components/stat-cards';
import { useDashboardSummary } from '../../lib/queries/dashboard';

const CARDS: StatDef<DashboardSummary>[] = [
  {
    title: 'Pending Approvals',
    icon: Clock,
    tint: 'text-amber-600 bg-amber-50',
    value: (s) => glanceCountText(s.pendingApprovals),
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
  return (
    <StatCards label="Summary" cards={CARDS} summary={useDashboardSummary()} className="sm:grid-cols-3" />
  );
}
