import { CheckCircle2, DollarSign, FileText, ShoppingCart } from 'lucide-react';
import type { Analytics } from '@shared/analytics/schemas';
import { formatCurrency } from '@shared/format';

import { StatCards, type StatDef } from '../../components/stat-cards';

type Kpis = Analytics['kpis'];

/** Spec section 2: total spend, average order value, total requisitions, approval rate (formulas: section 9). */
const CARDS: readonly StatDef<Kpis>[] = [
  {
    title: 'Total Spend',
    icon: DollarSign,
    tint: 'bg-blue-100 text-blue-700',
    value: (k) => formatCurrency(k.totalSpend),
  },
  {
    title: 'Average Order Value',
    icon: ShoppingCart,
    tint: 'bg-emerald-100 text-emerald-700',
    value: (k) => formatCurrency(k.averageOrderValue, { whole: true }),
  },
  {
    title: 'Total Requisitions',
    icon: FileText,
    tint: 'bg-violet-100 text-violet-700',
    value: (k) => k.totalRequisitions.toLocaleString('en-US'),
  },
  {
    title: 'Approval Rate',
    icon: CheckCircle2,
    tint: 'bg-amber-100 text-amber-700',
    value: (k) => `${k.approvalRate}%`,
  },
];

export function KpiCards({ kpis, isPending }: { kpis: Kpis | undefined; isPending: boolean }) {
  return (
    <StatCards
      label="Key figures"
      cards={CARDS}
      summary={{ data: kpis, isPending }}
      className="sm:grid-cols-2 lg:grid-cols-4"
    />
  );
}
