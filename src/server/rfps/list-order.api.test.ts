import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
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

type PlanNode = { 'Node Type': string; Plans?: PlanNode[] };
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

async function planOf(where: SQL | undefined) {
  const query = t.database.db
    .select({ id: rfps.id })
    .from(rfps)
    .where(where)
    .orderBy(...rfpOrder(undefined))
    .limit(20);
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const res = await tx.execute(sql`explain (format json) ${query}`);
    const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
    const cell = Object.values(rows[0]!)[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    return nodeTypes(plan[0]!.Plan);
  });
}

describe('the RFP hub order', () => {
  it('newest first comes from an index: all, by status and by department', async () => {
    for (const where of [undefined, eq(rfps.status, 'sent'), eq(rfps.department, 'IT')]) {
      const nodes = await planOf(where);
      expect(nodes).not.toContain('Sort');
      expect(nodes.some((n) => n.startsWith('Index'))).toBe(true);
    }
  });
});
