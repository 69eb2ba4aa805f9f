import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { approvalRequests } from '../db/schema/approvals';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { requisitions } from '../db/schema/requisitions';
import { createUser, fullName, type Team } from '../test/factories/users';
import { requestForm, submitRequest, type Line } from '../test/factories/requisitions';
import {
  STEP,
  act,
  approveInTurn,
  chainOf,
  createWorkflowTemplate,
  pendingCount,
  pendingStep,
} from '../test/factories/approvals';

/**
 * A department of its own with a template like the demo's IT one (Manager Review, Finance Approval
 * above 5,000, Final Approval by procurement above 25,000): a request of 5,213.94 goes to the
 * department's manager, then finance; one above 25,000 adds procurement's Final Approval.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  await createWorkflowTemplate(t, {
    departments: [team.department],
    steps: [STEP.manager, STEP.finance, STEP.legal, STEP.procurementFinal],
  });
});
afterAll(() => t.close());

/** 1,734.00 + 3,479.94 = 5,213.94: above the finance threshold, so Manager Review then Finance Approval. */
const twoLines = [
  { description: 'Thunderbolt dock', quantity: 6, unitPrice: 289 },
  { description: '27in monitor', quantity: 6, unitPrice: 579.99 },
];
const form = (lines: Line[]) => requestForm({ department: team.department, vendorId, lines });
const inboxOf = async (userId: string) =>
  t.database.db
    .select({ subject: messages.subject, content: messages.content, from: messages.fromAddress, name: messages.fromName, status: mailboxEntries.status, folder: mailboxEntries.folder, type: messages.type })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(eq(mailboxEntries.ownerId, userId)); // prettier-ignore

describe('POST /api/approvals/{stepId}/approve', () => {
  let reqId: string;
  beforeAll(async () => {
    reqId = (await submitRequest(t, team.employee, form(twoLines))).id;
  });

  it('is refused (403) to users the step does not await, and 404 for an unknown step', async () => {
    const step = await pendingStep(t, reqId);
    for (const who of ['employee', 'director', 'finance', 'procurement', 'admin'] as const) {
      const res = await act(t, step.id, 'approve', team[who]);
      expect(res.statusCode, who).toBe(403);
    }
    const elsewhere = await createUser(t, { role: 'manager', department: 'HR' });
    expect((await act(t, step.id, 'approve', elsewhere)).statusCode).toBe(403);
    expect((await act(t, 'aps-nope', 'approve', team.manager)).statusCode).toBe(404);
    expect((await pendingStep(t, reqId)).id).toBe(step.id);
  });

  it('completes the step (who, when, comment), activates the next one and tells the requester', async () => {
    const step = await pendingStep(t, reqId);
    expect(await inboxOf(team.employee.id)).toEqual([]);
    const res = await act(t, step.id, 'approve', team.manager, { comment: 'Fine by me' });
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
      ['Manager Review', 'completed', team.manager.id, 'Fine by me'],
      ['Finance Approval', 'pending', null, null],
    ]);
    expect(steps[0]!.actedAt).toBeInstanceOf(Date);
    expect(steps[1]!.activatedAt).toBeInstanceOf(Date);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, reqId));
    expect(row!.status).toBe('pending');
    const inbox = await inboxOf(team.employee.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      subject: `${reqId} passed Manager Review`,
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
    expect(audits[0]!.actorId).toBe(team.manager.id);
  });

  it('a step already acted on is a 409 and changes nothing', async () => {
    const { steps } = await chainOf(t, reqId);
    const res = await act(t, steps[0]!.id, 'approve', team.manager);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This approval step has already been acted on');
    expect((await act(t, steps[0]!.id, 'reject', team.manager, { comment: 'too late' })).statusCode).toBe(
      409,
    );
    const after = await chainOf(t, reqId);
    expect(after.steps.map((s) => s.status)).toEqual(['completed', 'pending']);
  });
});

