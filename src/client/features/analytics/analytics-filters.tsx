import type { FormEvent } from 'react';
import { Filter, Save } from 'lucide-react';
import { ANALYTICS_MONTHS, type Analytics, type AnalyticsMonths } from '@shared/analytics/schemas';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FilterSelect } from '../../lib/filter-select';
import type { AnalyticsFilterValues } from './queries';
import { monthLabel } from './month-label';

const WINDOW_OPTIONS = ANALYTICS_MONTHS.map((m) => ({ value: String(m), label: `Last ${m} months` }));

/** The options of a select, with the current value kept even when the data no longer lists it. */
function withCurrent(all: string, values: string[], current: string) {
  const list = current !== 'all' && !values.includes(current) ? [...values, current] : values;
  return [{ value: 'all', label: all }, ...list.map((v) => ({ value: v, label: v }))];
}

/**
 * The filters (spec section 2): free text, SKU, department, time window, and the month a click on the
 * seasonal chart chose. Nothing is fetched until 'Apply Filters'.
 */
export function AnalyticsFilters({
  draft,
  onChange,
  options,
  applying,
  onApply,
  onSave,
}: {
  draft: AnalyticsFilterValues;
  onChange: (next: AnalyticsFilterValues) => void;
  options: Analytics['options'] | undefined;
  applying: boolean;
  onApply: () => void;
  onSave: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  const set = (patch: Partial<AnalyticsFilterValues>) => onChange({ ...draft, ...patch });
  return (
    <form
      aria-label="Analytics filters"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-4"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="analytics-q" className="text-xs text-muted-foreground">
          Search
        </Label>
        <Input
          id="analytics-q"
          value={draft.q}
          maxLength={100}
          placeholder="Vendor, SKU or GL code"
          onChange={(e) => set({ q: e.target.value })}
          className="bg-white"
        />
      </div>
      <FilterSelect
        id="analytics-sku"
        label="SKU"
        value={draft.sku}
        options={withCurrent('All SKUs', options?.skus.map((s) => s.sku) ?? [], draft.sku)}
        onChange={(sku) => set({ sku })}
      />
      <FilterSelect
        id="analytics-department"
        label="Department"
        value={draft.department}
        options={withCurrent('All Departments', options?.departments ?? [], draft.department)}
        onChange={(department) => set({ department })}
      />
      <FilterSelect
        id="analytics-months"
        label="Time Window"
        value={String(draft.months)}
        options={WINDOW_OPTIONS}
        onChange={(v) => set({ months: Number(v) as AnalyticsMonths, month: '' })}
      />
      <div className="flex flex-wrap items-center gap-2 md:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={applying}>
          <Filter aria-hidden="true" />
          Apply Filters
        </Button>
        <Button type="button" variant="outline" onClick={onSave}>
          <Save aria-hidden="true" />
          Save Filter Set
        </Button>
        {draft.month ? (
          <span className="flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-xs text-blue-800">
            Month: {monthLabel(draft.month)}
            <button
              type="button"
              className="ml-1 rounded px-1 hover:bg-blue-100"
              aria-label="Clear the month"
              onClick={() => set({ month: '' })}
            >
              ×
            </button>
          </span>
        ) : null}
      </div>
    </form>
  );
}
