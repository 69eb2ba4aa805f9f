import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { insertPo, requestForm, submitRequest } from '../approvals/test-fixtures';
import { completeIfFulfilled } from './complete';

/**
 * completeIfFulfilled: a PO is completed once fully received and paid. Demo facts used: the demo
 * users (user-003 Emily, the requester; user-001 procurement; user-002 finance) and vendor-002 (Dell).
 * POs under test come from Emily's auto-approved requests; their invoices are inserted here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = isoDate(new Date());
const post = (url: string, as: DemoUser, payload?: object) => t.request({ method: 'POST', url, as, payload });
const get = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: 'procurement' })).json();
/** An approved PO raised from an auto-approved request of the employee (no receipts, not issued). */
const approvedPo = async (lines = [{ description: 'Webcam', quantity: 4, unitPrice: 120 }]) =>
  (await submitRequest(t, requestForm(lines))).purchaseOrderId as string;

describe('completeIfFulfilled', () => {
  const paid = async (poId: string, amount: string, status = 'paid') => {
    await t.database.db.insert(invoices).values({
      id: `inv-${poId}-${amount}-${status}`,
      invoiceNumber: `INV-${poId}-${amount}`,
      vendorId: 'vendor-002',
      poId,
      amount,
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-10',
      receivedDate: '2026-01-11',
      threeWayMatchStatus: 'matched',
      status,
    });
  };
  const receiveAll = async (id: string) => {
    const po = await get(id);
    const res = await post(`/api/purchase-orders/${id}/receipts`, 'procurement', {
      receivedDate: today,
      lines: po.lines.map((l: { id: string; quantity: number }) => ({
        poLineId: l.id,
        quantity: l.quantity,
      })),
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const run = (id: string) =>
    t.database.db.transaction((tx) => completeIfFulfilled(tx, id, { actorId: 'user-002' }));

  it('completes only when fully received AND paid invoices cover the amount (within $0.02)', async () => {
    const id = await approvedPo([{ description: 'Headset', quantity: 5, unitPrice: 99.99 }]);
    expect((await get(id)).amount).toBe('499.95');
    const receipt = await receiveAll(id);
    expect(receipt).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: true });
    expect(await run(id)).toBe(false);
    await paid(id, '499.90', 'approved');
    expect(await run(id)).toBe(false);
    await paid(id, '499.90');
    expect(await run(id)).toBe(false);
    expect((await get(id)).status).toBe('in-progress');
    await t.database.db.delete(invoices).where(eq(invoices.poId, id));
    await paid(id, '499.93');
    expect(await run(id)).toBe(true);
    const po = await get(id);
    expect(po.status).toBe('completed');
    expect(po.completedAt).not.toBeNull();
    expect(await run(id)).toBe(false);
    const audits = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'purchase_order.complete')));
    expect(audits[0]!.n).toBe(1);
  });

  it('does not complete a paid PO that is only partly received; the receipt that finishes it does', async () => {
    const id = await approvedPo([{ description: 'Dock', quantity: 4, unitPrice: 200 }]);
    await paid(id, '800.00');
    const po = await get(id);
    const first = await post(`/api/purchase-orders/${id}/receipts`, 'procurement', {
      receivedDate: today,
      lines: [{ poLineId: po.lines[0].id, quantity: 3 }],
    });
    expect(first.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: false });
    expect(await run(id)).toBe(false);
    const last = await post(`/api/purchase-orders/${id}/receipts`, 'employee', {
      receivedDate: today,
      lines: [{ poLineId: po.lines[0].id, quantity: 1 }],
    });
    expect(last.json()).toMatchObject({ purchaseOrderStatus: 'completed', fullyReceived: true });
    expect((await get(id)).status).toBe('completed');
  });

  it('leaves approved or pending POs alone', async () => {
    const id = await approvedPo();
    await paid(id, '480.00');
    expect(await run(id)).toBe(false);
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(row!.status).toBe('approved');
    const pending = await insertPo(t, { status: 'pending' }, [
      { description: 'X', quantity: 1, unitPrice: '5.00' },
    ]);
    await paid(pending.id, '5.00');
    expect(await run(pending.id)).toBe(false);
  });
});
