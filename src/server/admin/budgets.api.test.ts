import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { settings } from '../db/schema/admin';
import { createVendor } from '../test/factories/vendors';
import { createBudget } from '../test/factories/purchase-orders';
import { budgetUtilization } from './budgets';

/** Budgets of this year: IT computer equipment 87% committed, IT office supplies 10%, HR 4000-002 50%. */
let t: TestApp;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  vendorId = (await createVendor(t)).id;
  await createBudget(t, {
    department: 'IT',
    glCode: '4000-002',
    amount: '10000.00',
    committed: '8700.00',
    vendorId,
  });
  await createBudget(t, {
    department: 'IT',
    glCode: '4000-001',
    amount: '5000.00',
    committed: '500.00',
    vendorId,
  });
  await createBudget(t, {
    department: 'HR',
    glCode: '4000-002',
    amount: '2000.00',
    committed: '1000.00',
    vendorId,
  });
});
afterAll(() => t.close());

const year = new Date().getFullYear();

/** Committed spend computed straight from the tables (independent of budgetUtilization's query). */
async function committedFromTables(
  department: string,
  glCode: string,
  from: Date,
  to: Date,
): Promise<string> {
  const result = await t.database.db.execute(sql`
    select coalesce(sum(l.total), 0)::numeric(14,2)::text as total
    from po_lines l join purchase_orders p on p.id = l.purchase_order_id
    where p.department = ${department} and l.gl_code = ${glCode}
      and p.status in ('approved', 'in-progress', 'completed')
      and p.created_at >= ${from.toISOString()} and p.created_at < ${to.toISOString()}`);
  return (result as unknown as { rows: { total: string }[] }).rows[0]!.total;
}

let seq = 0;
async function addPo(
  department: string,
  status: string,
  createdAt: Date,
  total: string,
  glCode = '4000-002',
) {
  seq += 1;
  const id = `po-budget-test-${seq}`;
  await t.database.db.insert(purchaseOrders).values({
    id,
    poNumber: `PO-BT-${seq}`,
    vendorId,
    department,
    amount: total,
    status,
    createdAt,
  });
  await t.database.db.insert(poLines).values({
    id: `${id}-l1`,
    purchaseOrderId: id,
    lineNo: 1,
    description: 'Budget test line',
    quantity: '1',
    unitPrice: total,
    total,
    glCode,
  });
}

describe('budgetUtilization', () => {
  it('gives every budget of the fiscal year with its committed spend and percent', async () => {
    const rows = await budgetUtilization(t.database.db, { fiscalYear: year });
    expect(rows.map((r) => [r.department, r.glCode, r.percent]).sort()).toEqual([
      ['HR', '4000-002', 50],
      ['IT', '4000-001', 10],
      ['IT', '4000-002', 87],
    ]);
    const start = new Date(year, 0, 1);
    const end = new Date(year + 1, 0, 1);
    for (const r of rows) {
      expect(r.fiscalYear).toBe(year);
      expect(r.committed).toBe(await committedFromTables(r.department, r.glCode, start, end));
      const expected =
        Number(r.budget) === 0 ? 0 : Math.round((Number(r.committed) / Number(r.budget)) * 100);
      expect(r.percent).toBe(expected);
    }
  });

  it('names the GL code (IT computer equipment, 4000-002, at 87%)', async () => {
    const [it] = await budgetUtilization(t.database.db, {
      department: 'IT',
      glCode: '4000-002',
      fiscalYear: year,
    });
    expect(it).toMatchObject({
      department: 'IT',
      glCode: '4000-002',
      glLabel: 'Computer Equipment',
      percent: 87,
    });
  });

  it('filters by department and GL code, and answers [] for a year without budgets', async () => {
    const it = await budgetUtilization(t.database.db, { department: 'IT', fiscalYear: year });
    expect(it.map((r) => [r.department, r.glCode]).sort()).toEqual([
      ['IT', '4000-001'],
      ['IT', '4000-002'],
    ]);
    const code = await budgetUtilization(t.database.db, { glCode: '4000-002', fiscalYear: year });
    expect(code.map((r) => [r.department, r.glCode]).sort()).toEqual([
      ['HR', '4000-002'],
      ['IT', '4000-002'],
    ]);
    expect(await budgetUtilization(t.database.db, { fiscalYear: 1990 })).toEqual([]);
  });

  it('counts only approved / in-progress / completed POs of the department created within the fiscal year', async () => {
    const before = (
      await budgetUtilization(t.database.db, { department: 'IT', glCode: '4000-002', fiscalYear: year })
    )[0]!;
    await addPo('IT', 'pending', new Date(), '1000.00');
    await addPo('IT', 'cancelled', new Date(), '1000.00');
    await addPo('IT', 'approved', new Date(year - 1, 11, 31, 12), '1000.00');
    await addPo('HR', 'approved', new Date(), '1000.00');
    await addPo('IT', 'approved', new Date(), '1000.00', '4000-003');
    const unchanged = (
      await budgetUtilization(t.database.db, { department: 'IT', glCode: '4000-002', fiscalYear: year })
    )[0]!;
    expect(unchanged.committed).toBe(before.committed);

    await addPo('IT', 'completed', new Date(year, 0, 1, 12), '1234.56');
    const after = (
      await budgetUtilization(t.database.db, { department: 'IT', glCode: '4000-002', fiscalYear: year })
    )[0]!;
    expect(Math.round(Number(after.committed) * 100)).toBe(
      Math.round(Number(before.committed) * 100) + 123456,
    );
  });

  it('follows the fiscal year start month from the settings', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'fiscalYearStart', value: 'October' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'October' } });
    try {
      const [row] = await budgetUtilization(t.database.db, {
        department: 'IT',
        glCode: '4000-002',
        fiscalYear: year,
      });
      const expected = await committedFromTables(
        'IT',
        '4000-002',
        new Date(year, 9, 1),
        new Date(year + 1, 9, 1),
      );
      expect(row!.committed).toBe(expected);
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: 'January' })
        .where(eq(settings.key, 'fiscalYearStart'));
    }
  });
});
