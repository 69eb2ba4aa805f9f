import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { approvalRequests } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { requisitions } from '../db/schema/requisitions';
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
 * Approval above 5000, Final Approval by procurement above 25000): a request of 5,213.94 goes to the IT
 * manager, then finance; one above 25,000 adds procurement's Final Approval.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 1,734.00 + 3,479.94 = 5,213.94: above the finance threshold, so Manager Review then Finance Approval. */
const twoLines = [
  { description: 'Thunderbolt dock', quantity: 6, unitPrice: 289 },
  { description: '27in monitor', quantity: 6, unitPrice: 579.99 },
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
      ['Finance Approval', 'pending', null, null],
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
    // 14 × 1,849 = 25,886.00: above 25,000, so procurement's Final Approval follows finance.
    const id = (
      await submitRequest(t, requestForm([{ description: 'Laptop', quantity: 14, unitPrice: 1849 }]))
    ).id;
    await approveInTurn(t, id, ['manager']);
    const step = await pendingStep(t, id);
    expect(step.name).toBe('Finance Approval');
    const results = await Promise.all([
      act(t, step.id, 'approve', 'finance'),
      act(t, step.id, 'approve', second.email),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { request, steps } = await chainOf(t, id);
    expect(steps.map((s) => [s.name, s.status])).toEqual([
      ['Manager Review', 'completed'],
      ['Finance Approval', 'completed'],
      ['Final Approval', 'pending'],
    ]);
    expect(await pendingCount(t, request!.id)).toBe(1);
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
    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${id}`, as: 'employee' })
    ).json();
    expect(detail).toMatchObject({ status: 'returned', feedback: 'Get a second quote' });
    expect(detail.approvalHistory).toEqual([
      expect.objectContaining({
        name: 'Manager Review',
        status: 'rejected',
        actedBy: 'James Wilson',
        submission: 1,
      }),
    ]);
    expect((await inboxOf('user-003')).some((m) => m.subject === `${id} returned for changes`)).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.steps[0]!.id), eq(auditLog.action, 'approval.reject')));
    expect(audits.map((a) => [a.actorId, a.action, a.entityType, a.entityId])).toEqual([
      ['user-004', 'approval.reject', 'approval-step', first.steps[0]!.id],
    ]);
    expect(audits[0]!.details).toMatchObject({
      approvalRequestId: first.request!.id,
      subjectType: 'requisition',
      subjectId: id,
      step: 'Manager Review',
      comment: 'Get a second quote',
    });
    expect((await act(t, first.steps[0]!.id, 'approve', 'manager')).statusCode).toBe(409);

    const edit = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      as: 'employee',
      payload: {
        lineItems: [
          { description: 'Thunderbolt dock', generalLedgerCode: '4000-002', quantity: 6, unitPrice: 279 },
          { description: '27in monitor', generalLedgerCode: '4000-002', quantity: 6, unitPrice: 559 },
        ],
        status: 'pending',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'pending', totalAmount: '5028.00' });
    const second = await chainOf(t, id);
    expect(second.request!.id).not.toBe(first.request!.id);
    expect(second.request!.amount).toBe('5028.00');
    expect(second.steps.map((s) => [s.name, s.status])).toEqual([
      ['Manager Review', 'pending'],
      ['Finance Approval', 'not_started'],
    ]);
    const [old] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, first.request!.id));
    expect(old!.status).toBe('rejected');
  });
});

describe('nobody approves their own request', () => {
  it("leaves a manager's own request out of their queue; approving or rejecting it is 403", async () => {
    // A second IT manager raises the request, so its Manager Review stays with IT's managers.
    const own = await insertLoginUser(t, { role: 'manager', department: 'IT' });
    const id = (await submitRequest(t, requestForm(twoLines), own.email)).id;
    const step = await pendingStep(t, id);
    expect([step.approverRoleId, step.approverDepartment]).toEqual(['manager', 'IT']);
    const queue = async (as: string) =>
      (await t.request({ method: 'GET', url: '/api/approvals?limit=500', as: as as 'manager' })).json() as {
        subjectId: string;
      }[];
    expect((await queue(own.email)).some((r) => r.subjectId === id)).toBe(false);
    expect((await queue('manager')).some((r) => r.subjectId === id)).toBe(true);
    for (const action of ['approve', 'reject'] as const) {
      const res = await act(t, step.id, action, own.email, { comment: 'Looks right to me' });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().message).toBe('You cannot approve or reject your own request.');
    }
    expect((await pendingStep(t, id)).id).toBe(step.id);
    expect((await act(t, step.id, 'approve', 'manager')).statusCode).toBe(200);
  });
});
