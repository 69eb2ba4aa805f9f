import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { approvalSteps } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { act, approveInTurn, pendingStep, requestForm, submitRequest } from './test-fixtures';

/**
 * What final approvals and rejections do to purchase orders: a change order applied to its PO as a
 * new revision, a PO re-approval approving or rejecting the PO. Demo facts used: user-003
 * Emily Davis (IT end user, the requester), user-004 (IT manager), user-002 (finance), user-001
 * (procurement), user-006 (legal), user-010 Kevin Patel (Operations manager), po-001 (PO-10001,
 * Operations, awaiting Legal Review then Final Approval), po-003 (PO-10003, in-progress), po-005
 * (PO-10005, approved), po-015 (PO-10015, Marketing, raised for user-008 Jessica Brown, its Manager
 * Review awaiting procurement), and the active IT workflow template (Manager Review, Finance Approval above 5000, Final Approval by procurement above
 * 25000): the change orders here (5,219.91) are approved by the IT manager, then finally by finance.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inboxOf = async (userId: string) =>
  t.database.db
    .select({ subject: messages.subject, content: messages.content, from: messages.fromAddress, name: messages.fromName, status: mailboxEntries.status, folder: mailboxEntries.folder, type: messages.type })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(eq(mailboxEntries.ownerId, userId)); // prettier-ignore

describe('change orders are applied to their PO as a new revision', () => {
  /** 9 × 579.99 = 5,219.91: above the finance threshold, so Manager Review then Finance Approval. */
  const change = (poNumber: string) =>
    requestForm([{ description: 'Dell UltraSharp 27 4K Monitor', quantity: 9, unitPrice: 579.99 }], {
      requestType: 'change-order',
      poNumber,
      changeDescription: 'Nine more monitors',
    });

  it('adds the lines, recomputes the amount, bumps the revision and marks the change order applied', async () => {
    const [before] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-003'));
    const co = await submitRequest(t, change('PO-10003'), 'employee', '/api/change-orders');
    await approveInTurn(t, co.id, ['manager']);
    const finalStep = await pendingStep(t, co.id);
    expect(finalStep.name).toBe('Finance Approval');
    const res = await act(t, finalStep.id, 'approve', 'finance');
    expect(res.statusCode).toBe(200);
    expect(res.json().purchaseOrder).toEqual({ id: 'po-003', poNumber: 'PO-10003' });
    const po = (
      await t.request({ method: 'GET', url: '/api/purchase-orders/po-003', as: 'procurement' })
    ).json();
    expect(po.revision).toBe(before!.revision + 1);
    expect(po.amount).toBe((Number(before!.amount) + 5219.91).toFixed(2));
    expect(po.lines.at(-1)).toMatchObject({
      description: 'Dell UltraSharp 27 4K Monitor',
      quantity: 9,
      total: '5219.91',
    });
    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${co.id}`, as: 'employee' })
    ).json();
    expect(detail).toMatchObject({ status: 'approved', purchaseOrderId: 'po-003' });
    expect(detail.changeOrder).toMatchObject({ status: 'applied' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'po-003'), eq(auditLog.action, 'purchase_order.revise')));
    expect(audits).toHaveLength(1);
  });

  it('against a PO completed meanwhile the final approval is a 409 and nothing changes', async () => {
    // po-005 was not raised from the employee's requests: the IT director, who sees IT's POs, changes it.
    const co = await submitRequest(t, change('PO-10005'), 'director', '/api/change-orders');
    await approveInTurn(t, co.id, ['manager']);
    // The PO was completed while the change order waited for finance.
    await t.database.db
      .update(purchaseOrders)
      .set({ status: 'completed' })
      .where(eq(purchaseOrders.id, 'po-005'));
    const [before] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-005'));
    const step = await pendingStep(t, co.id);
    expect(step.name).toBe('Finance Approval');
    const res = await act(t, step.id, 'approve', 'finance');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This change order cannot be applied: PO-10005 is completed.');
    expect((await pendingStep(t, co.id)).id).toBe(step.id);
    const [after] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-005'));
    expect(after).toEqual(before);
    const [req] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, co.id));
    expect(req!.status).toBe('pending');
  });
});

describe('PO re-approval chains (subject purchase-order)', () => {
  it('keeps po_workflow_steps in step with the approval steps and approves the PO at the end', async () => {
    const legalStep = await pendingStep(t, 'po-001');
    expect(legalStep.name).toBe('Legal Review');
    expect((await act(t, legalStep.id, 'approve', 'legal')).statusCode).toBe(200);
    let po = (
      await t.request({ method: 'GET', url: '/api/purchase-orders/po-001', as: 'procurement' })
    ).json();
    expect(po.workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee])).toEqual([
      ['Manager Review', 'completed', 'Kevin Patel'],
      ['Finance Approval', 'completed', 'Michael Rodriguez'],
      ['Legal Review', 'completed', 'Robert Taylor'],
      ['Final Approval', 'pending', 'Sarah Chen'],
    ]);
    expect(po).toMatchObject({ status: 'pending', progress: 75, currentStep: 'Final Approval' });
    expect((await act(t, (await pendingStep(t, 'po-001')).id, 'approve', 'procurement')).statusCode).toBe(
      200,
    );
    po = (await t.request({ method: 'GET', url: '/api/purchase-orders/po-001', as: 'procurement' })).json();
    expect(po).toMatchObject({ status: 'approved', progress: 100, currentStep: 'Completed' });
    expect(po.approvedAt).not.toBeNull();
  });

  it('a rejected re-approval leaves the PO rejected, its steps rejected and skipped', async () => {
    const [po] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-015'));
    expect(po!.status).toBe('pending');
    // Raised for Marketing's only manager, so its Manager Review went to procurement.
    const step = await pendingStep(t, 'po-015');
    expect([step.name, step.approverRoleId]).toEqual(['Manager Review', 'procurement_sme']);
    const res = await act(t, step.id, 'reject', 'procurement', { comment: 'Event budget was cut' });
    expect(res.statusCode).toBe(200);
    const detail = (
      await t.request({ method: 'GET', url: '/api/purchase-orders/po-015', as: 'procurement' })
    ).json();
    expect(detail.status).toBe('rejected');
    expect(
      detail.workflowSteps.map((s: { status: string; assignee: string }) => [s.status, s.assignee]),
    ).toEqual([['rejected', 'Sarah Chen']]);
    const inbox = await inboxOf('user-008');
    expect(inbox.some((m) => m.subject === `${po!.poNumber} rejected`)).toBe(true);
    const closed = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalSteps)
      .where(
        and(
          inArray(approvalSteps.status, ['pending']),
          eq(approvalSteps.approvalRequestId, step.approvalRequestId),
        ),
      );
    expect(closed[0]!.n).toBe(0);
  });
});
