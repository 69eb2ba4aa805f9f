import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_MONTHS, ANALYTICS_TOASTS, type AnalyticsMonths } from '@shared/analytics/schemas';
import type { FilterSet, FilterSetFilters } from '@shared/analytics/filter-sets';
import { formatDate } from '@shared/format';
import { Download } from 'lucide-react';

import { startAnalyticsExport } from '../../components/export-button';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { toast, type ToastInput } from '../../components/ui/use-toast';
import { errorText } from '../../lib/api';
import { AnalyticsFilters } from './analytics-filters';
import { AnomalyPanel } from './anomalies/anomaly-panel';
import { DepartmentChart } from './department-chart';
import { SaveFilterSetDialog, SavedFilterSets } from './filter-sets';
import { KpiCards } from './kpi-cards';
import { analyticsQueries, DEFAULT_FILTERS, type AnalyticsFilterValues } from './queries';
import { SeasonalChart } from './seasonal-chart';

/** The page's filters as a saved set stores them (spec section 3). */
const toSet = (f: AnalyticsFilterValues): FilterSetFilters => ({
  department: f.department,
  timeWindow: f.months,
  ...(f.sku !== 'all' ? { sku: f.sku } : {}),
  ...(f.q.trim() ? { q: f.q.trim() } : {}),
});

/** A saved set as the page's filters (what the page does not filter by is left as it is stored). */
const fromSet = (f: FilterSetFilters): AnalyticsFilterValues => ({
  q: f.q ?? '',
  sku: f.sku ?? 'all',
  department: f.department || 'all',
  months: (ANALYTICS_MONTHS as readonly number[]).includes(f.timeWindow ?? 0)
    ? (f.timeWindow as AnalyticsMonths)
    : DEFAULT_FILTERS.months,
  month: '',
});

/**
 * The Analytics Intelligence Center (spec section 2, issue 12): filters applied on the server, the KPI
 * cards, the seasonal and department charts (a click narrows the filters), and the saved filter sets.
 */
export function AnalyticsCenter() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AnalyticsFilterValues>(DEFAULT_FILTERS);
  const [applied, setApplied] = useState<AnalyticsFilterValues>(DEFAULT_FILTERS);
  const [applying, setApplying] = useState(false);
  const [saving, setSaving] = useState(false);
  const figures = useQuery(analyticsQueries.figures(applied));
  const data = figures.data;

  /** Recomputes on the server (even for the same filters), then shows the figures and the toast. */
  async function apply(next: AnalyticsFilterValues, done: ToastInput = ANALYTICS_TOASTS.applied) {
    setDraft(next);
    setApplying(true);
    try {
      await queryClient.fetchQuery({ ...analyticsQueries.figures(next), staleTime: 0 });
      setApplied(next);
      toast(done);
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    } finally {
      setApplying(false);
    }
  }

  const load = (set: FilterSet) => void apply(fromSet(set.filters), ANALYTICS_TOASTS.loaded);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics Intelligence Center"
        description="Spend, orders and approvals across the departments you can see."
        actions={
          <Button
            variant="outline"
            onClick={() =>
              void startAnalyticsExport({
                department: applied.department,
                months: applied.months,
                sku: applied.sku,
                q: applied.q.trim() || undefined,
                month: applied.month || undefined,
              })
            }
          >
            <Download className="size-4" aria-hidden="true" />
            Export Data
          </Button>
        }
      />
      <AnalyticsFilters
        draft={draft}
        onChange={setDraft}
        options={data?.options}
        applying={applying}
        onApply={() => void apply(draft)}
        onSave={() => setSaving(true)}
      />
      <SaveFilterSetDialog open={saving} onOpenChange={setSaving} filters={toSet(applied)} />
      {figures.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorText(figures.error)}
        </p>
      ) : null}
      <div aria-busy={applying || figures.isFetching} className="space-y-6">
        <KpiCards kpis={data?.kpis} isPending={figures.isPending} />
        {data ? (
          <p className="text-xs text-muted-foreground">
            {data.scopeDepartment ? `${data.scopeDepartment} department only · ` : ''}
            {formatDate(data.window.start)} – {formatDate(dayBefore(data.window.end))}. Average order value,
            requisitions and approval rate follow the department and time window; spend follows every filter.
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <SeasonalChart
            seasonal={data?.seasonal ?? []}
            onMonth={(month) => void apply({ ...applied, month })}
          />
          <DepartmentChart
            departmentSpend={data?.departmentSpend ?? []}
            selected={applied.department}
            onDepartment={(department) => void apply({ ...applied, department })}
          />
        </div>
        <AnomalyPanel department={applied.department === 'all' ? undefined : applied.department} />
      </div>
      <SavedFilterSets onLoad={load} />
    </div>
  );
}

/** The last day before a YYYY-MM-DD (the window's end is the first day after it). */
function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y!, m! - 1, d! - 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
