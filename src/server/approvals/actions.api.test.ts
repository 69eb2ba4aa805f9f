import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import {
  act,
  approveInTurn,
  chainOf,
  insertLoginUser,
  pendingCount,
  pendingStep,
  requestForm,
  submitRequest,
} from './test-fixtures';

/**
 * Demo facts used: user-003 Emily Davis (IT end user, the requester), user-004 James Wilson (IT
 * manager), user-001 Sarah Chen (procurement), user-002 Michael Rodriguez (finance), user-005 (IT
 * director), vendor-002 Dell Technologies, and the active IT workflow template (Manager Review, Finance
 * Approval above 5000, Final Approval by procurement).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const twoLines = [
  { description: 'Thunderbolt dock', quantity: 6, unitPrice: 289 },
  { description: '27in monitor', quantity: 2, unitPrice: 579.99 },
];
const inboxOf = async (userId: string) =>
  t.database.db
    .select({ subject: messages.subject, content: messages.content, from: messages.fromAddress, name: messages.fromName, status: mailboxEntries.status, folder: mailboxEntries.folder, type: messages.type })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(eq(mailboxEntries.ownerId, userId)); // prettier-ignore

describe('POST /api/approvals/{stepId}/approve', () => {
  let reqId: string;
  beforeAll(async () => {
    reqId = (await submitRequest(t, requestForm(twoLines))).id;
  });

  it('is refused (403) to users the step does not await, and 404 for an unknown step', async () => {
    const step = await pendingStep(t, reqId);
    for (const who of ['employee', 'director', 'finance', 'procurement', 'admin'] as const) {
      const res = await act(t, step.id, 'approve', who);
      expect(res.statusCode, who).toBe(403);
    }
    const hr = await insertLoginUser(t, { role: 'manager', department: 'HR' });
    expect((await act(t, step.id, 'approve', hr.email)).statusCode).toBe(403);
    expect((await act(t, 'aps-nope', 'approve', 'manager')).statusCode).toBe(404);
    expect((await pendingStep(t, reqId)).id).toBe(step.id);
  });

  it('completes the step (who, when, comment), activates the next one and tells the requester', async () => {
    const step = await pendingStep(t, reqId);
    const before = (await inboxOf('user-003')).length;
    const res = await act(t, step.id, 'approve', 'manager', { comment: 'Fine by me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stepId: step.id,
      stepStatus: 'completed',
      requestStatus: 'pending',
      subjectType: 'requisition',
      subjectId: reqId,
      purchaseOrder: null,
    });
    const { request, steps } = await chainOf(t, reqId);
    expect(request!.status).toBe('pending');
    expect(steps.map((s) => [s.name, s.status, s.actedBy, s.comment])).toEqual([
      ['Manager Review', 'completed', 'user-004', 'Fine by me'],
      ['Final Approval', 'pending', null, null],
    ]);
    expect(steps[0]!.actedAt).toBeInstanceOf(Date);
    expect(steps[1]!.activatedAt).toBeInstanceOf(Date);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, reqId));
    expect(row!.status).toBe('pending');
    const inbox = await inboxOf('user-003');
    expect(inbox).toHaveLength(before + 1);
    expect(inbox.find((m) => m.subject === `${reqId} passed Manager Review`)).toMatchObject({
      from: 'system@procura.test',
      name: 'Procura',
      status: 'delivered',
      folder: 'inbox',
      type: 'system',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, step.id), eq(auditLog.action, 'approval.approve')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe('user-004');
  });

  it('a step already acted on is a 409 and changes nothing', async () => {
    const { steps } = await chainOf(t, reqId);
    const res = await act(t, steps[0]!.id, 'approve', 'manager');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This approval step has already been acted on');
    expect((await act(t, steps[0]!.id, 'reject', 'manager', { comment: 'too late' })).statusCode).toBe(409);
    const after = await chainOf(t, reqId);
    expect(after.steps.map((s) => s.status)).toEqual(['completed', 'pending']);
  });
});

describe('double approval', () => {
  it('a double click (two approvals at once by the same user): one 200, one 409, one approval', async () => {
    const id = (await submitRequest(t, requestForm(twoLines))).id;
    const step = await pendingStep(t, id);
    const results = await Promise.all([
      act(t, step.id, 'approve', 'manager'),
      act(t, step.id, 'approve', 'manager'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { request, steps } = await chainOf(t, id);
    expect(steps.map((s) => s.status)).toEqual(['completed', 'pending']);
    expect(await pendingCount(t, request!.id)).toBe(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, step.id), eq(auditLog.action, 'approval.approve')));
    expect(audits).toHaveLength(1);
  });

  it('two finance approvers at once on the same step: one 200, one 409', async () => {
    const second = await insertLoginUser(t, { role: 'finance', department: 'Finance' });
    const id = (await submitRequest(t, requestForm([{ description: 'Laptop', quantity: 4, unitPrice: 1849 }]))).id;
    await approveInTurn(t, id, ['manager']);
    const step = await pendingStep(t, id);
    expect(step.name).toBe('Finance Approval');
    const results = await Promise.all([
      act(t, step.id, 'approve', 'finance'),
      act(t, step.id, 'approve', second.email),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { steps } = await chainOf(t, id);
    expect(steps.map((s) => s.status)).toEqual(['completed', 'completed', 'pending']);
    expect([ 'user-002', second.id ]).toContain(steps[1]!.actedBy); // prettier-ignore
  });
});

describe('POST /api/approvals/{stepId}/reject', () => {
  it('needs a comment (400, field message) and changes nothing without one', async () => {
    const id = (await submitRequest(t, requestForm(twoLines))).id;
    const step = await pendingStep(t, id);
    for (const payload of [undefined, {}, { comment: '   ' }, { comment: null }]) {
      const res = await act(t, step.id, 'reject', 'manager', payload as never);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ comment: 'A comment is required to reject' });
    }
    expect((await pendingStep(t, id)).id).toBe(step.id);
  });

  it('returns the request with the comment as feedback; the requester edits and resubmits into a new chain', async () => {
    const id = (await submitRequest(t, requestForm(twoLines))).id;
    const first = await chainOf(t, id);
    const res = await act(t, first.steps[0]!.id, 'reject', 'manager', { comment: 'Get a second quote' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stepStatus: 'rejected', requestStatus: 'rejected' });
    const rejected = await chainOf(t, id);
    expect(rejected.request!.status).toBe('rejected');
    expect(rejected.steps.map((s) => [s.status, s.comment])).toEqual([
      ['rejected', 'Get a second quote'],
      ['skipped', null],
    ]);
    const detail = (await t.request({ method: 'GET', url: `/api/requisitions/${id}`, as: 'employee' })).json();
    expect(detail).toMatchObject({ status: 'returned', feedback: 'Get a second quote' });
    expect(detail.approvalHistory).toEqual([
      expect.objectContaining({ name: 'Manager Review', status: 'rejected', actedBy: 'James Wilson', submission: 1 }),
    ]);
    expect((await inboxOf('user-003')).some((m) => m.subject === `${id} returned for changes`)).toBe(true);
    expect((await act(t, first.steps[0]!.id, 'approve', 'manager')).statusCode).toBe(409);

    const edit = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      as: 'employee',
      payload: {
        lineItems: [{ description: 'Thunderbolt dock', generalLedgerCode: '4000-002', quantity: 5, unitPrice: 279 }],
        status: 'pending',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'pending', totalAmount: '1395.00' });
    const second = await chainOf(t, id);
    expect(second.request!.id).not.toBe(first.request!.id);
    expect(second.request!.amount).toBe('1395.00');
    expect(second.steps.map((s) => s.status)).toEqual(['pending', 'not_started']);
    const [old] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, first.request!.id));
    expect(old!.status).toBe('rejected');
  });
});

describe('final approval raises the purchase order', () => {
  it('creates PO-nnnnn with the request lines, vendor and the steps taken (100%)', async () => {
    const req = await submitRequest(t, requestForm(twoLines, { description: 'Docks and monitors for new hires' }));
    expect(req.totalAmount).toBe('2893.98');
    await approveInTurn(t, req.id, ['manager']);
    const step = await pendingStep(t, req.id);
    const res = await act(t, step.id, 'approve', 'procurement');
    expect(res.statusCode).toBe(200);
    const { purchaseOrder } = res.json();
    expect(purchaseOrder.id).toMatch(/^po-\d{3}$/);
    expect(purchaseOrder.poNumber).toMatch(/^PO-\d{5}$/);
    expect(res.json().requestStatus).toBe('approved');

    const detail = (await t.request({ method: 'GET', url: `/api/requisitions/${req.id}`, as: 'employee' })).json();
    expect(detail).toMatchObject({ status: 'approved', purchaseOrderId: purchaseOrder.id, poNumber: purchaseOrder.poNumber });
    expect(detail.approvedAt).not.toBeNull();

    const po = (await t.request({ method: 'GET', url: `/api/purchase-orders/${purchaseOrder.id}`, as: 'employee' })).json();
    expect(po).toMatchObject({
      poNumber: purchaseOrder.poNumber,
      status: 'approved',
      vendorId: 'vendor-002',
      vendorName: 'Dell Technologies',
      department: 'IT',
      description: 'Docks and monitors for new hires',
      amount: '2893.98',
      requisitionId: req.id,
      isBlanketPO: false,
      revision: 1,
      progress: 100,
      currentStep: 'Completed',
    });
    expect(po.approvedAt).not.toBeNull();
    expect(po.lines.map((l: Record<string, unknown>) => [l.lineNo, l.description, l.quantity, l.unitPrice, l.total, l.glCode])).toEqual([
      [1, 'Thunderbolt dock', 6, '289.00', '1734.00', '4000-002'],
      [2, '27in monitor', 2, '579.99', '1159.98', '4000-002'],
    ]);
    expect(po.workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee])).toEqual([
      ['Manager Review', 'completed', 'James Wilson'],
      ['Final Approval', 'completed', 'Sarah Chen'],
    ]);
    expect(po.workflowSteps.every((s: { completedAt: string | null }) => s.completedAt)).toBe(true);
    expect((await inboxOf('user-003')).find((m) => m.subject === `${req.id} approved`)!.content).toContain(
      `Purchase order ${purchaseOrder.poNumber} was created.`,
    );

    // The next PO continues both counters.
    const next = await submitRequest(t, requestForm([{ description: 'Cable', quantity: 10, unitPrice: 20 }]));
    const nextPo = (await t.request({ method: 'GET', url: `/api/requisitions/${next.id}`, as: 'employee' })).json();
    expect(Number(nextPo.poNumber.slice(3))).toBe(Number(purchaseOrder.poNumber.slice(3)) + 1);
    expect(Number(nextPo.purchaseOrderId.slice(3))).toBe(Number(purchaseOrder.id.slice(3)) + 1);
  });

  it('at or under auto-approve (1000) with a known vendor, the PO exists at once (one Auto-Approval step)', async () => {
    const req = await submitRequest(t, requestForm([{ description: 'Keyboard', quantity: 5, unitPrice: 200 }]));
    expect(req).toMatchObject({ status: 'approved', totalAmount: '1000.00' });
    expect(req.purchaseOrderId).toMatch(/^po-\d{3}$/);
    const po = (await t.request({ method: 'GET', url: `/api/purchase-orders/${req.purchaseOrderId}`, as: 'procurement' })).json();
    expect(po).toMatchObject({ status: 'approved', amount: '1000.00', progress: 100, currentStep: 'Completed' });
    expect(po.workflowSteps).toEqual([
      expect.objectContaining({ step: 'Auto-Approval', status: 'completed', assignee: 'Procura' }),
    ]);
  });

  it('matches a typed vendor name to an active vendor; with none, procurement raises the PO later', async () => {
    const named = await submitRequest(
      t,
      requestForm([{ description: 'Mouse', quantity: 2, unitPrice: 40 }], { vendorId: null, vendorName: ' dell TECHNOLOGIES ' }),
    );
    const namedPo = (await t.request({ method: 'GET', url: `/api/purchase-orders/${named.purchaseOrderId}`, as: 'procurement' })).json();
    expect(namedPo.vendorId).toBe('vendor-002');

    const unknown = await submitRequest(
      t,
      requestForm([{ description: 'Adapter', quantity: 2, unitPrice: 40 }], { vendorId: null, vendorName: 'Corner Shop' }),
    );
    expect(unknown).toMatchObject({ status: 'approved', purchaseOrderId: null });
    const waiting = await t.request({ method: 'GET', url: '/api/requisitions?awaitingPo=true&limit=500', as: 'procurement' });
    expect(waiting.json().map((r: { id: string }) => r.id)).toContain(unknown.id);
    expect(waiting.json().map((r: { id: string }) => r.id)).not.toContain(named.id);

    const create = (payload: object, as: 'procurement' | 'employee' | 'manager' = 'procurement') =>
      t.request({ method: 'POST', url: '/api/purchase-orders', payload, as });
    expect((await create({ requisitionId: unknown.id, vendorId: 'vendor-003' }, 'employee')).statusCode).toBe(403);
    const bad = await create({ requisitionId: unknown.id, vendorId: 'vendor-nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ vendorId: 'Vendor not found' });
    expect((await create({})).json().fieldErrors).toEqual({
      requisitionId: 'Requisition is required',
      vendorId: 'Vendor is required',
    });
    const pendingReq = await submitRequest(t, requestForm(twoLines));
    expect((await create({ requisitionId: pendingReq.id, vendorId: 'vendor-003' })).statusCode).toBe(409);

    const made = await create({ requisitionId: unknown.id, vendorId: 'vendor-003' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'approved', vendorName: 'CDW', requisitionId: unknown.id, amount: '80.00' });
    expect(made.json().workflowSteps).toEqual([expect.objectContaining({ step: 'Auto-Approval', status: 'completed' })]);
    expect((await create({ requisitionId: unknown.id, vendorId: 'vendor-003' })).statusCode).toBe(409);
    const after = await t.request({ method: 'GET', url: '/api/requisitions?awaitingPo=true&limit=500', as: 'procurement' });
    expect(after.json().map((r: { id: string }) => r.id)).not.toContain(unknown.id);
  });

  it('a blanket-po request makes a blanket PO: limit = request total, validity from its dates or a year', async () => {
    const req = await submitRequest(
      t,
      requestForm([{ description: 'Toner', quantity: 4, unitPrice: 150, generalLedgerCode: '4000-001' }], {
        requestType: 'blanket-po',
        lineItems: [
          { description: 'Toner', productNumber: 'SKU-1', quantity: 4, unitPrice: 150, generalLedgerCode: '4000-001' },
        ],
      }),
    );
    const po = (await t.request({ method: 'GET', url: `/api/purchase-orders/${req.purchaseOrderId}`, as: 'procurement' })).json();
    expect(po).toMatchObject({ isBlanketPO: true, blanketLimit: '600.00', blanketUsed: '0.00', blanketRemaining: '600.00' });
    const start = new Date(`${po.contractStartDate}T00:00:00Z`).getTime();
    const end = new Date(`${po.contractEndDate}T00:00:00Z`).getTime();
    expect(Math.round((end - start) / 86_400_000)).toBe(365);
  });
});

describe('change orders are applied to their PO as a new revision', () => {
  const change = (poNumber: string) =>
    requestForm([{ description: 'Dell UltraSharp 27 4K Monitor', quantity: 4, unitPrice: 579.99 }], {
      requestType: 'change-order',
      poNumber,
      changeDescription: 'Four more monitors',
    });

  it('adds the lines, recomputes the amount, bumps the revision and marks the change order applied', async () => {
    const [before] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-003'));
    const co = await submitRequest(t, change('PO-10003'), 'employee', '/api/change-orders');
    await approveInTurn(t, co.id, ['manager']);
    const res = await act(t, (await pendingStep(t, co.id)).id, 'approve', 'procurement');
    expect(res.statusCode).toBe(200);
    expect(res.json().purchaseOrder).toEqual({ id: 'po-003', poNumber: 'PO-10003' });
    const po = (await t.request({ method: 'GET', url: '/api/purchase-orders/po-003', as: 'procurement' })).json();
    expect(po.revision).toBe(before!.revision + 1);
    expect(po.amount).toBe((Number(before!.amount) + 2319.96).toFixed(2));
    expect(po.lines.at(-1)).toMatchObject({ description: 'Dell UltraSharp 27 4K Monitor', quantity: 4, total: '2319.96' });
    const detail = (await t.request({ method: 'GET', url: `/api/requisitions/${co.id}`, as: 'employee' })).json();
    expect(detail).toMatchObject({ status: 'approved', purchaseOrderId: 'po-003' });
    expect(detail.changeOrder).toMatchObject({ status: 'applied' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'po-003'), eq(auditLog.action, 'purchase_order.revise')));
    expect(audits).toHaveLength(1);
  });

  it('against a completed PO the final approval is a 409 and nothing changes', async () => {
    const [before] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-004'));
    expect(before!.status).toBe('completed');
    const co = await submitRequest(t, change('PO-10004'), 'employee', '/api/change-orders');
    await approveInTurn(t, co.id, ['manager']);
    const step = await pendingStep(t, co.id);
    const res = await act(t, step.id, 'approve', 'procurement');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This change order cannot be applied: PO-10004 is completed.');
    expect((await pendingStep(t, co.id)).id).toBe(step.id);
    const [after] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-004'));
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
    let po = (await t.request({ method: 'GET', url: '/api/purchase-orders/po-001', as: 'procurement' })).json();
    expect(po.workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee])).toEqual([
      ['Manager Review', 'completed', 'Kevin Patel'],
      ['Finance Approval', 'completed', 'Michael Rodriguez'],
      ['Legal Review', 'completed', 'Robert Taylor'],
      ['Final Approval', 'pending', 'Sarah Chen'],
    ]);
    expect(po).toMatchObject({ status: 'pending', progress: 75, currentStep: 'Final Approval' });
    expect((await act(t, (await pendingStep(t, 'po-001')).id, 'approve', 'procurement')).statusCode).toBe(200);
    po = (await t.request({ method: 'GET', url: '/api/purchase-orders/po-001', as: 'procurement' })).json();
    expect(po).toMatchObject({ status: 'approved', progress: 100, currentStep: 'Completed' });
    expect(po.approvedAt).not.toBeNull();
  });

  it('a rejected re-approval leaves the PO rejected, its steps rejected and skipped', async () => {
    const [po] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-015'));
    expect(po!.status).toBe('pending');
    // Marketing's manager cannot sign in in the demo: give the step to a Marketing manager who can.
    const marketing = await insertLoginUser(t, { role: 'manager', department: 'Marketing' });
    const step = await pendingStep(t, 'po-015');
    const res = await act(t, step.id, 'reject', marketing.email, { comment: 'Event budget was cut' });
    expect(res.statusCode).toBe(200);
    const detail = (await t.request({ method: 'GET', url: '/api/purchase-orders/po-015', as: 'procurement' })).json();
    expect(detail.status).toBe('rejected');
    expect(detail.workflowSteps.map((s: { status: string }) => s.status)).toEqual([
      'rejected',
      'skipped',
      'skipped',
      'skipped',
    ]);
    const inbox = await inboxOf('user-001');
    expect(inbox.some((m) => m.subject === `${po!.poNumber} rejected`)).toBe(true);
    const closed = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalSteps)
      .where(and(inArray(approvalSteps.status, ['pending']), eq(approvalSteps.approvalRequestId, step.approvalRequestId)));
    expect(closed[0]!.n).toBe(0);
  });
});
