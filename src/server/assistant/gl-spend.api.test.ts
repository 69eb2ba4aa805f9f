import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { formatCurrency } from '@shared/format';
import { queryRows } from '../db/client';
import { rollupsAndRebuilt } from '../db/rollups';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';
import { OFFICE_SUPPLIES_GL } from './insights';
import { glSpendSince, monthsAgo } from './spend';

/**
 * The office-supplies figure (PO line spend on a GL code since an instant, and the number of separate
 * committed POs) read from the gl_spend rollup plus the start's own day equals the direct aggregate of the
 * lines after every kind of write that changes it.
 */
let t: TestApp, employee: User, vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  vendorId = (await createVendor(t, { name: 'Zzgl Office Goods' })).id;
});
afterAll(() => t.close());

const GL = OFFICE_SUPPLIES_GL;
/** What the figure is defined as: committed POs created since the instant, their lines on the GL code. */
async function direct(since: Date) {
  const [row] = await queryRows<{ total: string | null; orders: number }>(
    t.database.db,
    sql`select sum(l.total)::text as total, count(distinct l.purchase_order_id)::int as orders
      from po_lines l join purchase_orders po on po.id = l.purchase_order_id
      where po.status in ('approved', 'in-progress', 'completed') and po.created_at >= ${since.toISOString()}::timestamptz
        and l.gl_code = ${GL}`,
  );
  return { total: row!.total, orders: row!.orders };
}

/** Noon of a day `days` ago (local time), and hours around it. */
const noon = new Date();
noon.setDate(noon.getDate() - 100);
noon.setHours(12, 0, 0, 0);
const at = (hours: number) => new Date(noon.getTime() + hours * 3_600_000);
const yearAgo = monthsAgo(new Date(), 12);

async function expectDirect() {
  for (const since of [noon, yearAgo, at(-30), at(30)]) {
    expect(await glSpendSince(t.database.db, GL, since)).toEqual(await direct(since));
  }
  const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
  expect(maintained.gl_spend).toEqual(rebuilt.gl_spend);
}

const po = (createdAt: Date, lines: PoLineInput[], status = 'approved') =>
  createPurchaseOrder(t, { vendorId, department: 'IT', status, createdAt, lines });
const paper = (unitPrice: string, glCode = GL): PoLineInput => ({
  description: 'Zzgl paper',
  quantity: 2,
  unitPrice,
  glCode,
});

describe('office-supplies spend from the gl_spend rollup', () => {
  it('equals the direct aggregate through inserts, status moves, line edits, re-dating and deletes', async () => {
    expect(await glSpendSince(t.database.db, GL, noon)).toEqual({ total: null, orders: 0 });
    // The start's own day: before the instant (left out), after it (counted), and the days after.
    const before = await po(at(-1), [paper('10.00')]);
    const sameDay = await po(at(1), [paper('20.00'), paper('5.25'), paper('7.00', '4000-002')]);
    const nextDay = await po(at(24), [paper('30.00')]);
    const pending = await po(at(48), [paper('40.00')], 'pending');
    const other = await po(at(72), [paper('50.00', '4000-002')], 'completed');
    await po(at(-24 * 400), [paper('60.00')]);
    await expectDirect();
    expect(await glSpendSince(t.database.db, GL, noon)).toEqual({ total: '110.50', orders: 2 });

    // Status moves: pending → approved counts the PO; approved → cancelled takes one out; both in one statement.
    await t.database.db
      .update(purchaseOrders)
      .set({
        status: sql`case when ${purchaseOrders.status} = 'pending' then 'approved' else 'cancelled' end`,
      })
      .where(inArray(purchaseOrders.id, [pending.id, nextDay.id]));
    await expectDirect();
    await t.database.db
      .update(purchaseOrders)
      .set({ status: 'in-progress' })
      .where(eq(purchaseOrders.id, pending.id));
    await expectDirect();

    // Lines: a first line on the GL code (a new PO counted), a second one (not again), a total changed,
    // a line moved to another GL code, lines deleted.
    const add = (poId: string, n: number, glCode = GL, total = '12.00') =>
      t.database.db.insert(poLines).values({
        id: `${poId}-x${n}`,
        purchaseOrderId: poId,
        lineNo: 10 + n,
        description: 'Zzgl added',
        quantity: '1',
        unitPrice: total,
        total,
        glCode,
      });
    await add(other.id, 1);
    await expectDirect();
    await add(other.id, 2);
    await expectDirect();
    await t.database.db
      .update(poLines)
      .set({ total: '99.99' })
      .where(eq(poLines.id, `${other.id}-x1`));
    await expectDirect();
    await t.database.db
      .update(poLines)
      .set({ glCode: '4000-003' })
      .where(eq(poLines.purchaseOrderId, other.id));
    await expectDirect();
    await t.database.db.delete(poLines).where(eq(poLines.id, sameDay.lineIds[0]!));
    await expectDirect();
    await t.database.db
      .delete(poLines)
      .where(inArray(poLines.id, [sameDay.lineIds[1]!, pending.lineIds[0]!]));
    await expectDirect();

    // Re-dated across the start, then deleted with its lines.
    await t.database.db
      .update(purchaseOrders)
      .set({ createdAt: at(2) })
      .where(eq(purchaseOrders.id, before.id));
    await expectDirect();
    await t.database.db.delete(purchaseOrders).where(eq(purchaseOrders.id, before.id));
    await expectDirect();
  });

  it('the insight reads the same figure', async () => {
    await po(at(5), [paper('15.00'), paper('1.10')]);
    await po(at(-48), [paper('2.50', '4000-002'), paper('3.75')], 'completed');
    const expected = await direct(yearAgo);
    expect(expected.orders).toBeGreaterThan(0);
    const res = await t.request({ method: 'GET', url: '/api/assistant/insights', as: employee });
    expect(res.statusCode).toBe(200);
    const office = (res.json() as { id: string; description: string }[]).find(
      (i) => i.id === 'blanket-po-office-supplies',
    );
    expect(office?.description).toContain(
      `Office supplies spend of ${formatCurrency(expected.total!)} over the last 12 months was spread across ${expected.orders} separate`,
    );
  });
});
