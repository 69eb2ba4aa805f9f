import type { Analytics } from '@shared/analytics/schemas';
import { formatCurrency } from '@shared/format';

import { ChartFrame } from './chart-frame';
import { departmentLabel } from './month-label';

/**
 * Department spend (spec section 2): one bar per department, the largest first. Each bar is a button:
 * clicking it narrows the filters to that department.
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
  const max = Math.max(1, ...departmentSpend.map((d) => Number(d.spend)));
  const rows = departmentSpend.map((d) => ({
    key: d.department,
    cells: [departmentLabel(d.department), formatCurrency(d.spend)],
  }));
  return (
    <ChartFrame
      title="Department Spend"
      columns={['Department', 'Spend']}
      rows={rows}
      empty={departmentSpend.length === 0}
      hideChart={false}
    >
      <ul aria-label="Department spend bars" className="space-y-2">
        {departmentSpend.map((d) => {
          const pct = Math.max(2, (Number(d.spend) / max) * 100);
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
                className="group grid w-full grid-cols-[7rem_1fr_auto] items-center gap-2 rounded text-left text-sm focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default"
              >
                <span className="truncate text-slate-700">{label}</span>
                <span className="h-5 rounded bg-slate-100">
                  <span
                    className={`block h-5 rounded ${current ? 'bg-blue-700' : 'bg-blue-500 group-hover:bg-blue-600'}`}
                    style={{ width: `${pct}%` }}
                  />
                </span>
                <span className="tabular-nums text-slate-600">
                  {formatCurrency(d.spend, { whole: true })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </ChartFrame>
  );
}
