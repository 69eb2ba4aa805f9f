import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactCurrency, formatCurrency } from '@shared/format';

import { chartHeight, clickedIndex } from './chart-click';

export type DepartmentBar = { department: string; label: string; spend: number };

/** The department spend bars (Recharts), the selected department darker; a click picks a bar by index. */
export default function DepartmentBars({
  data,
  selected,
  onPick,
}: {
  data: DepartmentBar[];
  selected: string;
  onPick: (index: number) => void;
}) {
  return (
    <ResponsiveContainer width="100%" height={chartHeight(data.length)}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 0, left: 4 }}
        className="cursor-pointer"
        onClick={(state) => {
          const i = clickedIndex(state);
          if (i !== null) onPick(i);
        }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
        <XAxis
          type="number"
          tick={{ fontSize: 11, fill: '#64748b' }}
          tickFormatter={(v: number) => formatCompactCurrency(v)}
        />
        <YAxis type="category" dataKey="label" width={96} tick={{ fontSize: 12, fill: '#334155' }} />
        <Tooltip formatter={(v) => formatCurrency(Number(v))} cursor={{ fill: '#eff6ff' }} />
        <Bar dataKey="spend" name="Spend" radius={[0, 4, 4, 0]} isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.department} fill={d.department === selected ? '#1d4ed8' : '#3b82f6'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
