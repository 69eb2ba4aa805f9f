import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { lineTotal, sumMoney } from '@shared/money';
import { createTestApp, DEMO, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { users } from '../db/schema/auth';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requestForm, submitRequest } from './test-fixtures';

/**
 * Rejecting an invoice in the review queue closes it, which may leave its PO fulfilled (every line
 * received, no invoice open, the paid ones covering what was received): the PO is completed then, in
 * the same transaction, as the invoice module does. Demo facts used: the demo users (the employee's
 * small requests are approved at once and get their PO; procurement receives; finance decides) and
 * vendor-002. Invoices are inserted here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
type PoLine = { id: string; quantity: number; unitPrice: string };

/** A received (in-progress) PO of one line of 4 webcams, raised from an auto-approved request. */
async function receivedPo(): Promise<{ id: string; line: PoLine }> {
  const id = (await submitRequest(t, requestForm([{ description: 'Webcam', quantity: 4, unitPrice: 120 }])))
    .purchaseOrderId as string;
  const po = (
    await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: 'procurement' })
  ).json();
  const line = po.lines[0] as PoLine;
  const receipt = await t.request({
    method: 'POST',
    url: `/api/purchase-orders/${id}/receipts`,
    as: 'procurement',
    payload: { receivedDate: isoDate(new Date()), lines: [{ poLineId: line.id, quantity: line.quantity }] },
  });
  expect(receipt.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: true });
  return { id, line };
}

/** Inserts a matched invoice of the PO billing `quantity` of its line; returns its id. */
async function invoice(poId: string, line: PoLine, quantity: number, status: 'paid' | 'pending') {
  const id = `inv-rqc-${++seq}`;
  const total = lineTotal(quantity, line.unitPrice);
  await t.database.db.insert(invoices).values({
    id,
    invoiceNumber: `INV-RQC-${seq}`,
    vendorId: 'vendor-002',
    poId,
    description: `Webcams ${seq}`,
    amount: sumMoney([total]),
    invoiceDate: '2026-01-10',
    dueDate: '2026-02-10',
    receivedDate: '2026-01-11',
    threeWayMatchStatus: 'matched',
    status,
  });
  await t.database.db.insert(invoiceLines).values({
    id: `${id}-l1`,
    invoiceId: id,
    lineNo: 1,
    poLineId: line.id,
    description: 'Webcam',
    quantity: quantity.toFixed(2),
    unitPrice: line.unitPrice,
    glCode: '4000-002',
    total,
  });
  return id;
}

const reject = (id: string) =>
  t.request({
    method: 'POST',
    url: `/api/review-queue/invoice/${id}/reject`,
    as: 'finance',
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
    await invoice(po.id, po.line, 4, 'paid');
    const duplicate = await invoice(po.id, po.line, 4, 'pending');
    expect(await poStatus(po.id)).toBe('in-progress');

    const res = await reject(duplicate);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: duplicate, type: 'invoice', decision: 'rejected', status: 'rejected' });
    expect(await poStatus(po.id)).toBe('completed');
    const [finance] = await t.database.db.select().from(users).where(eq(users.email, DEMO.finance));
    const [completed] = await audits(po.id, 'purchase_order.complete');
    expect(completed).toMatchObject({ actorId: finance!.id });
    expect(completed!.details).toMatchObject({ paidInvoices: 1 });
    const [decided] = await audits(duplicate, 'invoice.review_reject');
    expect(decided!.details).toMatchObject({ to: { status: 'rejected' }, poCompleted: true });
  });

  it('leaves the PO in progress while what was received is not paid for', async () => {
    const po = await receivedPo();
    await invoice(po.id, po.line, 3, 'paid');
    const other = await invoice(po.id, po.line, 1, 'pending');
    expect((await reject(other)).statusCode).toBe(200);
    expect(await poStatus(po.id)).toBe('in-progress');
    expect(await audits(po.id, 'purchase_order.complete')).toEqual([]);
    const [decided] = await audits(other, 'invoice.review_reject');
    expect(decided!.details).not.toHaveProperty('poCompleted');
  });
});
