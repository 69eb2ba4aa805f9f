import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { planNodes, planOf } from '../test/plan';
import { spendMonthly, spendMonthlyBy } from '../db/schema/rollups';
import { isAnyOf } from '../lib/text-match';

/**
 * Spend grouped by one dimension for the vendors or GL codes a search names (spend-source.ts, `fine`)
 * reads those keys' months from an index: with sequential scans priced out, no plan scans all of
 * spend_monthly (890,000 rows at scale: procurement's search read them all, 50–90 ms).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Two years of 50 vendors × 5 GL codes in 4 departments (24,000 rows; their triggers sum them into
  // spend_monthly_by), analysed: the planner weighs real statistics.
  await t.database.db.execute(sql`
    insert into spend_monthly (month, department, vendor_id, gl_code, sku, amount)
    select (date '2025-01-01' + make_interval(months => m))::date, d, 'vendor-' || v, '6' || g || '00', '', 100
    from generate_series(0, 23) m, generate_series(1, 50) v, generate_series(1, 5) g,
      unnest(array['IT', 'HR', 'Finance', 'Legal']) d`);
  await t.database.db.execute(sql`analyze spend_monthly`);
  await t.database.db.execute(sql`analyze spend_monthly_by`);
});
afterAll(() => t.close());

/** Each index condition of the plan (an index read on `month` alone scans a year of every key). */
async function indexConditionsOf(where: SQL) {
  const query = t.database.db
    .select({ key: spendMonthly.sku, spend: sql`sum(${spendMonthly.amount})` })
    .from(spendMonthly)
    .where(and(gte(spendMonthly.month, '2026-01-01'), where))
    .groupBy(spendMonthly.sku);
  const nodes = planNodes(await planOf(t.database.db, query, ['seqscan']));
  return nodes.flatMap((n) => (n['Index Cond'] ? [n['Index Cond']] : []));
}

describe('spend of the keys a search names', () => {
  it('comes from an index, by vendor and by GL code', async () => {
    for (const [column, where] of [
      ['vendor_id', isAnyOf(spendMonthly.vendorId, ['vendor-1', 'vendor-2'])],
      ['gl_code', isAnyOf(spendMonthly.glCode, ['6100', '6200'])],
    ] as const) {
      const conditions = await indexConditionsOf(where);
      expect(conditions.some((c) => c.includes(`${column} = ANY`))).toBe(true);
    }
  });

  it("comes from an index by department too, for a department's vendors (spend_monthly_by)", async () => {
    const b = spendMonthlyBy;
    const query = t.database.db
      .select({ month: b.month, spend: sql`sum(${b.amount})` })
      .from(b)
      .where(
        and(
          eq(b.dimension, 'vendor'),
          gte(b.month, '2026-01-01'),
          eq(b.department, 'IT'),
          isAnyOf(b.key, ['vendor-1', 'vendor-2']),
        ),
      )
      .groupBy(b.month);
    const nodes = planNodes(await planOf(t.database.db, query, ['seqscan']));
    const conditions = nodes.flatMap((n) => (n['Index Cond'] ? [n['Index Cond']] : []));
    // Department and keys both bound the index read (not the keys of every department, then a filter).
    expect(conditions.some((c) => c.includes('department =') && c.includes('key = ANY'))).toBe(true);
  });
});
