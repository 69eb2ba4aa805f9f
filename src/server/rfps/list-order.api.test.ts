import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, type SQL } from 'drizzle-orm';
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
  it('newest first comes from an index: all, by status and by department', async () => {
    for (const where of [undefined, eq(rfps.status, 'sent'), eq(rfps.department, 'IT')]) {
      const nodes = await nodeTypesOf(where);
      expect(nodes).not.toContain('Sort');
      expect(nodes.some((n) => n.startsWith('Index'))).toBe(true);
    }
  });
});
