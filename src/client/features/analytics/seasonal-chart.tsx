import type { Analytics } from '@shared/analytics/schemas';
import { formatCompactCurrency, formatCurrency } from '@shared/format';

import { ChartFrame } from './chart-frame';
import { monthLabel, shortMonth } from './month-label';

const W = 640;
const H = 220;
const PAD = { left: 56, right: 12, top: 12, bottom: 28 };

/**
 * Seasonal pattern (spec section 2): spend per month of the window as a line, the same months a year
 * earlier as a dashed line. Clicking a month (or Enter on it) narrows the filters to that month.
 */
export function SeasonalChart({
  seasonal,
  onMonth,
}: {
  seasonal: Analytics['seasonal'];
  onMonth: (month: string) => void;
}) {
  const values = seasonal.flatMap((s) => [Number(s.spend), Number(s.priorYearSpend)]);
  const max = Math.max(1, ...values);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(seasonal.length, 1);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (v: string) => PAD.top + innerH - (Number(v) / max) * innerH;
  const path = (pick: (s: Analytics['seasonal'][number]) => string) =>
    seasonal.map((s, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(pick(s)).toFixed(1)}`).join(' ');
  const empty = values.every((v) => v === 0);
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
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="presentation">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              className="stroke-slate-200"
            />
            <text
              x={PAD.left - 6}
              y={PAD.top + innerH * (1 - f) + 4}
              textAnchor="end"
              className="fill-slate-500 text-[10px]"
            >
              {formatCompactCurrency(max * f)}
            </text>
          </g>
        ))}
        <path
          d={path((s) => s.priorYearSpend)}
          fill="none"
          strokeDasharray="5 4"
          strokeWidth={2}
          className="stroke-slate-400"
        />
        <path d={path((s) => s.spend)} fill="none" strokeWidth={2.5} className="stroke-blue-600" />
        {seasonal.map((s, i) => (
          <g key={s.month} className="cursor-pointer" onClick={() => onMonth(s.month)}>
            <rect
              x={x(i) - step / 2}
              y={PAD.top}
              width={step}
              height={innerH}
              className="fill-transparent hover:fill-blue-50"
            />
            <circle cx={x(i)} cy={y(s.spend)} r={3.5} className="fill-blue-600" />
            <text x={x(i)} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[10px]">
              {shortMonth(s.month)}
            </text>
          </g>
        ))}
      </svg>
      <div className="mt-2 flex gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-blue-600" /> Spend
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-slate-400" /> Same month
          last year
        </span>
      </div>
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
