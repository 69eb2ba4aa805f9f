import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { approvalSteps } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { createUser, fullName, type Team, type User } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { createVendor } from '../test/factories/vendors';
import { createRequisition, requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { STEP, act, approveInTurn, createWorkflowTemplate, pendingStep } from '../test/factories/approvals';

/**
 * What final approvals and rejections do to purchase orders: a change order applied to its PO as a
 * new revision, a PO re-approval approving or rejecting the PO. The department's template is like the
 * demo's IT one (Manager Review, Finance Approval above 5,000, Legal Review for services, Final
 * Approval by procurement above 25,000); the change orders here (5,219.91) are approved by the
 * department's manager, then finally by finance. POs are edited by a second procurement user, so
 * the team's own can take the Final Approval (nobody approves their own edit).
 */
let t: TestApp, team: Team;
let vendorId: string;
let editor: User;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  editor = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  vendorId = (await createVendor(t)).id;
  await createWorkflowTemplate(t, {
    departments: [team.department],
    steps: [STEP.manager, STEP.finance, STEP.legal, STEP.procurementFinal],
  });
});
afterAll(() => t.close());

const inboxOf = async (userId: string) =>
  t.database.db
    .select({ subject: messages.subject })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(eq(mailboxEntries.ownerId, userId));
const poDetail = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: team.procurement })).json();
/** A PO raised from a requisition of the requester, in the requester's department. */
const poFrom = async (
  requester: User,
  over: Partial<Parameters<typeof createPurchaseOrder>[1]> & { itemType?: string } = {},
) => {
  const { itemType = 'goods', ...po } = over;
  const req = await createRequisition(t, {
    requestorId: requester.id,
    department: requester.department,
    itemType,
    status: 'approved',
  });
  return createPurchaseOrder(t, {
    vendorId,
    department: requester.department,
    requisitionId: req.id,
    lines: [{ description: 'Consulting day', quantity: 10, unitPrice: '1000.00', glCode: '4000-002' }],
    ...po,
  });
};
/** Procurement's edit above the tolerance: the PO goes back through approval. */
const editAbove = async (po: PurchaseOrder, unitPrice: number) => {
  const res = await t.request({
    method: 'PATCH',
    url: `/api/purchase-orders/${po.id}`,
    as: editor,
    payload: { lines: [{ description: 'Consulting day', quantity: 10, unitPrice, glCode: '4000-002' }] },
  });
  expect(res.json()).toMatchObject({ reapproval: true });
};

describe('change orders are applied to their PO as a new revision', () => {
  /** 9 × 579.99 = 5,219.91: above the finance threshold, so Manager Review then Finance Approval. */
  const change = (poNumber: string) =>
    requestForm(
      {
        department: team.department,
        lines: [{ description: 'UltraSharp 27 4K Monitor', quantity: 9, unitPrice: 579.99 }],
      },
      { requestType: 'change-order', poNumber, changeDescription: 'Nine more monitors' },
    );

  it('adds the lines, recomputes the amount, bumps the revision and marks the change order applied', async () => {
    const before = await poFrom(team.employee, { status: 'in-progress' });
    const co = await submitRequest(t, team.employee, change(before.poNumber), '/api/change-orders');
    await approveInTurn(t, co.id, [team.manager]);
    const finalStep = await pendingStep(t, co.id);
    expect(finalStep.name).toBe('Finance Approval');
    const res = await act(t, finalStep.id, 'approve', team.finance);
    expect(res.statusCode).toBe(200);
    expect(res.json().purchaseOrder).toEqual({ id: before.id, poNumber: before.poNumber });
    const po = await poDetail(before.id);
    expect(po.revision).toBe(before.revision + 1);
    expect(po.amount).toBe('15219.91');
    expect(po.lines.at(-1)).toMatchObject({
      description: 'UltraSharp 27 4K Monitor',
      quantity: 9,
      total: '5219.91',
    });
    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${co.id}`, as: team.employee })
    ).json();
    expect(detail).toMatchObject({ status: 'approved', purchaseOrderId: before.id });
    expect(detail.changeOrder).toMatchObject({ status: 'applied' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, before.id), eq(auditLog.action, 'purchase_order.revise')));
    expect(audits).toHaveLength(1);
  });

  it('against a PO completed meanwhile the final approval is a 409 and nothing changes', async () => {
    // Not raised from the employee's requests: the director, who sees the department's POs, changes it.
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [{ description: 'Switch', quantity: 2, unitPrice: '900.00' }],
    });
    const co = await submitRequest(t, team.director, change(po.poNumber), '/api/change-orders');
    await approveInTurn(t, co.id, [team.manager]);
    // The PO was completed while the change order waited for finance.
    await t.database.db
      .update(purchaseOrders)
      .set({ status: 'completed' })
      .where(eq(purchaseOrders.id, po.id));
    const [before] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    const step = await pendingStep(t, co.id);
    expect(step.name).toBe('Finance Approval');
    const res = await act(t, step.id, 'approve', team.finance);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This change order cannot be applied: ${po.poNumber} is completed.`);
    expect((await pendingStep(t, co.id)).id).toBe(step.id);
    const [after] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(after).toEqual(before);
    const [req] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, co.id));
    expect(req!.status).toBe('pending');
  });
});

