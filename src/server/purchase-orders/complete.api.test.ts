import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { lineTotal, sumMoney } from '@shared/money';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { auditLog } from '../db/schema/admin';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { goodsReceiptLines, goodsReceipts, purchaseOrders } from '../db/schema/purchase-orders';
import { type Team } from '../test/factories/users';
import { approvedPurchaseOrder, type Line } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { onFulfilmentChanged } from './complete';

/**
 * onFulfilmentChanged, the one hook deriving a PO's status from what was received and billed: in
 * progress once goods are received; completed once fully received, with no invoice open and the paid
 * invoices' quantities covering what was received. POs under test come from the employee's
 * auto-approved requests; their invoices are written here.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const today = isoDate(new Date());
const post = (url: string, as: Account, payload?: object) => t.request({ method: 'POST', url, as, payload });
const get = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: team.procurement })).json();
/** An approved PO raised from an auto-approved request of the employee (no receipts, not issued). */
const approvedPo = (lines?: Line[]) => approvedPurchaseOrder(t, { team, vendorId }, lines);

describe('onFulfilmentChanged', () => {
  let seq = 0;
  /** Inserts an invoice of the PO with one line per [PO line, quantity, unit price]; returns its id. */
  const invoice = async (poId: string, status: string, lines: [{ id: string }, number, string][]) => {
    const id = `inv-cmp-${++seq}`;
    const rows = lines.map(([poLine, quantity, unitPrice], i) => ({
      id: `${id}-l${i + 1}`,
      invoiceId: id,
      lineNo: i + 1,
      poLineId: poLine.id,
      description: `Line ${i + 1}`,
      quantity: quantity.toFixed(2),
      unitPrice,
      glCode: '4000-001',
      total: lineTotal(quantity, unitPrice),
    }));
    await t.database.db.insert(invoices).values({
      id,
      invoiceNumber: `INV-CMP-${seq}`,
      vendorId,
      poId,
      amount: sumMoney(rows.map((r) => r.total)),
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-10',
      receivedDate: '2026-01-11',
      threeWayMatchStatus: status === 'pending' ? 'pending' : 'matched',
      status,
    });
    if (rows.length) await t.database.db.insert(invoiceLines).values(rows);
    return id;
  };
  const setStatus = (id: string, status: string) =>
    t.database.db.update(invoices).set({ status }).where(eq(invoices.id, id));
  const receiveAll = async (id: string) => {
    const po = await get(id);
    const res = await post(`/api/purchase-orders/${id}/receipts`, team.procurement, {
      receivedDate: today,
      lines: po.lines.map((l: { id: string; quantity: number }) => ({
        poLineId: l.id,
        quantity: l.quantity,
      })),
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const run = async (id: string) =>
    (await t.database.db.transaction((tx) => onFulfilmentChanged(tx, id, { actorId: team.finance.id })))
      .completed;

  it('completes once fully received, no invoice open and the paid quantities cover every line', async () => {
    const id = await approvedPo([
      { description: 'Headset', quantity: 5, unitPrice: 99.99 },
      { description: 'Stand', quantity: 2, unitPrice: 30 },
    ]);
    const receipt = await receiveAll(id);
    expect(receipt).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: true });
    const [headset, stand] = (await get(id)).lines;
    expect(await run(id)).toBe(false); // nothing invoiced
    await invoice(id, 'paid', [
      [headset, 4, '99.99'],
      [stand, 2, '30.00'],
    ]);
    expect(await run(id)).toBe(false); // 4 of 5 headsets paid
    const open = await invoice(id, 'approved', [[headset, 1, '99.99']]);
    expect(await run(id)).toBe(false); // covered only once that one is paid
    for (const status of ['pending', 'on-hold', 'disputed']) {
      await setStatus(open, status);
      expect(await run(id), status).toBe(false);
    }
    await setStatus(open, 'rejected');
    expect(await run(id)).toBe(false); // closed, but the fifth headset is not paid
    // Billed under the PO price (within tolerance): amounts do not matter, quantities do.
    await invoice(id, 'paid', [[headset, 1, '98.50']]);
    expect(await run(id)).toBe(true);
    const po = await get(id);
    expect(po.status).toBe('completed');
    expect(po.completedAt).not.toBeNull();
    expect(await run(id)).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'purchase_order.complete')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      paidInvoices: 2,
      lines: [
        { poLineId: headset.id, received: 5, paid: 5 },
        { poLineId: stand.id, received: 2, paid: 2 },
      ],
    });
  });

  it('does not complete a paid PO that is only partly received; the receipt that finishes it does', async () => {
    const id = await approvedPo([{ description: 'Dock', quantity: 4, unitPrice: 200 }]);
    const po = await get(id);
    await invoice(id, 'paid', [[po.lines[0], 4, '200.00']]);
    const first = await post(`/api/purchase-orders/${id}/receipts`, team.procurement, {
      receivedDate: today,
      lines: [{ poLineId: po.lines[0].id, quantity: 3 }],
    });
    expect(first.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: false });
    expect(await run(id)).toBe(false);
    const last = await post(`/api/purchase-orders/${id}/receipts`, team.employee, {
      receivedDate: today,
      lines: [{ poLineId: po.lines[0].id, quantity: 1 }],
    });
    expect(last.json()).toMatchObject({ purchaseOrderStatus: 'completed', fullyReceived: true });
    expect((await get(id)).status).toBe('completed');
  });

  it('moves an approved PO with goods received to in-progress', async () => {
    const id = await approvedPo();
    await t.database.db
      .insert(goodsReceipts)
      .values({ id: `gr-${id}`, purchaseOrderId: id, receivedDate: today, receivedBy: team.procurement.id });
    await t.database.db.insert(goodsReceiptLines).values({
      id: `grl-${id}`,
      receiptId: `gr-${id}`,
      poLineId: (await get(id)).lines[0].id,
      quantity: '1',
    });
    const result = await t.database.db.transaction((tx) => onFulfilmentChanged(tx, id));
    expect(result).toEqual({ status: 'in-progress', completed: false });
    expect((await get(id)).status).toBe('in-progress');
  });

  it('leaves approved POs without goods, and pending POs, alone', async () => {
    const id = await approvedPo();
    await invoice(id, 'paid', [[(await get(id)).lines[0], 4, '120.00']]);
    expect(await run(id)).toBe(false);
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(row!.status).toBe('approved');
    const pending = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      status: 'pending',
      lines: [{ description: 'X', quantity: 1, unitPrice: '5.00' }],
    });
    await invoice(pending.id, 'paid', []);
    expect(await run(pending.id)).toBe(false);
  });
});
