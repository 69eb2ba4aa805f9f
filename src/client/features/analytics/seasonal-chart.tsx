import { lazy, Suspense } from 'react';
import type { Analytics } from '@shared/analytics/schemas';
import { formatCurrency } from '@shared/format';

import { ChartFrame } from './chart-frame';
import { monthLabel, shortMonth } from './month-label';

/** The drawing (Recharts) loads after the page: the figures, buttons and table show at once. */
const SeasonalLines = lazy(() => import('./seasonal-lines'));

/**
 * Seasonal pattern (spec section 2): spend per month of the window as a line, the same months a year
 * earlier as a dashed line (Recharts). Clicking a month narrows the filters to it; the month buttons
 * below do the same from the keyboard, and the table alternative tells the figures.
 */
export function SeasonalChart({
  seasonal,
  onMonth,
}: {
  seasonal: Analytics['seasonal'];
  onMonth: (month: string) => void;
}) {
  const data = seasonal.map((s) => ({
    month: s.month,
    label: shortMonth(s.month),
    spend: Number(s.spend),
    prior: Number(s.priorYearSpend),
  }));
  const empty = data.every((d) => d.spend === 0 && d.prior === 0);
  const rows = seasonal.map((s) => ({
    key: s.month,
    cells: [monthLabel(s.month), formatCurrency(s.spend), formatCurrency(s.priorYearSpend)],
  }));

  return (
    <ChartFrame
      title="Seasonal Pattern"
      columns={['Month', 'Spend', 'Prior year']}
      rows={rows}
      empty={empty}
      controls={<MonthButtons seasonal={seasonal} onMonth={onMonth} />}
    >
      <Suspense fallback={<div className="h-60" />}>
        <SeasonalLines data={data} onMonth={onMonth} />
      </Suspense>
    </ChartFrame>
  );
}

/** The months as buttons (keyboard and screen readers reach the same narrowing as a click on the chart). */
export function MonthButtons({
  seasonal,
  onMonth,
}: {
  seasonal: Analytics['seasonal'];
  onMonth: (month: string) => void;
}) {
  return (
    <div role="group" aria-label="Narrow to a month" className="flex flex-wrap gap-1">
      {seasonal.map((s) => (
        <button
          key={s.month}
          type="button"
          onClick={() => onMonth(s.month)}
          aria-label={`${monthLabel(s.month)}: ${formatCurrency(s.spend)}`}
          className="rounded border px-1.5 py-0.5 text-xs text-slate-600 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-ring"
        >
          {shortMonth(s.month)}
        </button>
      ))}
    </div>
  );
}
