import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { invoices } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { approvedPurchaseOrder, createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * The columns visibility reads — a PO's requestor_id, an invoice's po_department and po_requestor_id —
 * are set on every write path that creates or changes POs and invoices (triggers of migration
 * list_visibility), and the list answers follow them.
 */
let t: TestApp, team: Team, vendorId: string, other: Team;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  other = await createTeam(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const po = async (id: string) =>
  (await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!;
const scopeOf = async (id: string) =>
  (
    await db()
      .select({ department: invoices.poDepartment, requestorId: invoices.poRequestorId })
      .from(invoices)
      .where(eq(invoices.id, id))
  )[0]!;
const listIds = async (url: string, as: Team[keyof Omit<Team, 'department'>]) =>
  ((await t.request({ method: 'GET', url, as })).json() as { id: string }[]).map((r) => r.id);

/** Every PO and invoice agrees with its requisition and PO (the rule the columns stand for). */
async function expectConsistent() {
  const n = sql<number>`count(*)::int`;
  const [pos] = await db()
    .select({ n })
    .from(purchaseOrders)
    .leftJoin(requisitions, eq(requisitions.id, purchaseOrders.requisitionId))
    .where(sql`${purchaseOrders.requestorId} is distinct from ${requisitions.requestorId}`);
  const [bills] = await db()
    .select({ n })
    .from(invoices)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .where(
      sql`${invoices.poDepartment} is distinct from ${purchaseOrders.department}
        or ${invoices.poRequestorId} is distinct from ${purchaseOrders.requestorId}`,
    );
  expect({ pos: pos!.n, invoices: bills!.n }).toEqual({ pos: 0, invoices: 0 });
}

describe('denormalised visibility columns', () => {
  it('a PO raised by approving a request carries the requestor; an invoice entered for it the PO scope', async () => {
    const poId = await approvedPurchaseOrder(t, { team, vendorId });
    expect((await po(poId)).requestorId).toBe(team.employee.id);
    const [line] = await db().select().from(poLines).where(eq(poLines.purchaseOrderId, poId));
    const res = await t.request({
      method: 'POST',
      url: '/api/invoices',
      as: team.ap,
      payload: {
        poId,
        invoiceNumber: `ZZV-${Math.random().toString(36).slice(2, 8)}`,
        invoiceDate: isoDate(new Date()),
        paymentTerms: 'Net 30',
        lines: [
          { poLineId: line!.id, description: 'Webcam', quantity: 1, unitPrice: '120.00', glCode: '4000-001' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const invoiceId = (res.json() as { id: string }).id;
    expect(await scopeOf(invoiceId)).toEqual({ department: team.department, requestorId: team.employee.id });
    expect(await listIds('/api/invoices?limit=500', team.employee)).toEqual([invoiceId]);
    expect(await listIds('/api/purchase-orders?limit=500', team.employee)).toEqual([poId]);
    expect(await listIds('/api/invoices?limit=500', other.employee)).toEqual([]);
    await expectConsistent();
  });

  it('a release of a blanket PO gets the requestor of the request it names', async () => {
    const req = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'approved',
      requestType: 'blanket-po',
    });
    const day = (n: number) => isoDate(addDays(new Date(), n));
    const blanket = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: req.id,
      isBlanketPo: true,
      blanketLimit: '5000.00',
      contractStartDate: day(-10),
      contractEndDate: day(10),
      lines: [{ description: 'Paper, per case', quantity: 100, unitPrice: '50.00' }],
    });
    expect(blanket.requestorId).toBe(team.employee.id);
    const res = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${blanket.id}/releases`,
      as: team.procurement,
      payload: {
        description: 'Restock',
        lines: [{ description: 'Paper', quantity: 2, unitPrice: 50, glCode: '4000-001' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const release = await po((res.json() as { id: string }).id);
    const requestor = release.requisitionId ? team.employee.id : null;
    expect(release.requestorId).toBe(requestor);
    await expectConsistent();
  });

  it('follows a PO moved to another department, an invoice moved to another PO and a request changing hands', async () => {
    const mine = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: (
        await createRequisition(t, { requestorId: team.employee.id, department: team.department })
      ).id,
    });
    const theirs = await createPurchaseOrder(t, { vendorId, department: other.department });
    expect(theirs.requestorId).toBeNull();
    const invoice = await createInvoice(t, { vendorId, poId: mine.id });
    const orphan = await createInvoice(t, { vendorId });
    expect(await scopeOf(invoice.id)).toEqual({ department: team.department, requestorId: team.employee.id });
    expect(await scopeOf(orphan.id)).toEqual({ department: null, requestorId: null });

    await db()
      .update(purchaseOrders)
      .set({ department: other.department })
      .where(eq(purchaseOrders.id, mine.id));
    expect(await scopeOf(invoice.id)).toEqual({
      department: other.department,
      requestorId: team.employee.id,
    });
    expect(await listIds('/api/invoices?limit=500', other.manager)).toContain(invoice.id);

    await db()
      .update(requisitions)
      .set({ requestorId: other.employee.id })
      .where(eq(requisitions.id, mine.requisitionId!));
    expect((await po(mine.id)).requestorId).toBe(other.employee.id);
    expect(await scopeOf(invoice.id)).toEqual({
      department: other.department,
      requestorId: other.employee.id,
    });

    await db().update(invoices).set({ poId: theirs.id }).where(eq(invoices.id, invoice.id));
    expect(await scopeOf(invoice.id)).toEqual({ department: other.department, requestorId: null });
    // A column written directly is put back to what the PO says.
    await db().update(invoices).set({ poRequestorId: team.employee.id }).where(eq(invoices.id, invoice.id));
    expect((await scopeOf(invoice.id)).requestorId).toBeNull();
    await expectConsistent();
  });
});
