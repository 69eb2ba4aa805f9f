/**
 * The report (pure): Markdown tables of one or more results — every endpoint's p50/p95/p99 per label,
 * the slope (p50 at 100 % ÷ p50 at 10 %) for each pair of labels `<x>-10` / `<x>-100`, the open-loop
 * read mix and create, and pass/fail against the issue's goals.
 */
import type { EndpointResult } from './closed-loop';
import type { OpenLoopResult } from './open-loop';
import type { MeasureResult } from './results';
import { slope } from './stats';

export const GOALS = {
  readMix: { rate: 500, p95Ms: 10, errors: 0 },
  listSlope: 1.5,
  searchP95Ms: 30,
  create: { rate: 100, p95Ms: 15 },
} as const;

export type Pair = { name: string; small: string; full: string };

/** Pairs of labels measured at 10 % and 100 %: `pg-10` with `pg-100`, `pglite-10` with `pglite-100`. */
export function slopePairs(labels: readonly string[]): Pair[] {
  const out: Pair[] = [];
  for (const small of labels) {
    const m = /^(.*)-10$/.exec(small);
    if (m && labels.includes(`${m[1]}-100`)) out.push({ name: m[1]!, small, full: `${m[1]}-100` });
  }
  return out;
}

const fmt = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1);
const key = (e: { name: string; user: string }) => `${e.name}\u0000${e.user}`;
const timed = (e: EndpointResult | undefined) => e !== undefined && e.status === 200 && e.n > 0;
const verdict = (ok: boolean) => (ok ? '**pass**' : '**FAIL**');

function cell(e: EndpointResult | undefined): string {
  if (!e) return '—';
  if (!timed(e)) return `(${e.status})`;
  const errs = e.errors ? ` (${e.errors} err)` : '';
  return `${fmt(e.p50)} / ${fmt(e.p95)} / ${fmt(e.p99)}${errs}`;
}

/** Slope of one endpoint as one user between two results; undefined unless timed in both. */
export function endpointSlope(small: EndpointResult | undefined, full: EndpointResult | undefined) {
  return timed(small) && timed(full) ? slope(small!.p50, full!.p50) : undefined;
}

/**
 * The page at 100 % holds more rows than at 10 % (it was not full there): the slope then measures the
 * page's size as well as the table's, and the report says so beside it.
 */
export const fullerPage = (small: EndpointResult | undefined, full: EndpointResult | undefined) =>
  small?.rows !== undefined && full?.rows !== undefined && full.rows > small.rows;

function endpointTable(results: MeasureResult[], pairs: Pair[]): string[] {
  const byLabel = new Map(results.map((r) => [r.label, new Map(r.endpoints.map((e) => [key(e), e]))]));
  const rows = new Map<string, EndpointResult>();
  for (const r of results) for (const e of r.endpoints) if (!rows.has(key(e))) rows.set(key(e), e);
  const head = ['endpoint', 'kind', 'user', ...results.map((r) => `${r.label} p50 / p95 / p99 ms`)];
  head.push(...pairs.map((p) => `slope ${p.name}`));
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  const sorted = [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.user.localeCompare(b.user),
  );
  for (const e of sorted) {
    const k = key(e);
    const cells = results.map((r) => cell(byLabel.get(r.label)!.get(k)));
    const slopes = pairs.map((p) => {
      const small = byLabel.get(p.small)?.get(k);
      const full = byLabel.get(p.full)?.get(k);
      const s = endpointSlope(small, full);
      if (s === undefined) return '—';
      const shown = e.kind === 'list' && s > GOALS.listSlope ? `**${s.toFixed(2)}**` : s.toFixed(2);
      return fullerPage(small, full) ? `${shown} (rows ${small!.rows} → ${full!.rows})` : shown;
    });
    lines.push(`| \`${e.name}\` | ${e.kind} | ${e.user} | ${[...cells, ...slopes].join(' | ')} |`);
  }
  return lines;
}

function loopTable(
  title: string,
  results: MeasureResult[],
  pick: (r: MeasureResult) => OpenLoopResult | undefined,
) {
  const with_ = results.filter((r) => pick(r));
  if (!with_.length) return [];
  const lines = [
    `### ${title}`,
    '',
    '| label | target req/s | sent req/s | 2xx answers/s | p50 ms | p95 ms | p99 ms | max ms | errors | client CPU | client timer lag | health p95 ms | recovered after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of with_) {
    const o = pick(r)!;
    const errs = o.errorCount
      ? `${o.errorCount} (${Object.entries(o.errors)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')})`
      : '0';
    lines.push(
      `| ${r.label} | ${o.targetRate} | ${fmt(o.sentRate)} | ${fmt(o.achievedRate)} | ${fmt(o.latency.p50)} | ${fmt(o.latency.p95)} | ${fmt(o.latency.p99)} | ${fmt(o.latency.max)} | ${errs} | ${o.clientCpuPct.toFixed(0)} % | ${fmt(o.maxSendLagMs)} ms | ${fmt(o.health?.p95)} | ${o.recoveryS === undefined ? '—' : `${o.recoveryS} s`} |`,
    );
  }
  return [...lines, ''];
}

