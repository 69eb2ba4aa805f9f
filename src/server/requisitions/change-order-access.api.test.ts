import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { changeOrders, requisitions } from '../db/schema/requisitions';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { chainOf, insertPo, requestForm, submitRequest } from '../approvals/test-fixtures';

/**
 * A change order may name only a PO its requester can see, its chain is the PO's department's, and it
 * is never approved automatically into a PO raised by someone else (issue 8, point 1).
 * Demo facts used: employee = Emily Davis (IT end user: sees only POs of her own requests),
 * procurement (sees everything), the IT manager; amounts here are under the $1,000 auto-approve line.
 */
let t: TestApp;
let hidden: Awaited<ReturnType<typeof insertPo>>;
beforeAll(async () => {
  t = await createTestApp();
  hidden = await insertPo(t, { department: 'Operations', status: 'approved' }, [
    { description: 'Forklift service', quantity: 1, unitPrice: '4100.00' },
  ]);
});
afterAll(() => t.close());

/** 2 × 150.00 = 300.00: under the auto-approve line. */
const change = (poNumber: string, over: Record<string, unknown> = {}) =>
  requestForm([{ description: 'Two more pallets', quantity: 2, unitPrice: 150 }], {
    requestType: 'change-order',
    poNumber,
    changeDescription: 'Add two pallets',
    ...over,
  });
const post = (payload: object, as: DemoUser = 'employee') =>
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
      (await t.request({ method: 'GET', url: `/api/purchase-orders/${hidden.id}`, as: 'employee' }))
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
      as: 'employee',
    });
    expect(resubmit.statusCode).toBe(400);
    expect(await snapshot(hidden.id)).toEqual(before);
  });

  it("a change to someone else's PO goes to the PO's department and is never approved automatically", async () => {
    const before = await snapshot(hidden.id);
    const res = await post(change(hidden.poNumber, { department: 'Procurement' }), 'procurement');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', department: 'Operations' });
    const { request, steps } = await chainOf(t, res.json().id);
    expect(request).toMatchObject({ status: 'pending', department: 'Operations' });
    expect(steps[0]).toMatchObject({
      name: 'Manager Review',
      status: 'pending',
      approverDepartment: 'Operations',
    });
    // Not applied: the PO is as it was until the Operations approvers decide.
    expect((await snapshot(hidden.id)).po).toEqual(before.po);
    const [stored] = await t.database.db
      .select()
      .from(requisitions)
      .where(eq(requisitions.id, res.json().id));
    expect(stored!.department).toBe('Operations');
  });

  it('a small change to a PO raised from your own request is still approved at once', async () => {
    const own = await submitRequest(
      t,
      requestForm([{ description: 'Desk lamp', quantity: 1, unitPrice: 80 }]),
    );
    const po = await insertPo(t, { department: 'IT', status: 'approved', requisitionId: own.id }, [
      { description: 'Desk lamp', quantity: 1, unitPrice: '80.00' },
    ]);
    const res = await post(change(po.poNumber));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'approved' });
    const [after] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(after).toMatchObject({ revision: 2, amount: '380.00' });
  });

  it("a department user changes their department's PO; its chain is that department's", async () => {
    const itPo = await insertPo(t, { department: 'IT', status: 'approved' }, [
      { description: 'Switch', quantity: 1, unitPrice: '900.00' },
    ]);
    const res = await post(change(itPo.poNumber), 'director');
    expect(res.statusCode).toBe(201);
    const { steps } = await chainOf(t, res.json().id);
    expect(steps[0]).toMatchObject({ approverRoleId: 'manager', approverDepartment: 'IT' });
  });
});
