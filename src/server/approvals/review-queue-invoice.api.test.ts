import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lineTotal } from '@shared/money';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { auditLog } from '../db/schema/admin';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { type Team } from '../test/factories/users';
import { createPurchaseOrder, receive, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * Rejecting an invoice in the review queue closes it, which may leave its PO fulfilled (every line
 * received, no invoice open, the paid ones covering what was received): the PO is completed then, in
 * the same transaction, as the invoice module does.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

/** An approved PO of one line of 4 webcams, received in full (in-progress). */
async function receivedPo(): Promise<PurchaseOrder> {
  const po = await createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    lines: [{ description: 'Webcam', quantity: 4, unitPrice: '120.00', glCode: '4000-002' }],
  });
  expect(await receive(t, po, [4], team.procurement)).toMatchObject({
    purchaseOrderStatus: 'in-progress',
    fullyReceived: true,
  });
  return po;
}

/** A matched invoice of the PO billing `quantity` of its line. */
async function invoice(po: PurchaseOrder, quantity: number, status: 'paid' | 'pending') {
  const line = po.lines[0]!;
  const total = lineTotal(quantity, line.unitPrice);
  const row = await createInvoice(
    t,
    { vendorId, poId: po.id, amount: total, threeWayMatchStatus: 'matched', status },
    [
      {
        poLineId: line.id,
        description: 'Webcam',
        quantity: quantity.toFixed(2),
        unitPrice: line.unitPrice,
        glCode: '4000-002',
        total,
      },
    ],
  );
  return row.id;
}

const reject = (id: string) =>
  t.request({
    method: 'POST',
    url: `/api/review-queue/invoice/${id}/reject`,
    as: team.finance,
    payload: { comment: 'Duplicate of the paid invoice' },
  });
const poStatus = async (id: string) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!.status;
const audits = (entityId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('POST /api/review-queue/invoice/{id}/reject: the PO it leaves fulfilled', () => {
  it('completes the PO when the rejected invoice was the last one open', async () => {
    const po = await receivedPo();
    await invoice(po, 4, 'paid');
    const duplicate = await invoice(po, 4, 'pending');
    expect(await poStatus(po.id)).toBe('in-progress');

    const res = await reject(duplicate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: duplicate, type: 'invoice', decision: 'rejected', status: 'rejected' });
    expect(await poStatus(po.id)).toBe('completed');
    const [completed] = await audits(po.id, 'purchase_order.complete');
    expect(completed).toMatchObject({ actorId: team.finance.id });
    expect(completed!.details).toMatchObject({ paidInvoices: 1 });
    const [decided] = await audits(duplicate, 'invoice.review_reject');
    expect(decided!.details).toMatchObject({ to: { status: 'rejected' }, poCompleted: true });
  });

  it('leaves the PO in progress while what was received is not paid for', async () => {
    const po = await receivedPo();
    await invoice(po, 3, 'paid');
    const other = await invoice(po, 1, 'pending');
    expect((await reject(other)).statusCode).toBe(200);
    expect(await poStatus(po.id)).toBe('in-progress');
    expect(await audits(po.id, 'purchase_order.complete')).toEqual([]);
    const [decided] = await audits(other, 'invoice.review_reject');
    expect(decided!.details).not.toHaveProperty('poCompleted');
  });
});