export type GoalRow = { goal: string; where: string; measured: string; pass: boolean };

/** Pass/fail of every goal for every label (or pair of labels, for the slope). */
export function goalRows(results: MeasureResult[]): GoalRow[] {
  const rows: GoalRow[] = [];
  const g = GOALS;
  for (const r of results) {
    const m = r.readMix;
    if (m)
      rows.push({
        goal: `read mix ${g.readMix.rate} req/s, p95 ≤ ${g.readMix.p95Ms} ms, 0 errors`,
        where: r.label,
        measured: `${fmt(m.achievedRate)} req/s of ${m.targetRate}, p95 ${fmt(m.latency.p95)} ms, ${m.errorCount} errors`,
        pass:
          m.targetRate >= g.readMix.rate &&
          m.achievedRate >= 0.98 * m.targetRate &&
          m.latency.p95 <= g.readMix.p95Ms &&
          m.errorCount === g.readMix.errors,
      });
    const searches = r.endpoints.filter((e) => e.kind === 'search' && timed(e));
    if (searches.length) {
      const worst = searches.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      const over = searches.filter((e) => e.p95 > g.searchP95Ms).length;
      rows.push({
        goal: `search p95 ≤ ${g.searchP95Ms} ms`,
        where: r.label,
        measured: `worst ${fmt(worst.p95)} ms (\`${worst.name}\`, ${worst.user}); ${over} of ${searches.length} over`,
        pass: over === 0,
      });
    }
    const c = r.create;
    if (c)
      rows.push({
        goal: `create p95 ≤ ${g.create.p95Ms} ms at ${g.create.rate}/s`,
        where: r.label,
        measured: `${fmt(c.achievedRate)}/s of ${c.targetRate}, p95 ${fmt(c.latency.p95)} ms, ${c.errorCount} errors`,
        pass:
          c.targetRate >= g.create.rate &&
          c.achievedRate >= 0.98 * c.targetRate &&
          c.latency.p95 <= g.create.p95Ms &&
          c.errorCount === 0,
      });
  }
  const byLabel = new Map(results.map((r) => [r.label, new Map(r.endpoints.map((e) => [key(e), e]))]));
  for (const p of slopePairs(results.map((r) => r.label))) {
    const small = byLabel.get(p.small)!;
    const full = byLabel.get(p.full)!;
    const slopes = [...full.values()]
      .filter((e) => e.kind === 'list')
      .map((e) => ({ e, s: endpointSlope(small.get(key(e)), e) }))
      .filter((x): x is { e: EndpointResult; s: number } => x.s !== undefined);
    if (!slopes.length) continue;
    const worst = slopes.reduce((a, b) => (b.s > a.s ? b : a));
    const over = slopes.filter((x) => x.s > g.listSlope);
    const fuller = over.filter((x) => fullerPage(small.get(key(x.e)), x.e)).length;
    const why = fuller ? ` (${fuller} of them with more rows on the page at 100 %)` : '';
    rows.push({
      goal: `every list's slope ≤ ${g.listSlope}`,
      where: `${p.full} ÷ ${p.small}`,
      measured: `worst ${worst.s.toFixed(2)} (\`${worst.e.name}\`, ${worst.e.user}); ${over.length} of ${slopes.length} over${why}`,
      pass: over.length === 0,
    });
  }
  return rows;
}

/** The whole report as Markdown (paste into bench/RESULTS.md). */
export function buildReport(results: MeasureResult[]): string {
  if (!results.length)
    return 'No results yet: run `npx tsx bench/measure/cli.ts --db <url> --label <label>` first.\n';
  const pairs = slopePairs(results.map((r) => r.label));
  const out: string[] = [
    '### Runs',
    '',
    '| label | date | machine | target | runs per endpoint | load avg before → after |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const m = r.machine;
    out.push(
      `| ${r.label} | ${r.startedAt.slice(0, 16).replace('T', ' ')} UTC | ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node} | ${r.target.database ?? r.target.url} | ${String(r.options.runs ?? '—')} | ${m.loadavgBefore.map((v) => v.toFixed(1)).join(' ')} → ${m.loadavgAfter.map((v) => v.toFixed(1)).join(' ')} |`,
    );
  }
  out.push('', '### Goals', '', '| goal | where | measured | result |', '|---|---|---|---|');
  for (const row of goalRows(results))
    out.push(`| ${row.goal} | ${row.where} | ${row.measured} | ${verdict(row.pass)} |`);
  out.push('');
  out.push(
    ...loopTable('Open-loop read mix (latency from the scheduled send time)', results, (r) => r.readMix),
  );
  out.push(...loopTable('Requisition create, 5 lines, submitted (open loop)', results, (r) => r.create));
  out.push('### Endpoints (closed loop, one request at a time; (403) = not allowed for that user)', '');
  out.push(...endpointTable(results, pairs), '');
  return out.join('\n');
}
