import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { auditLog } from '../db/schema/admin';
import { goodsReceipts } from '../db/schema/purchase-orders';
import { type Team } from '../test/factories/users';
import { approvedPurchaseOrder } from '../test/factories/requisitions';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';
import { chainOf } from '../test/factories/approvals';

/**
 * Issue and cancel (edits and the change tolerance: change-tolerance.api.test.ts). The standard chain
 * applies (Manager Review, Finance Approval above 5,000).
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const today = isoDate(new Date());
const post = (url: string, as: Account, payload?: object) => t.request({ method: 'POST', url, as, payload });
const get = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: team.procurement })).json();
/** An approved PO raised from an auto-approved request of the employee (no receipts, not issued). */
const approvedPo = () => approvedPurchaseOrder(t, { team, vendorId });
/** A PO of the department written directly (pending unless told otherwise). */
const insertPo = (over: Partial<Parameters<typeof createPurchaseOrder>[1]>, lines: PoLineInput[]) =>
  createPurchaseOrder(t, { vendorId, department: team.department, status: 'pending', lines, ...over });

describe('POST /api/purchase-orders/{id}/issue', () => {
  it('issues an approved PO once (issuedAt), and is procurement-only', async () => {
    const id = await approvedPo();
    expect((await get(id)).issuedAt).toBeNull();
    expect((await post(`/api/purchase-orders/${id}/issue`, team.employee)).statusCode).toBe(403);
    expect((await post(`/api/purchase-orders/${id}/issue`, team.manager)).statusCode).toBe(403);
    const res = await post(`/api/purchase-orders/${id}/issue`, team.procurement);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved' });
    expect(res.json().issuedAt).not.toBeNull();
    const again = await post(`/api/purchase-orders/${id}/issue`, team.procurement);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/was already issued/);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'purchase_order.issue')));
    expect(audits).toHaveLength(1);
  });

  it('refuses pending, in-progress and completed POs (409) and unknown ones (404)', async () => {
    const pending = await insertPo({}, [{ description: 'Thing', quantity: 1, unitPrice: '10.00' }]);
    const completed = await insertPo({ status: 'completed' }, []);
    for (const id of [pending.id, completed.id]) {
      const res = await post(`/api/purchase-orders/${id}/issue`, team.procurement);
      expect(res.statusCode, id).toBe(409);
    }
    const inProgress = await insertPo({ status: 'in-progress' }, []);
    expect((await post(`/api/purchase-orders/${inProgress.id}/issue`, team.procurement)).statusCode).toBe(
      409,
    );
    expect((await post('/api/purchase-orders/po-nope/issue', team.procurement)).statusCode).toBe(404);
    expect((await get(pending.id)).issuedAt).toBeNull();
  });
});

describe('POST /api/purchase-orders/{id}/cancel', () => {
  it('needs a reason (400) and manage_purchase_orders (403)', async () => {
    const id = await approvedPo();
    for (const payload of [undefined, {}, { reason: '  ' }]) {
      const res = await post(`/api/purchase-orders/${id}/cancel`, team.procurement, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ reason: 'A reason is required to cancel' });
    }
    expect((await post(`/api/purchase-orders/${id}/cancel`, team.employee, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await get(id)).status).toBe('approved');
  });

  it('cancels an approved PO without receipts, telling the requester; cancelled cannot move again', async () => {
    const id = await approvedPo();
    const res = await post(`/api/purchase-orders/${id}/cancel`, team.procurement, {
      reason: 'Vendor cannot deliver',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const again = await post(`/api/purchase-orders/${id}/cancel`, team.procurement, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await post(`/api/purchase-orders/${id}/issue`, team.procurement)).statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'purchase_order.cancel')));
    expect(audit!.details).toMatchObject({
      from: 'approved',
      to: 'cancelled',
      reason: 'Vendor cannot deliver',
    });
  });

  it('cancels a pending PO together with its open approval chain', async () => {
    const po = await insertPo({}, [{ description: 'Rack', quantity: 1, unitPrice: '5000.00' }]);
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: team.procurement,
      payload: { lines: [{ description: 'Rack', quantity: 1, unitPrice: 6000, glCode: '4000-002' }] },
    });
    expect(edit.statusCode).toBe(200);
    const { request, steps } = await chainOf(t, po.id);
    expect(request!.status).toBe('pending');
    expect(steps.map((s) => s.status)).toEqual(['pending', 'not_started']);
    const res = await post(`/api/purchase-orders/${po.id}/cancel`, team.procurement, {
      reason: 'Project stopped',
    });
    expect(res.statusCode).toBe(200);
    const after = await chainOf(t, po.id);
    expect(after.request!.status).toBe('cancelled');
    expect(after.steps.map((s) => s.status)).toEqual(['skipped', 'skipped']);
    expect(res.json().currentStep).toBe('Completed');
  });

  it('refuses a PO with goods receipts, and completed POs, changing nothing', async () => {
    const withReceipt = await insertPo({ status: 'approved' }, [
      { description: 'Cable', quantity: 2, unitPrice: '5.00' },
    ]);
    await t.database.db.insert(goodsReceipts).values({
      id: `gr-${withReceipt.id}`,
      purchaseOrderId: withReceipt.id,
      receivedDate: today,
      receivedBy: team.procurement.id,
    });
    const inProgress = await insertPo({ status: 'in-progress' }, [
      { description: 'Cable', quantity: 2, unitPrice: '5.00' },
    ]);
    await t.database.db.insert(goodsReceipts).values({
      id: `gr-${inProgress.id}`,
      purchaseOrderId: inProgress.id,
      receivedDate: today,
      receivedBy: team.procurement.id,
    });
    const completedPo = await insertPo({ status: 'completed' }, []);
    const res = await post(`/api/purchase-orders/${withReceipt.id}/cancel`, team.procurement, {
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${withReceipt.poNumber} has goods receipts and cannot be cancelled.`);
    const completed = await post(`/api/purchase-orders/${completedPo.id}/cancel`, team.procurement, {
      reason: 'x',
    });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(
      `${completedPo.poNumber} is completed and cannot become cancelled.`,
    );
    expect(
      (await post(`/api/purchase-orders/${inProgress.id}/cancel`, team.procurement, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await get(withReceipt.id)).status).toBe('approved');
    expect((await get(inProgress.id)).status).toBe('in-progress');
  });
});
