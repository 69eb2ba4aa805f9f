import { useQuery } from '@tanstack/react-query';
import { Activity, CalendarDays } from 'lucide-react';

import { Skeleton } from '../../components/ui/skeleton';
import { requisitionQueries } from './queries';

/** Live counters at the top of the form: active (pending) requests and requests submitted this month. */
export function RequisitionCounters() {
  const stats = useQuery(requisitionQueries.stats());
  const items = [
    { label: 'Active', value: stats.data?.active, icon: Activity, tint: 'bg-blue-50 text-blue-700' },
    {
      label: 'This Month',
      value: stats.data?.thisMonth,
      icon: CalendarDays,
      tint: 'bg-emerald-50 text-emerald-700',
    },
  ];
  return (
    <section aria-label="Requisition counters" className="flex gap-3">
      {items.map(({ label, value, icon: Icon, tint }) => (
        <div key={label} className={`flex items-center gap-2 rounded-lg px-3 py-2 ${tint}`}>
          <Icon className="size-4" aria-hidden="true" />
          {stats.isPending ? (
            <Skeleton className="h-5 w-6" />
          ) : (
            <span
              className="text-lg font-bold"
              data-testid={`counter-${label.toLowerCase().replace(' ', '-')}`}
            >
              {value ?? '—'}
            </span>
          )}
          <span className="text-sm">{label.toLowerCase()}</span>
        </div>
      ))}
    </section>
  );
}
