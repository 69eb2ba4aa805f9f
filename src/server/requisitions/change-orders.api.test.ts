import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { changeOrders, requisitions } from '../db/schema/requisitions';
import { approvalRequests } from '../db/schema/approvals';
import { purchaseOrders } from '../db/schema/purchase-orders';

/**
 * Demo facts used: user-003 Emily Davis (IT end user) and the purchase orders PO-10003 (po-003, IT,
 * in progress), po-005 (approved), PO-10004 (completed), PO-10012 (cancelled), PO-10001 (pending).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  requestType: 'change-order',
  itemType: 'goods',
  department: 'IT',
  businessJustification: 'Two more engineers start next month',
  dateNeededBy: '2030-03-01',
  poNumber: 'PO-10003',
  changeDescription: 'Add 4 monitors at the contracted price',
  lineItems: [
    {
      description: 'Dell UltraSharp 27 4K Monitor',
      generalLedgerCode: '4000-002',
      quantity: 4,
      unitPrice: 579.99,
    },
  ],
  status: 'Pending Review',
  ...over,
});
const post = (payload: object) =>
  t.request({ method: 'POST', url: '/api/change-orders', payload, as: 'employee' });

describe('POST /api/change-orders', () => {
  it('stores a change-order requisition and its change_orders row against the PO', async () => {
    const [po] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.poNumber, 'PO-10003'));
    expect(po).toBeDefined();
    const res = await post(form());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      requestType: 'change-order',
      poNumber: 'PO-10003',
      changeDescription: 'Add 4 monitors at the contracted price',
      description: 'Add 4 monitors at the contracted price',
      totalAmount: '2319.96',
      status: 'pending',
      requestorId: 'user-003',
    });
    expect(body.changeOrder).toMatchObject({
      purchaseOrderId: po!.id,
      originalAmount: po!.amount,
      newAmount: '2319.96',
      changeType: 'amendment',
      status: 'pending',
    });
    const [request] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.subjectId, body.id));
    expect(request).toMatchObject({ subjectType: 'change-order', status: 'pending', amount: '2319.96' });
    expect(body.workflow[0]).toMatchObject({ name: 'Manager Review', status: 'pending' });
  });

  it('is always a change order; a draft keeps an unknown PO number without a link', async () => {
    const res = await post(form({ requestType: 'new-purchase', poNumber: 'PO-99999', status: 'draft' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requestType: 'change-order', status: 'draft', poNumber: 'PO-99999' });
    expect(res.json().changeOrder).toMatchObject({
      purchaseOrderId: null,
      originalAmount: null,
      newAmount: '2319.96',
    });
  });

  it('is submitted only against an open PO (approved or in progress): 400 on poNumber otherwise', async () => {
    const before = (await t.database.db.select().from(changeOrders)).length;
    const notOpen = { poNumber: 'PO number must be an open purchase order (approved or in progress)' };
    // Unknown, completed (PO-10004), cancelled (PO-10012), still pending approval (PO-10001).
    for (const poNumber of ['PO-99999', 'PO-10004', 'PO-10012', 'PO-10001']) {
      const res = await post(form({ poNumber }));
      expect(res.statusCode, poNumber).toBe(400);
      expect(res.json().fieldErrors, poNumber).toEqual(notOpen);
    }
    const missing = await post(form({ poNumber: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ poNumber: 'PO number is required for a change order' });
    expect((await t.database.db.select().from(changeOrders)).length).toBe(before);

    // A draft against an unknown PO cannot be submitted until it names an open one.
    const id = (await post(form({ status: 'draft', poNumber: 'PO-99999' }))).json().id as string;
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, payload, as: 'employee' });
    const refused = await patch({ status: 'pending' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual(notOpen);
    const [draft] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, id));
    expect(draft!.status).toBe('draft');
    const submitted = await patch({ status: 'pending', poNumber: 'po-003' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'pending' });
    expect(submitted.json().changeOrder).toMatchObject({ purchaseOrderId: 'po-003', status: 'pending' });
  });

  it('validates like the requisition form and stores nothing on bad input', async () => {
    const before = (await t.database.db.select().from(changeOrders)).length;
    const res = await post(form({ department: '', businessJustification: '', dateNeededBy: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      department: 'Department is required',
      businessJustification: 'Business justification is required',
      dateNeededBy: 'Date needed by is required',
    });
    expect((await t.database.db.select().from(changeOrders)).length).toBe(before);
  });

  it('editing the draft keeps the change order in step (amount, PO)', async () => {
    const id = (await post(form({ status: 'draft', poNumber: 'PO-99999' }))).json().id as string;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      payload: {
        poNumber: 'PO-10003',
        lineItems: [{ description: 'Dock', generalLedgerCode: '4000-002', quantity: 2, unitPrice: 289 }],
      },
      as: 'employee',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changeOrder).toMatchObject({ purchaseOrderId: 'po-003', newAmount: '578.00' });
    const refused = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      payload: { requestType: 'new-purchase' },
      as: 'employee',
    });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, id));
    expect(row!.requestType).toBe('change-order');
  });
});
