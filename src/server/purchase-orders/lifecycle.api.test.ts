import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { approvalRequests } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { goodsReceipts, poWorkflowSteps } from '../db/schema/purchase-orders';
import { act, chainOf, insertPo, pendingStep, requestForm, submitRequest } from '../approvals/test-fixtures';

/**
 * Issue, cancel and edit (with the change tolerance). Demo facts used: the demo users; vendor-002
 * (Dell); po-003 (PO-10003, in-progress with receipts), po-004 (PO-10004, completed); the active IT
 * workflow template (Manager Review, Finance Approval above 5000, Final Approval by procurement above
 * 25000): the re-approvals here (between 5,000 and 25,000) go to the IT manager, then finance.
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

describe('POST /api/purchase-orders/{id}/issue', () => {
  it('issues an approved PO once (issuedAt), and is procurement-only', async () => {
    const id = await approvedPo();
    expect((await get(id)).issuedAt).toBeNull();
    expect((await post(`/api/purchase-orders/${id}/issue`, 'employee')).statusCode).toBe(403);
    expect((await post(`/api/purchase-orders/${id}/issue`, 'manager')).statusCode).toBe(403);
    const res = await post(`/api/purchase-orders/${id}/issue`, 'procurement');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved' });
    expect(res.json().issuedAt).not.toBeNull();
    const again = await post(`/api/purchase-orders/${id}/issue`, 'procurement');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/was already issued/);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'purchase_order.issue')));
    expect(audits).toHaveLength(1);
  });

  it('refuses pending, in-progress and completed POs (409) and unknown ones (404)', async () => {
    const pending = await insertPo(t, { status: 'pending' }, [
      { description: 'Thing', quantity: 1, unitPrice: '10.00' },
    ]);
    for (const id of [pending.id, 'po-004']) {
      const res = await post(`/api/purchase-orders/${id}/issue`, 'procurement');
      expect(res.statusCode, id).toBe(409);
    }
    const inProgress = await insertPo(t, { status: 'in-progress' }, []);
    expect((await post(`/api/purchase-orders/${inProgress.id}/issue`, 'procurement')).statusCode).toBe(409);
    expect((await post('/api/purchase-orders/po-nope/issue', 'procurement')).statusCode).toBe(404);
    expect((await get(pending.id)).issuedAt).toBeNull();
  });
});

describe('POST /api/purchase-orders/{id}/cancel', () => {
  it('needs a reason (400) and manage_purchase_orders (403)', async () => {
    const id = await approvedPo();
    for (const payload of [undefined, {}, { reason: '  ' }]) {
      const res = await post(`/api/purchase-orders/${id}/cancel`, 'procurement', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ reason: 'A reason is required to cancel' });
    }
    expect((await post(`/api/purchase-orders/${id}/cancel`, 'employee', { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await get(id)).status).toBe('approved');
  });

  it('cancels an approved PO without receipts, telling the requester; cancelled cannot move again', async () => {
    const id = await approvedPo();
    const res = await post(`/api/purchase-orders/${id}/cancel`, 'procurement', {
      reason: 'Vendor cannot deliver',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const again = await post(`/api/purchase-orders/${id}/cancel`, 'procurement', { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await post(`/api/purchase-orders/${id}/issue`, 'procurement')).statusCode).toBe(409);
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
    const po = await insertPo(t, { status: 'pending' }, [
      { description: 'Rack', quantity: 1, unitPrice: '5000.00' },
    ]);
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: 'procurement',
      payload: { lines: [{ description: 'Rack', quantity: 1, unitPrice: 6000, glCode: '4000-002' }] },
    });
    expect(edit.statusCode).toBe(200);
    const { request, steps } = await chainOf(t, po.id);
    expect(request!.status).toBe('pending');
    expect(steps.map((s) => s.status)).toEqual(['pending', 'not_started']);
    const res = await post(`/api/purchase-orders/${po.id}/cancel`, 'procurement', {
      reason: 'Project stopped',
    });
    expect(res.statusCode).toBe(200);
    const after = await chainOf(t, po.id);
    expect(after.request!.status).toBe('cancelled');
    expect(after.steps.map((s) => s.status)).toEqual(['skipped', 'skipped']);
    expect(res.json().currentStep).toBe('Completed');
  });

  it('refuses a PO with goods receipts, and completed POs, changing nothing', async () => {
    const receipts = await t.database.db
      .select()
      .from(goodsReceipts)
      .where(eq(goodsReceipts.purchaseOrderId, 'po-003'));
    expect(receipts.length).toBeGreaterThan(0);
    const withReceipt = await insertPo(t, { status: 'approved' }, [
      { description: 'Cable', quantity: 2, unitPrice: '5.00' },
    ]);
    await t.database.db.insert(goodsReceipts).values({
      id: `gr-${withReceipt.id}`,
      purchaseOrderId: withReceipt.id,
      receivedDate: today,
      receivedBy: 'user-001',
    });
    const res = await post(`/api/purchase-orders/${withReceipt.id}/cancel`, 'procurement', { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${withReceipt.poNumber} has goods receipts and cannot be cancelled.`);
    const completed = await post('/api/purchase-orders/po-004/cancel', 'procurement', { reason: 'x' });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('PO-10004 is completed and cannot become cancelled.');
    expect(
      (await post('/api/purchase-orders/po-003/cancel', 'procurement', { reason: 'x' })).statusCode,
    ).toBe(409);
    expect((await get(withReceipt.id)).status).toBe('approved');
    expect((await get('po-003')).status).toBe('in-progress');
  });
});

describe('PATCH /api/purchase-orders/{id} and the change tolerance (10%)', () => {
  const patchLines = (id: string, unitPrice: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${id}`,
      as: 'procurement',
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice, glCode: '4000-002' }] },
    });
  const chains = async (id: string) =>
    t.database.db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.subjectType, 'purchase-order'), eq(approvalRequests.subjectId, id)));

  it('within tolerance nothing else changes', async () => {
    const po = await insertPo(t, {}, [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }]);
    const res = await patchLines(po.id, 2200);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '2200.00',
      status: 'pending',
      workflowSteps: [],
      reapproval: false,
    });
    expect(await chains(po.id)).toHaveLength(0);
  });

  it('above it, the PO goes back through approval: new chain, workflow steps rewritten to match', async () => {
    // Above the finance threshold (5000), so the IT template gives a two-step chain.
    const po = await insertPo(t, {}, [{ description: 'Switch', quantity: 1, unitPrice: '5000.00' }]);
    const res = await patchLines(po.id, 5500.01);
    expect(res.statusCode).toBe(200);
    const [chain] = await chains(po.id);
    expect(chain).toMatchObject({ status: 'pending', amount: '5500.01', department: 'IT' });
    const { steps } = await chainOf(t, po.id);
    expect(steps.map((s) => [s.name, s.status, s.approverRoleId])).toEqual([
      ['Manager Review', 'pending', 'manager'],
      ['Finance Approval', 'not_started', 'finance'],
    ]);
    expect(
      res.json().workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee]),
    ).toEqual([
      ['Manager Review', 'pending', 'James Wilson'],
      ['Finance Approval', 'not_started', 'Michael Rodriguez'],
    ]);
    expect(res.json()).toMatchObject({
      status: 'pending',
      progress: 0,
      currentStep: 'Manager Review',
      reapproval: true,
    });
    const queue = (
      await t.request({ method: 'GET', url: '/api/approvals?type=purchase-order', as: 'manager' })
    ).json();
    expect(queue.map((q: { subjectId: string }) => q.subjectId)).toContain(po.id);

    // A further raise within 10% of the last submitted amount keeps the chain; another above it replaces it.
    const within = await patchLines(po.id, 6050);
    expect(within.statusCode).toBe(200);
    expect(within.json().reapproval).toBe(false);
    expect(await chains(po.id)).toHaveLength(1);
    expect((await patchLines(po.id, 6500)).json().reapproval).toBe(true);
    const all = await chains(po.id);
    expect(all.map((c) => c.status).sort()).toEqual(['cancelled', 'pending']);
    expect(all.find((c) => c.status === 'pending')!.amount).toBe('6500.00');
    const steps2 = await t.database.db
      .select()
      .from(poWorkflowSteps)
      .where(eq(poWorkflowSteps.purchaseOrderId, po.id));
    expect(steps2).toHaveLength(2);

    // The re-approval runs through: manager, then finance; the PO becomes approved.
    expect((await act(t, (await pendingStep(t, po.id)).id, 'approve', 'manager')).statusCode).toBe(200);
    expect((await get(po.id)).workflowSteps.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'pending',
    ]);
    expect((await act(t, (await pendingStep(t, po.id)).id, 'approve', 'finance')).statusCode).toBe(200);
    expect(await get(po.id)).toMatchObject({ status: 'approved', progress: 100 });
    expect((await patchLines(po.id, 7200)).statusCode).toBe(409);
  });

  it('a blanket PO goes back through approval as an agreement: Legal Review joins its chain', async () => {
    const po = await insertPo(t, { isBlanketPo: true, blanketLimit: '5000.00' }, [
      { description: 'Switch', quantity: 1, unitPrice: '5000.00' },
    ]);
    expect((await patchLines(po.id, 6000)).json().reapproval).toBe(true);
    const { steps } = await chainOf(t, po.id);
    expect(steps.map((s) => [s.name, s.approverRoleId])).toEqual([
      ['Manager Review', 'manager'],
      ['Finance Approval', 'finance'],
      ['Legal Review', 'legal'],
    ]);
  });

  it('measures against the last submitted amount, so small raises cannot creep past it', async () => {
    const po = await insertPo(t, {}, [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }]);
    await patchLines(po.id, 2600);
    const [first] = await chains(po.id);
    await t.database.db
      .update(approvalRequests)
      .set({ status: 'cancelled' })
      .where(eq(approvalRequests.id, first!.id));
    // last submitted 2600: 2860 is exactly 10% (kept), 2860.01 is above.
    await patchLines(po.id, 2860);
    expect(await chains(po.id)).toHaveLength(1);
    await patchLines(po.id, 2860.01);
    expect(await chains(po.id)).toHaveLength(2);
  });

  it("a re-approval keeps the requester: the last chain's, else who created the PO", async () => {
    const po = await insertPo(t, { createdBy: 'user-003' }, [
      { description: 'Switch', quantity: 1, unitPrice: '2000.00' },
    ]);
    await patchLines(po.id, 3000);
    const [first] = await chains(po.id);
    expect(first!.requestorId).toBe('user-003');
    await t.database.db
      .update(approvalRequests)
      .set({ requestorId: 'user-005' })
      .where(eq(approvalRequests.id, first!.id));
    expect((await patchLines(po.id, 4000)).json().reapproval).toBe(true);
    const latest = (await chains(po.id)).find((c) => c.status === 'pending');
    expect(latest!.requestorId).toBe('user-005');
  });

  it('a re-approval chain needing no approver approves the PO at once', async () => {
    const po = await insertPo(t, {}, [{ description: 'Switch', quantity: 1, unitPrice: '100.00' }]);
    const res = await patchLines(po.id, 500);
    expect(res.json()).toMatchObject({ status: 'approved', progress: 100, reapproval: true });
    expect(res.json().workflowSteps).toEqual([expect.objectContaining({ step: 'Auto-Approval' })]);
  });
});
