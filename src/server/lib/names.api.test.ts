import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { createVendor, type Vendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { unique } from '../test/factories/unique';
import { planNodes, type PlanNode } from '../test/plan';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { queryRows } from '../db/client';
import { qualified, vendorNameOf } from './names';

/**
 * vendorNameOf: the vendor's name of each row a one-table select answers (drizzle leaves that select's
 * columns unqualified: `qualified` keeps the subquery reading the outer row), looked up after the sort
 * and the limit, for the page's rows only.
 */
let t: TestApp;
let department: string;
const vendorOf = new Map<string, Vendor>();
beforeAll(async () => {
  t = await createTestApp();
  department = unique('Dept');
  const [a, b] = [await createVendor(t), await createVendor(t)];
  for (let i = 0; i < 12; i++) {
    const vendor = i % 3 === 0 ? a : b;
    const po = await createPurchaseOrder(t, { vendorId: vendor.id, department, amount: `${100 + i}.00` });
    vendorOf.set(po.id, vendor);
  }
});
afterAll(() => t.close());

const page = () =>
  t.database.db
    .select({ id: purchaseOrders.id, vendor: vendorNameOf(purchaseOrders.vendorId) })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.department, department))
    .orderBy(asc(sql`${purchaseOrders.amount} + 0`), asc(purchaseOrders.id))
    .limit(3);

describe('vendorNameOf', () => {
  it("names each row's own vendor in a select of one table", async () => {
    const rows = await page();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.vendor).toBe(vendorOf.get(row.id)!.name);
  });

  it('looks the names up for the rows of the page only, after the sort', async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`explain (analyze, format json) ${page()}`,
    );
    const cell = Object.values(row ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    type Analysed = PlanNode & { 'Actual Loops': number };
    const lookups = planNodes(plan[0]!.Plan).filter((n) => n['Relation Name'] === 'vendors') as Analysed[];
    expect(lookups.length).toBeGreaterThan(0);
    // 12 rows sorted, 3 answered: the vendor is read 3 times, not 12.
    for (const n of lookups) expect(n['Actual Loops']).toBe(3);
  });

  it('qualifies a column with its table', async () => {
    const rows = await t.database.db
      .select({
        self: sql<string>`(select p.id from ${purchaseOrders} p where p.id = ${qualified(purchaseOrders.id)})`,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.department, department));
    expect(rows).toHaveLength(12);
    for (const r of rows) expect(vendorOf.has(r.self)).toBe(true);
  });
});
