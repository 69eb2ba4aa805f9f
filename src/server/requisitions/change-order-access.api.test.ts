import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { changeOrders, requisitions } from '../db/schema/requisitions';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { createUser, type Team } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { chainOf } from '../test/factories/approvals';

/**
 * A change order may name only a PO its requester can see, its chain is the PO's department's, and it
 * is never approved automatically into a PO raised by someone else (issue 8, point 1).
 * The employee (an end user) sees only POs of their own requests; procurement sees everything;
 * amounts here are under the $1,000 auto-approve line.
 */
let t: TestApp, team: Team, vendorId: string;
let elsewhere: string;
let hidden: PurchaseOrder;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  elsewhere = uniqueDepartment();
  await createUser(t, { role: 'manager', department: elsewhere });
  hidden = await createPurchaseOrder(t, {
    vendorId,
    department: elsewhere,
    lines: [{ description: 'Forklift service', quantity: 1, unitPrice: '4100.00' }],
  });
});
afterAll(() => t.close());

/** 2 × 150.00 = 300.00: under the auto-approve line. */
const change = (poNumber: string, over: Partial<RequisitionFormInput> = {}) =>
  requestForm(
    {
      department: team.department,
      vendorId,
      lines: [{ description: 'Two more pallets', quantity: 2, unitPrice: 150 }],
    },
    { requestType: 'change-order', poNumber, changeDescription: 'Add two pallets', ...over },
  );
const post = (payload: object, as: Account = team.employee) =>
  t.request({ method: 'POST', url: '/api/change-orders', payload, as });
const snapshot = async (id: string) => ({
  po: (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0],
  lines: (await t.database.db.select().from(poLines).where(eq(poLines.purchaseOrderId, id))).length,
  linked: (await t.database.db.select().from(changeOrders).where(eq(changeOrders.purchaseOrderId, id)))
    .length,
});

describe('change orders name only POs their requester can see', () => {
  it('a PO the requester cannot see is refused like an unknown one, and nothing about it leaks or changes', async () => {
    const before = await snapshot(hidden.id);
    expect(
      (await t.request({ method: 'GET', url: `/api/purchase-orders/${hidden.id}`, as: team.employee }))
        .statusCode,
    ).toBe(404);
    for (const named of [hidden.poNumber, hidden.id]) {
      const res = await post(change(named));
      expect(res.statusCode, named).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        poNumber: 'PO number must be an open purchase order (approved or in progress)',
      });
      expect(res.body).not.toContain(hidden.amount);
      expect(res.body).not.toContain(hidden.id);
    }
    // A draft may keep the typed number, but is not linked to the PO and learns nothing of it.
    const draft = await post(change(hidden.poNumber, { status: 'draft' }));
    expect(draft.statusCode).toBe(201);
    expect(draft.json().changeOrder).toMatchObject({ purchaseOrderId: null, originalAmount: null });
    expect(draft.body).not.toContain(hidden.amount);
    const resubmit = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${draft.json().id}`,
      payload: { status: 'pending', poNumber: hidden.id },
      as: team.employee,
    });
    expect(resubmit.statusCode).toBe(400);
    expect(await snapshot(hidden.id)).toEqual(before);
  });

  it("a change to someone else's PO goes to the PO's department and is never approved automatically", async () => {
    const before = await snapshot(hidden.id);
    const res = await post(change(hidden.poNumber, { department: 'Procurement' }), team.procurement);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', department: elsewhere });
    const { request, steps } = await chainOf(t, res.json().id);
    expect(request).toMatchObject({ status: 'pending', department: elsewhere });
    expect(steps[0]).toMatchObject({
      name: 'Manager Review',
      status: 'pending',
      approverDepartment: elsewhere,
    });
    // Not applied: the PO is as it was until that department's approvers decide.
    expect((await snapshot(hidden.id)).po).toEqual(before.po);
    const [stored] = await t.database.db
      .select()
      .from(requisitions)
      .where(eq(requisitions.id, res.json().id));
    expect(stored!.department).toBe(elsewhere);
  });

  it('a small change to a PO raised from your own request is still approved at once', async () => {
    const own = await submitRequest(
      t,
      team.employee,
      requestForm({
        department: team.department,
        lines: [{ description: 'Desk lamp', quantity: 1, unitPrice: 80 }],
      }),
    );
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: own.id,
      lines: [{ description: 'Desk lamp', quantity: 1, unitPrice: '80.00' }],
    });
    const res = await post(change(po.poNumber));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'approved' });
    const [after] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(after).toMatchObject({ revision: 2, amount: '380.00' });
  });

  it("a department user changes their department's PO; its chain is that department's", async () => {
    const theirs = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [{ description: 'Switch', quantity: 1, unitPrice: '900.00' }],
    });
    const res = await post(change(theirs.poNumber), team.director);
    expect(res.statusCode).toBe(201);
    const { steps } = await chainOf(t, res.json().id);
    expect(steps[0]).toMatchObject({ approverRoleId: 'manager', approverDepartment: team.department });
  });
});
