/** The index a Recharts click landed on (its tooltip index: a number or a numeric string). */
export function clickedIndex(state: { activeTooltipIndex?: unknown } | null | undefined): number | null {
  const raw = state?.activeTooltipIndex;
  const i = typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : NaN;
  return Number.isInteger(i) && i >= 0 ? i : null;
}

/** The department chart's height for n bars (the drawing and its placeholder agree). */
export const chartHeight = (bars: number) => Math.max(120, 36 * bars + 40);
