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
  { table: 'by'; dimension: 'all' | Dimension | 'none'; where: SQL[] } | { table: 'fine'; where: SQL[] };

type Dimension = 'vendor' | 'sku' | 'gl';

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
  if (!filters.q) {
    if (filters.sku === undefined) return { table: 'by', dimension: 'all', where: [eq(b.dimension, 'all')] };
    return { table: 'by', dimension: 'sku', where: [eq(b.dimension, 'sku'), eq(b.key, filters.sku)] };
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
  if (matched.length === 0) return { table: 'by', dimension: 'none', where: [sql`false`] };
  const [only] = matched;
  if (matched.length === 1 && only && (filters.sku === undefined || only[0] === 'sku')) {
    const where = [eq(b.dimension, only[0]), isAnyOf(b.key, only[1])];
    if (filters.sku !== undefined) where.push(eq(b.key, filters.sku));
    return { table: 'by', dimension: only[0], where };
  }
  const s = spendMonthly;
  const where = [or(isAnyOf(s.vendorId, vendorIds), isAnyOf(s.sku, skus), isAnyOf(s.glCode, gls))!];
  if (filters.sku !== undefined) where.push(eq(s.sku, filters.sku));
  return { table: 'fine', where };
}

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
