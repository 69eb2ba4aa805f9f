import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { DollarSign, Lightbulb, PiggyBank, TrendingUp } from 'lucide-react';
import { formatCurrency } from '@shared/format';
import { toCents, fromCents } from '@shared/money';
import {
  DEFAULT_SAVINGS_PERIOD,
  SAVINGS_PERIODS,
  SPEND_CATEGORIES,
  type SavingsPeriod,
  type SavingsSummary,
} from '@shared/cost-savings/schemas';
import { CATEGORY_LABELS, PERIOD_LABELS } from '@shared/cost-savings/labels';

import { PageHeader } from '../../components/page-header';
import { StatCards, type StatDef } from '../../components/stat-cards';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { FilterSelect } from '../../lib/filter-select';
import { DirectSavingsTab } from './direct-savings-tab';
import { OpportunitiesTab } from './opportunities-tab';
import { SavingsAnalyticsTab } from './savings-analytics-tab';
import { costSavingsQueries, type SavingsFilters } from './queries';

const PERIOD_OPTIONS = SAVINGS_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));
const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  ...SPEND_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

const whole = (amount: string) => formatCurrency(amount, { whole: true });

const CARDS: StatDef<SavingsSummary>[] = [
  {
    title: 'Direct Savings',
    icon: DollarSign,
    tint: 'text-emerald-600 bg-emerald-50',
    value: (s) => whole(s.directSavings),
  },
  {
    title: 'AI Opportunities',
    icon: Lightbulb,
    tint: 'text-indigo-600 bg-indigo-50',
    value: (s) => s.potentialCount.toLocaleString('en-US'),
  },
  {
    title: 'Potential Savings',
    icon: TrendingUp,
    tint: 'text-amber-600 bg-amber-50',
    value: (s) => whole(s.potentialSavings),
  },
  {
    title: 'Total Impact',
    icon: PiggyBank,
    tint: 'text-sky-600 bg-sky-50',
    value: (s) => whole(fromCents(toCents(s.directSavings) + toCents(s.opportunisticSavings))),
  },
];

function RateLine({ summary }: { summary: SavingsSummary | undefined }) {
  if (!summary) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="savings-rate">
      Savings rate <strong className="text-slate-900">{summary.savingsRate.toFixed(1)}%</strong> of{' '}
      <strong className="text-slate-900">{whole(summary.totalSpend)}</strong> invoiced spend ·{' '}
      {summary.directSavingsCount.toLocaleString('en-US')} direct{' '}
      {summary.directSavingsCount === 1 ? 'saving' : 'savings'} captured ·{' '}
      {summary.opportunisticCount.toLocaleString('en-US')}{' '}
      {summary.opportunisticCount === 1 ? 'opportunity' : 'opportunities'} actualized (
      {whole(summary.opportunisticSavings)})
    </p>
  );
}

const TABS = ['direct', 'opportunities', 'analytics'];

/**
 * Cost Savings Intelligence (spec section 2, issue 12): the summary cards of the period and category,
 * the period and category filters, and the Direct Savings, AI Opportunities and Analytics tabs — every
 * figure from the server.
 */
export function CostSavingsView() {
  const [period, setPeriod] = useState<SavingsPeriod>(DEFAULT_SAVINGS_PERIOD);
  const [category, setCategory] = useState('all');
  const filters: SavingsFilters = { period, category };
  const summary = useQuery(costSavingsQueries.summary(filters));
  const key = `${period}|${category}`;
  // A message about an opportunity links here with ?tab=opportunities (recordHref).
  const tab = new URLSearchParams(useSearch()).get('tab');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Cost Savings Intelligence"
        description="Savings captured from purchasing, and the opportunities found in your spend."
        actions={
          <div className="flex flex-wrap gap-3">
            <FilterSelect
              id="savings-period"
              label="Period"
              options={PERIOD_OPTIONS}
              value={period}
              onChange={(v) => setPeriod(v as SavingsPeriod)}
              className="w-40"
            />
            <FilterSelect
              id="savings-category"
              label="Category"
              options={CATEGORY_OPTIONS}
              value={category}
              onChange={setCategory}
              className="w-48"
            />
          </div>
        }
      />
      <StatCards
        label="Savings summary"
        cards={CARDS}
        summary={summary}
        className="sm:grid-cols-2 xl:grid-cols-4"
      />
      {summary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the savings summary.
        </p>
      ) : (
        <RateLine summary={summary.data} />
      )}
      <Tabs defaultValue={tab && TABS.includes(tab) ? tab : 'direct'} className="space-y-4">
        <TabsList>
          <TabsTrigger value="direct">Direct Savings</TabsTrigger>
          <TabsTrigger value="opportunities">AI Opportunities</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="direct">
          <DirectSavingsTab key={key} filters={filters} />
        </TabsContent>
        <TabsContent value="opportunities">
          <OpportunitiesTab key={category} category={category} />
        </TabsContent>
        <TabsContent value="analytics">
          <SavingsAnalyticsTab filters={filters} summary={summary.data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