describe('double approval', () => {
  it('a double click (two approvals at once by the same user): one 200, one 409, one approval', async () => {
    const id = (await submitRequest(t, team.employee, form(twoLines))).id;
    const step = await pendingStep(t, id);
    const results = await Promise.all([
      act(t, step.id, 'approve', team.manager),
      act(t, step.id, 'approve', team.manager),
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
    // 14 × 1,849 = 25,886.00: above 25,000, so procurement's Final Approval follows finance; over the
    // managers' $10K approval limit, so the Manager Review is the director's (issue 14).
    const id = (
      await submitRequest(t, team.employee, form([{ description: 'Laptop', quantity: 14, unitPrice: 1849 }]))
    ).id;
    await approveInTurn(t, id, [team.director]);
    const step = await pendingStep(t, id);
    expect(step.name).toBe('Finance Approval');
    const results = await Promise.all([
      act(t, step.id, 'approve', team.finance),
      act(t, step.id, 'approve', team.ap),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { request, steps } = await chainOf(t, id);
    expect(steps.map((s) => [s.name, s.status])).toEqual([
      ['Manager Review', 'completed'],
      ['Finance Approval', 'completed'],
      ['Final Approval', 'pending'],
    ]);
    expect(await pendingCount(t, request!.id)).toBe(1);
    const winner = results[0]!.statusCode === 200 ? team.finance : team.ap;
    expect(steps[1]!.actedBy).toBe(winner.id);
  });
});

describe('POST /api/approvals/{stepId}/reject', () => {
  it('needs a comment (400, field message) and changes nothing without one', async () => {
    const id = (await submitRequest(t, team.employee, form(twoLines))).id;
    const step = await pendingStep(t, id);
    for (const payload of [undefined, {}, { comment: '   ' }, { comment: null }]) {
      const res = await act(t, step.id, 'reject', team.manager, payload as never);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ comment: 'A comment is required to reject' });
    }
    expect((await pendingStep(t, id)).id).toBe(step.id);
  });

  it('returns the request with the comment as feedback; the requester edits and resubmits into a new chain', async () => {
    const id = (await submitRequest(t, team.employee, form(twoLines))).id;
    const first = await chainOf(t, id);
    const res = await act(t, first.steps[0]!.id, 'reject', team.manager, { comment: 'Get a second quote' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stepStatus: 'rejected', requestStatus: 'rejected' });
    const rejected = await chainOf(t, id);
    expect(rejected.request!.status).toBe('rejected');
    expect(rejected.steps.map((s) => [s.status, s.comment])).toEqual([
      ['rejected', 'Get a second quote'],
      ['skipped', null],
    ]);
    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${id}`, as: team.employee })
    ).json();
    expect(detail).toMatchObject({ status: 'returned', feedback: 'Get a second quote' });
    expect(detail.approvalHistory).toEqual([
      expect.objectContaining({
        name: 'Manager Review',
        status: 'rejected',
        actedBy: fullName(team.manager),
        submission: 1,
      }),
    ]);
    expect((await inboxOf(team.employee.id)).some((m) => m.subject === `${id} returned for changes`)).toBe(
      true,
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.steps[0]!.id), eq(auditLog.action, 'approval.reject')));
    expect(audits.map((a) => [a.actorId, a.action, a.entityType, a.entityId])).toEqual([
      [team.manager.id, 'approval.reject', 'approval-step', first.steps[0]!.id],
    ]);
    expect(audits[0]!.details).toMatchObject({
      approvalRequestId: first.request!.id,
      subjectType: 'requisition',
      subjectId: id,
      step: 'Manager Review',
      comment: 'Get a second quote',
    });
    expect((await act(t, first.steps[0]!.id, 'approve', team.manager)).statusCode).toBe(409);

    const edit = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${id}`,
      as: team.employee,
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
    // A second manager of the department raises the request, so its Manager Review stays with its managers.
    const own = await createUser(t, { role: 'manager', department: team.department });
    const id = (await submitRequest(t, own, form(twoLines))).id;
    const step = await pendingStep(t, id);
    expect([step.approverRoleId, step.approverDepartment]).toEqual(['manager', team.department]);
    const queue = async (as: typeof own) =>
      (await t.request({ method: 'GET', url: '/api/approvals?limit=500', as })).json() as {
        subjectId: string;
      }[];
    expect((await queue(own)).some((r) => r.subjectId === id)).toBe(false);
    expect((await queue(team.manager)).some((r) => r.subjectId === id)).toBe(true);
    for (const action of ['approve', 'reject'] as const) {
      const res = await act(t, step.id, action, own, { comment: 'Looks right to me' });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().message).toBe('You cannot approve or reject your own request.');
    }
    expect((await pendingStep(t, id)).id).toBe(step.id);
    expect((await act(t, step.id, 'approve', team.manager)).statusCode).toBe(200);
  });
});
