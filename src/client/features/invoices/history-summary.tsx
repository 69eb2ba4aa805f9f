import { CheckCircle2, Clock, FileText, ShieldAlert, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { InvoiceSummary } from '@shared/invoices/schemas';

import { CountTile } from '../../components/count-tile';

type Key = keyof InvoiceSummary['counts'];
const CARDS: { key: Key; title: string; icon: LucideIcon; tint: string }[] = [
  { key: 'paid', title: 'Paid', icon: CheckCircle2, tint: 'text-emerald-600 bg-emerald-50' },
  { key: 'approved', title: 'Approved', icon: ThumbsUp, tint: 'text-blue-600 bg-blue-50' },
  { key: 'pending', title: 'Pending', icon: Clock, tint: 'text-amber-600 bg-amber-50' },
  { key: 'disputed', title: 'Disputed', icon: ShieldAlert, tint: 'text-red-600 bg-red-50' },
  { key: 'total', title: 'Total Invoices', icon: FileText, tint: 'text-slate-700 bg-slate-100' },
];

/** The history's counts by status (GET /api/invoices/summary). */
export function HistorySummary({
  summary,
  loading,
}: {
  summary: InvoiceSummary | undefined;
  loading: boolean;
}) {
  return (
    <section aria-label="Invoice summary" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {CARDS.map(({ key, ...card }) => (
        <CountTile key={key} {...card} loading={loading} value={summary?.counts[key]} />
      ))}
    </section>
  );
}
