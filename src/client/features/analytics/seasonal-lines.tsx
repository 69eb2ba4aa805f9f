import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactCurrency, formatCurrency } from '@shared/format';

import { clickedIndex } from './chart-click';
import { monthLabel } from './month-label';

export type SeasonalPoint = { month: string; label: string; spend: number; prior: number };

/** The seasonal pattern's lines (Recharts): spend, and the same months a year earlier dashed. */
export default function SeasonalLines({
  data,
  onMonth,
}: {
  data: SeasonalPoint[];
  onMonth: (month: string) => void;
}) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
        className="cursor-pointer"
        onClick={(state) => {
          const i = clickedIndex(state);
          if (i !== null && data[i]) onMonth(data[i].month);
        }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#64748b' }} tickLine={false} />
        <YAxis
          width={64}
          tick={{ fontSize: 11, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(v: number) => formatCompactCurrency(v)}
        />
        <Tooltip
          formatter={(v) => formatCurrency(Number(v))}
          labelFormatter={(_, payload) => {
            const month = payload?.[0]?.payload?.month as string | undefined;
            return month ? monthLabel(month) : '';
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          type="monotone"
          dataKey="prior"
          name="Same month last year"
          stroke="#94a3b8"
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="spend"
          name="Spend"
          stroke="#2563eb"
          strokeWidth={2.5}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
