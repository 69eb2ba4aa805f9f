import { useQueries } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock, FileCheck2, type LucideIcon } from 'lucide-react';

import { Skeleton } from '../../components/ui/skeleton';
import { contractQueries } from '../../lib/queries/contracts';

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

/** Counts of active, expiring and upcoming contracts (the X-Total-Count of each filtered list). */
export function ContractSummary() {
  const counts = useQueries({
    queries: CARDS.map(({ status }) => contractQueries.list({ status, limit: 1 })),
  });
  return (
    <section aria-label="Contract summary" className="grid gap-3 sm:grid-cols-3">
      {CARDS.map(({ title, icon: Icon, tint }, i) => {
        const q = counts[i];
        return (
          <div key={title} className="flex items-center gap-4 rounded-xl border bg-white p-4 shadow-sm">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
              {q?.isPending ? (
                <Skeleton className="mt-1 h-7 w-10" />
              ) : (
                <p className="text-2xl font-bold text-slate-900">{q?.data ? q.data.total : '—'}</p>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
