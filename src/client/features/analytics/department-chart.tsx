import { lazy, Suspense } from 'react';
import type { Analytics } from '@shared/analytics/schemas';
import { formatCurrency } from '@shared/format';

import { chartHeight } from './chart-click';
import { ChartFrame } from './chart-frame';
import { departmentLabel } from './month-label';

/** The drawing (Recharts) loads after the page: the figures, buttons and table show at once. */
const DepartmentBars = lazy(() => import('./department-bars'));

/**
 * Department spend (spec section 2): one bar per department, the largest first (Recharts). Clicking a
 * bar narrows the filters to that department; the department buttons below do the same from the
 * keyboard (the current one pressed), and the table alternative tells the figures.
 */
export function DepartmentChart({
  departmentSpend,
  selected,
  onDepartment,
}: {
  departmentSpend: Analytics['departmentSpend'];
  selected: string;
  onDepartment: (department: string) => void;
}) {
  const data = departmentSpend.map((d) => ({
    department: d.department,
    label: departmentLabel(d.department),
    spend: Number(d.spend),
  }));
  const rows = departmentSpend.map((d) => ({
    key: d.department,
    cells: [departmentLabel(d.department), formatCurrency(d.spend)],
  }));
  const pick = (i: number) => {
    const d = data[i];
    if (d && d.department !== '') onDepartment(d.department);
  };
  return (
    <ChartFrame
      title="Department Spend"
      columns={['Department', 'Spend']}
      rows={rows}
      empty={departmentSpend.length === 0}
      controls={
        <DepartmentButtons
          departmentSpend={departmentSpend}
          selected={selected}
          onDepartment={onDepartment}
        />
      }
    >
      <Suspense fallback={<div style={{ height: chartHeight(data.length) }} />}>
        <DepartmentBars data={data} selected={selected} onPick={pick} />
      </Suspense>
    </ChartFrame>
  );
}

/** The departments as buttons with their spend (keyboard and screen readers narrow by them). */
function DepartmentButtons({
  departmentSpend,
  selected,
  onDepartment,
}: {
  departmentSpend: Analytics['departmentSpend'];
  selected: string;
  onDepartment: (department: string) => void;
}) {
  return (
    <ul aria-label="Department spend bars" className="flex flex-wrap gap-1">
      {departmentSpend.map((d) => {
        const label = departmentLabel(d.department);
        const current = d.department === selected;
        return (
          <li key={d.department}>
            <button
              type="button"
              disabled={d.department === ''}
              aria-pressed={current}
              aria-label={`${label}: ${formatCurrency(d.spend)}`}
              onClick={() => onDepartment(d.department)}
              className={`rounded border px-1.5 py-0.5 text-xs focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default ${current ? 'border-blue-600 bg-blue-50 text-blue-800' : 'text-slate-600 hover:bg-blue-50'}`}
            >
              {label} · {formatCurrency(d.spend, { whole: true })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
