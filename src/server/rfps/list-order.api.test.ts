import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { planNodes, planOf } from '../test/plan';
import { rfps } from '../db/schema/rfps';
import { rfpOrder } from './queries';

/**
 * The RFP hub's default order is read from an index, for each of its filters: with sequential scans
 * and sorts priced out, the plan of the hub's own ORDER BY holds no Sort node. (An index built
 * `created_date DESC NULLS LAST` did not serve `ORDER BY created_date DESC`, whose nulls come first:
 * every page sorted all RFPs, 14 ms at 10,000.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function nodeTypesOf(where: SQL | undefined) {
  const query = t.database.db
    .select({ id: rfps.id })
    .from(rfps)
    .where(where)
    .orderBy(...rfpOrder(undefined))
    .limit(20);
  return planNodes(await planOf(t.database.db, query, ['seqscan', 'sort'])).map((n) => n['Node Type']);
}

describe('the RFP hub order', () => {
  it('newest first comes from an index: all, by status, by department and by both', async () => {
    const both = and(eq(rfps.department, 'IT'), eq(rfps.status, 'closed'));
    for (const where of [undefined, eq(rfps.status, 'sent'), eq(rfps.department, 'IT'), both]) {
      const nodes = await nodeTypesOf(where);
      expect(nodes).not.toContain('Sort');
      expect(nodes.some((n) => n.startsWith('Index'))).toBe(true);
    }
  });

  it("counts a department's RFPs of one status from the index alone (the capped count's rows)", async () => {
    const counted = t.database.db
      .select({ one: sql`1` })
      .from(rfps)
      .where(and(eq(rfps.department, 'IT'), eq(rfps.status, 'closed')))
      .limit(1001);
    const nodes = planNodes(await planOf(t.database.db, counted, ['seqscan', 'bitmapscan']));
    expect(nodes.map((n) => [n['Node Type'], n['Index Name']])).toContainEqual([
      'Index Only Scan',
      'rfps_department_status_created_idx',
    ]);
  });
});