describe('PO re-approval chains (subject purchase-order)', () => {
  it('keeps po_workflow_steps in step with the approval steps and approves the PO at the end', async () => {
    // Services above 25,000: all four steps of the template; over the managers' $10K approval limit, the
    // Manager Review is the director's (issue 14).
    const po = await poFrom(team.employee, { status: 'pending', itemType: 'services' });
    await editAbove(po, 3000);
    await approveInTurn(t, po.id, [team.director, team.finance]);
    const legalStep = await pendingStep(t, po.id);
    expect(legalStep.name).toBe('Legal Review');
    expect((await act(t, legalStep.id, 'approve', team.legal)).statusCode).toBe(200);
    let detail = await poDetail(po.id);
    expect(detail.workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee])).toEqual([
      ['Manager Review', 'completed', fullName(team.director)],
      ['Finance Approval', 'completed', fullName(team.finance)],
      ['Legal Review', 'completed', fullName(team.legal)],
      ['Final Approval', 'pending', fullName(team.procurement)],
    ]);
    expect(detail).toMatchObject({ status: 'pending', progress: 75, currentStep: 'Final Approval' });
    expect((await act(t, (await pendingStep(t, po.id)).id, 'approve', team.procurement)).statusCode).toBe(
      200,
    );
    detail = await poDetail(po.id);
    expect(detail).toMatchObject({ status: 'approved', progress: 100, currentStep: 'Completed' });
    expect(detail.approvedAt).not.toBeNull();
  });

  it('a rejected re-approval leaves the PO rejected, its steps rejected and skipped', async () => {
    // Raised for the only manager of another department (no director), so its Manager Review goes to procurement.
    const manager = await createUser(t, { role: 'manager', department: uniqueDepartment() });
    // 3,000.00 raised to 4,000.00: above the tolerance, under the finance threshold (one step).
    const po = await poFrom(manager, {
      status: 'pending',
      lines: [{ description: 'Consulting day', quantity: 10, unitPrice: '300.00', glCode: '4000-002' }],
    });
    await editAbove(po, 400);
    const step = await pendingStep(t, po.id);
    expect([step.name, step.approverRoleId]).toEqual(['Manager Review', 'procurement_sme']);
    const res = await act(t, step.id, 'reject', team.procurement, { comment: 'Event budget was cut' });
    expect(res.statusCode).toBe(200);
    const detail = await poDetail(po.id);
    expect(detail.status).toBe('rejected');
    expect(
      detail.workflowSteps.map((s: { status: string; assignee: string }) => [s.status, s.assignee]),
    ).toEqual([['rejected', fullName(team.procurement)]]);
    expect((await inboxOf(manager.id)).some((m) => m.subject === `${po.poNumber} rejected`)).toBe(true);
    const open = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalSteps)
      .where(
        and(eq(approvalSteps.status, 'pending'), eq(approvalSteps.approvalRequestId, step.approvalRequestId)),
      );
    expect(open[0]!.n).toBe(0);
  });
});
