import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@shared/format';
import { toCents } from '@shared/money';
import type { SavingsSummary } from '@shared/cost-savings/schemas';
import { PERIOD_LABELS, categoryLabel } from '@shared/cost-savings/labels';

import { SectionCard } from '../../components/section-card';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { costSavingsQueries, type SavingsFilters } from './queries';
import { RealizationCard } from './realization-card';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

function Bar({
  label,
  amount,
  share,
  note,
}: {
  label: string;
  amount: string;
  share: number;
  note?: string;
}) {
  return (
    <li className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span>
          <span className="font-semibold text-emerald-700">{formatCurrency(amount, { whole: true })}</span>
          <span className="ml-2 text-xs text-muted-foreground">
            {share.toFixed(1)}%{note ? ` · ${note}` : ''}
          </span>
        </span>
      </div>
      <Progress value={share} aria-label={`${label}: ${share.toFixed(1)}%`} />
    </li>
  );
}

/**
 * The Analytics tab: direct savings of the period per spend category (progress bars of their shares),
 * and the savings of the summary side by side (direct, opportunistic, potential).
 */
export function SavingsAnalyticsTab({
  filters,
  summary,
}: {
  filters: SavingsFilters;
  summary: SavingsSummary | undefined;
}) {
  const categories = useQuery(costSavingsQueries.categories(filters));
  const rows = categories.data ?? [];
  const total = rows.reduce((sum, r) => sum + toCents(r.savings), 0);
  const kinds = summary
    ? [
        { label: 'Direct savings', amount: summary.directSavings },
        { label: 'Opportunistic savings', amount: summary.opportunisticSavings },
        { label: 'Potential savings', amount: summary.potentialSavings },
      ]
    : [];
  const kindsTotal = kinds.reduce((sum, k) => sum + toCents(k.amount), 0);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SectionCard title={`Savings by Category — ${PERIOD_LABELS[filters.period]}`}>
        {categories.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : categories.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the savings by category.
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No direct savings in this period</p>
        ) : (
          <ul aria-label="Savings by category" className="space-y-4">
            {rows.map((r) => (
              <Bar
                key={r.category}
                label={categoryLabel(r.category)}
                amount={r.savings}
                share={pct(toCents(r.savings), total)}
                note={`${r.count} ${r.count === 1 ? 'saving' : 'savings'}`}
              />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Savings Mix">
        {!summary ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <ul aria-label="Savings mix" className="space-y-4">
            {kinds.map((k) => (
              <Bar
                key={k.label}
                label={k.label}
                amount={k.amount}
                share={pct(toCents(k.amount), kindsTotal)}
              />
            ))}
          </ul>
        )}
      </SectionCard>
      <div className="lg:col-span-2">
        <RealizationCard filters={filters} />
      </div>
    </div>
  );
}
