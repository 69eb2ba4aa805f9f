import { useQueries } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock, FileCheck2, type LucideIcon } from 'lucide-react';

import { CountTile } from '../../components/count-tile';
import { contractQueries } from '../../lib/queries/contracts';
import { listTotal } from '../../lib/list-pager';

const CARDS: { status: string; title: string; icon: LucideIcon; tint: string }[] = [
  { status: 'active', title: 'Active Contracts', icon: FileCheck2, tint: 'text-blue-600 bg-blue-50' },
  {
    status: 'expiring',
    title: 'Expiring in 30 Days',
    icon: AlertTriangle,
    tint: 'text-orange-600 bg-orange-50',
  },
  {
    status: 'upcoming',
    title: 'Renewals in 31–90 Days',
    icon: CalendarClock,
    tint: 'text-yellow-700 bg-yellow-50',
  },
];

/** Counts of active, expiring and upcoming contracts (the X-Total-Count of each filtered list; "1,000+" past its cap). */
export function ContractSummary() {
  const counts = useQueries({
    queries: CARDS.map(({ status }) => contractQueries.list({ status, limit: 1 })),
  });
  return (
    <section aria-label="Contract summary" className="grid gap-3 sm:grid-cols-3">
      {CARDS.map(({ status, ...card }, i) => (
        <CountTile
          key={status}
          {...card}
          className="gap-4"
          loading={counts[i]?.isPending ?? false}
          value={counts[i]?.data && listTotal(counts[i].data)}
        />
      ))}
    </section>
  );
}
