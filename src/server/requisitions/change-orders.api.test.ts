import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { createTestApp, type TestApp } from '../test/harness';
import { changeOrders, requisitions } from '../db/schema/requisitions';
import { approvalRequests } from '../db/schema/approvals';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';

/** The employee's change orders against POs raised from their own requests, in every status. */
let t: TestApp;
let team: Team;
const po: Record<'open' | 'completed' | 'cancelled' | 'pending', PurchaseOrder> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  const vendorId = (await createVendor(t)).id;
  for (const [key, status] of [
    ['open', 'in-progress'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['pending', 'pending'],
  ] as const) {
    const req = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'approved',
    });
    po[key] = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: req.id,
      status,
      lines: [{ description: 'Monitor', quantity: 20, unitPrice: '579.99' }],
    });
  }
});
afterAll(() => t.close());

const form = (over: Partial<RequisitionFormInput> = {}): RequisitionFormInput => ({
  requestType: 'change-order',
  itemType: 'goods',
  department: team.department,
  businessJustification: 'Two more engineers start next month',
  dateNeededBy: '2030-03-01',
  poNumber: po.open.poNumber,
  changeDescription: 'Add 4 monitors at the contracted price',
  lineItems: [
    {
      description: 'UltraSharp 27 4K Monitor',
      generalLedgerCode: '4000-002',
      quantity: 4,
      unitPrice: 579.99,
    },
  ],
  status: 'Pending Review',
  ...over,
});
const post = (payload: object) =>
  t.request({ method: 'POST', url: '/api/change-orders', payload, as: team.employee });

describe('POST /api/change-orders', () => {
  it('stores a change-order requisition and its change_orders row against the PO', async () => {
    const res = await post(form());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      requestType: 'change-order',
      poNumber: po.open.poNumber,
      changeDescription: 'Add 4 monitors at the contracted price',
      description: 'Add 4 monitors at the contracted price',
      totalAmount: '2319.96',
      status: 'pending',
      requestorId: team.employee.id,
    });
    expect(body.changeOrder).toMatchObject({
      purchaseOrderId: po.open.id,
      originalAmount: '11599.80',
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
    // Unknown, completed, cancelled, still pending approval.
    for (const poNumber of ['PO-99999', po.completed.poNumber, po.cancelled.poNumber, po.pending.poNumber]) {
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
      t.request({ method: 'PATCH', url: `/api/requisitions/${id}`, payload, as: team.employee });
    const refused = await patch({ status: 'pending' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual(notOpen);
    const [draft] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, id));
    expect(draft!.status).toBe('draft');
    // Named by its id, too.
    const submitted = await patch({ status: 'pending', poNumber: po.open.id });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'pending' });
    expect(submitted.json().changeOrder).toMatchObject({ purchaseOrderId: po.open.id, status: 'pending' });
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
        poNumber: po.open.poNumber,
        lineItems: [{ description: 'Dock', generalLedgerCode: '4000-002', quantity: 2, unitPrice: 289 }],
      },
      as: team.employee,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changeOrder).toMatchObject({ purchaseOrderId: po.open.id, newAmount: '578.00' });
    const refused = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      payload: { requestType: 'new-purchase' },
      as: team.employee,
    });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, id));
    expect(row!.requestType).toBe('change-order');
  });
});
