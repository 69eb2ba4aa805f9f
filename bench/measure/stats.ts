/** Pure figures of the benchmark: percentiles, summaries of samples, slopes and error tallies. */

export type Summary = {
  /** Answers counted (errors included: their latency is what the caller waited). */
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
};

/**
 * The q-quantile (0 < q ≤ 1) of ascending `sorted` by the nearest-rank method: the smallest value
 * with at least q of the samples at or below it. NaN for no samples.
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  if (q <= 0) return sorted[0]!;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

const round = (v: number) => (Number.isFinite(v) ? Math.round(v * 100) / 100 : v);

/** p50/p95/p99, mean and max of latencies in ms (rounded to 0.01 ms); NaN figures when empty. */
export function summarize(latencies: readonly number[]): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const n = sorted.length;
  const mean = n ? sorted.reduce((s, v) => s + v, 0) / n : Number.NaN;
  return {
    n,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    mean: round(mean),
    max: round(n ? sorted[n - 1]! : Number.NaN),
  };
}

/** How much slower at full scale: p50 at 100 % ÷ p50 at 10 %; undefined when either is missing. */
export function slope(p50At10: number | undefined, p50At100: number | undefined): number | undefined {
  if (p50At10 === undefined || p50At100 === undefined) return undefined;
  if (!Number.isFinite(p50At10) || !Number.isFinite(p50At100) || p50At10 <= 0) return undefined;
  return Math.round((p50At100 / p50At10) * 100) / 100;
}

/** What became of one request. */
export type Outcome =
  { kind: 'answer'; status: number } | { kind: 'timeout' } | { kind: 'socket'; code: string };

/** The error key of an outcome (`status 503`, `timeout`, `socket ECONNRESET`), or undefined for a 2xx. */
export function errorKey(o: Outcome): string | undefined {
  if (o.kind === 'timeout') return 'timeout';
  if (o.kind === 'socket') return `socket ${o.code}`;
  return o.status >= 200 && o.status < 300 ? undefined : `status ${o.status}`;
}

/** Errors by key, e.g. `{ 'status 503': 12, timeout: 3 }`; empty when every answer was a 2xx. */
export function tallyErrors(outcomes: readonly Outcome[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of outcomes) {
    const key = errorKey(o);
    if (key) out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

export const errorCount = (errors: Record<string, number>) =>
  Object.values(errors).reduce((s, v) => s + v, 0);
