import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CircleDollarSign, Clock, Flag, Timer } from 'lucide-react';
import type { ApprovalSummary } from '@shared/approvals/schemas';
import { countText } from '@shared/counts';

import { StatCards, type StatDef } from '../../components/stat-cards';
import { formatThousands } from './approval-format';
import { approvalQueries } from './queries';

const TILES: StatDef<ApprovalSummary>[] = [
  {
    title: 'Pending Approvals',
    icon: Clock,
    tint: 'text-blue-600 bg-blue-50',
    value: (s) => countText(s.pending),
  },
  {
    title: 'High Priority',
    icon: Flag,
    tint: 'text-red-600 bg-red-50',
    value: (s) => countText(s.highPriority),
  },
  {
    title: 'Overdue (>3 days)',
    icon: AlertTriangle,
    tint: 'text-amber-600 bg-amber-50',
    value: (s) => countText(s.overdue),
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
  return (
    <StatCards
      label="Approval summary"
      cards={TILES}
      summary={useQuery(approvalQueries.summary())}
      compact
      className="grid-cols-2 md:grid-cols-5"
    />
  );
}
