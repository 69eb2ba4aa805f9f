import { and, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { spendMonthly, spendMonthlyBy } from '../db/schema/rollups';
import { likePattern } from '../http/list';
import { isAnyOf, vendorIdsMatching } from '../lib/text-match';

/**
 * Where the Analytics spend figures (seasonal, per department, total) are summed from (decision 015):
 * `spend_monthly_by` — spend_monthly summed along one dimension — whenever the filters test at most one
 * dimension, else `spend_monthly` itself. Both give the same sums: every spend_monthly row adds its
 * amount to exactly one row of each dimension.
 *
 * - no text, no SKU: dimension 'all';
 * - a SKU, no text: dimension 'sku', that key;
 * - a text: first resolved to the keys it matches — vendors by name (their trigram index), SKUs and GL
 *   codes among spend_monthly_by's keys of the months read — then, when the keys are all of one
 *   dimension (the usual case) and the SKU filter, if any, is that dimension too, that dimension's rows
 *   of those keys; when they span two or more, spend_monthly with `vendor = any(…) or sku = any(…) or
 *   gl_code = any(…)` (the same rows as the ILIKEs on its columns); when nothing matches, no rows.
 */
export type SpendSource =
  | { table: 'by'; dimension: 'all' | Dimension | 'none'; where: SQL[]; fine: SQL[] }
  | { table: 'fine'; where: SQL[]; fine: SQL[] };

/** spend_monthly_by's dimensions (besides 'all'). `fine` is the same filter on spend_monthly's columns. */
export type Dimension = 'vendor' | 'sku' | 'gl';

/** The keys of one dimension among spend_monthly_by's rows of [start, end) whose key matches the pattern. */
async function keysMatching(
  db: DbOrTx,
  dimension: Exclude<Dimension, 'vendor'>,
  pattern: string,
  start: string,
  end: string,
): Promise<string[]> {
  const b = spendMonthlyBy;
  const rows = await db
    .selectDistinct({ key: b.key })
    .from(b)
    .where(and(eq(b.dimension, dimension), gte(b.month, start), lt(b.month, end), ilike(b.key, pattern)));
  return rows.map((r) => r.key);
}

/**
 * The source and its conditions (besides months and departments, which both tables hold under the same
 * names) for the text `q` and the SKU `sku`, over the months [start, end).
 */
export async function spendSource(
  db: DbOrTx,
  filters: { q?: string | undefined; sku?: string | undefined },
  start: string,
  end: string,
): Promise<SpendSource> {
  const b = spendMonthlyBy;
  const s = spendMonthly;
  if (!filters.q) {
    if (filters.sku === undefined)
      return { table: 'by', dimension: 'all', where: [eq(b.dimension, 'all')], fine: [] };
    return {
      table: 'by',
      dimension: 'sku',
      where: [eq(b.dimension, 'sku'), eq(b.key, filters.sku)],
      fine: [eq(s.sku, filters.sku)],
    };
  }
  const pattern = likePattern(filters.q);
  const [vendorIds, skus, gls] = await Promise.all([
    vendorIdsMatching(db, pattern),
    keysMatching(db, 'sku', pattern, start, end),
    keysMatching(db, 'gl', pattern, start, end),
  ]);
  const matched = (
    [
      ['vendor', vendorIds],
      ['sku', skus],
      ['gl', gls],
    ] as [Dimension, string[]][]
  ).filter(([, keys]) => keys.length > 0);
  if (matched.length === 0)
    return { table: 'by', dimension: 'none', where: [sql`false`], fine: [sql`false`] };
  const skuFilter = filters.sku === undefined ? [] : [eq(s.sku, filters.sku)];
  const [only] = matched;
  if (matched.length === 1 && only && (filters.sku === undefined || only[0] === 'sku')) {
    const where = [eq(b.dimension, only[0]), isAnyOf(b.key, only[1])];
    if (filters.sku !== undefined) where.push(eq(b.key, filters.sku));
    return {
      table: 'by',
      dimension: only[0],
      where,
      fine: [isAnyOf(FINE_KEYS[only[0]], only[1]), ...skuFilter],
    };
  }
  const where = [
    or(isAnyOf(s.vendorId, vendorIds), isAnyOf(s.sku, skus), isAnyOf(s.glCode, gls))!,
    ...skuFilter,
  ];
  return { table: 'fine', where, fine: where };
}

/** spend_monthly's column of each dimension. */
const FINE_KEYS = { vendor: spendMonthly.vendorId, sku: spendMonthly.sku, gl: spendMonthly.glCode };

/** The month, department and amount columns of the source's table. */
export function sourceColumns(source: SpendSource): {
  table: typeof spendMonthly | typeof spendMonthlyBy;
  month: AnyColumn;
  department: AnyColumn;
  amount: AnyColumn;
} {
  const t = source.table === 'by' ? spendMonthlyBy : spendMonthly;
  return { table: t, month: t.month, department: t.department, amount: t.amount };
}

/**
 * The source of spend summed per key of one dimension, under the same filters: spend_monthly_by's rows
 * of that dimension when the filters test no dimension or that one, else spend_monthly grouped by the
 * dimension's column.
 */
export function keyedSource(
  source: SpendSource,
  dimension: Dimension,
): ReturnType<typeof sourceColumns> & { key: AnyColumn; where: SQL[] } {
  const b = spendMonthlyBy;
  if (source.table === 'by' && source.dimension === 'all')
    return { ...sourceColumns(source), key: b.key, where: [eq(b.dimension, dimension)] };
  if (source.table === 'by' && (source.dimension === dimension || source.dimension === 'none'))
    return { ...sourceColumns(source), key: b.key, where: source.where };
  return {
    ...sourceColumns({ table: 'fine', where: [], fine: [] }),
    key: FINE_KEYS[dimension],
    where: source.fine,
  };
}
