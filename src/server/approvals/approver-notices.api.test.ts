import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { mailboxEntries, messages } from '../db/schema/messages';
import {
  act,
  chainOf,
  insertLoginUser,
  insertPo,
  pendingStep,
  requestForm,
  submitRequest,
} from './test-fixtures';

/**
 * Approvers are told when a step starts awaiting them: the first step at submit, the next one after
 * an approval. Demo facts used: user-003 Emily Davis (IT end user, the requester), user-004 James
 * Wilson (IT manager), user-005 (IT director), user-002 Michael Rodriguez and user-012 (finance),
 * user-001 (procurement), user-008 Jessica Brown (Marketing manager), user-010 (Operations manager);
 * the IT template (Manager Review, Finance Approval above 5000) and the Marketing one (Manager Review
 * first); auto-approval at or under 1000.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 1,734.00 + 3,479.94 = 5,213.94: Manager Review, then Finance Approval. */
const twoLines = [
  { description: 'Thunderbolt dock', quantity: 6, unitPrice: 289 },
  { description: '27in monitor', quantity: 6, unitPrice: 579.99 },
];

/** The "awaits your …" notices a user holds in a subject's thread. */
const awaitNotices = async (userId: string, subjectId: string) =>
  t.database.db
    .select({
      subject: messages.subject,
      content: messages.content,
      name: messages.fromName,
      type: messages.type,
      folder: mailboxEntries.folder,
      status: mailboxEntries.status,
    }) // prettier-ignore
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(
      and(
        eq(mailboxEntries.ownerId, userId),
        eq(messages.threadId, `thread-${subjectId}`),
        like(messages.subject, '% awaits your %'),
      ),
    );

/** The "awaits your …" messages of a subject's thread, whoever they went to. */
const threadNotices = async (subjectId: string) =>
  t.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.threadId, `thread-${subjectId}`), like(messages.subject, '% awaits your %')));

describe('approvers are told a step awaits them', () => {
  let reqId: string;
  beforeAll(async () => {
    reqId = (await submitRequest(t, requestForm(twoLines))).id;
  });

  it('at submit: the IT manager gets one message naming requester, title, amount and the queue', async () => {
    const notices = await awaitNotices('user-004', reqId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      subject: `${reqId} awaits your Manager Review`,
      name: 'Procura',
      type: 'system',
      folder: 'inbox',
      status: 'delivered',
    });
    expect(notices[0]!.content).toBe(
      `${reqId} (Thunderbolt dock), requested by Emily Davis for $5,213.94, awaits your Manager Review. ` +
        'Approve or reject it in the Approvals queue.',
    );
    for (const other of ['user-003', 'user-005', 'user-002', 'user-001']) {
      expect(await awaitNotices(other, reqId), other).toHaveLength(0);
    }
  });

  it('after the manager approves: finance is told of Finance Approval, the manager gets none more', async () => {
    const step = await pendingStep(t, reqId);
    expect((await act(t, step.id, 'approve', 'manager')).statusCode).toBe(200);
    for (const finance of ['user-002', 'user-012']) {
      const notices = await awaitNotices(finance, reqId);
      expect(
        notices.map((n) => n.subject),
        finance,
      ).toEqual([`${reqId} awaits your Finance Approval`]);
      expect(notices[0]!.content).toContain('passed Manager Review and awaits your Finance Approval');
    }
    expect(await awaitNotices('user-004', reqId)).toHaveLength(1);
    expect(await awaitNotices('user-003', reqId)).toHaveLength(0);
  });

  it('the final approval tells no approver', async () => {
    expect(await threadNotices(reqId)).toHaveLength(2);
    const step = await pendingStep(t, reqId);
    expect((await act(t, step.id, 'approve', 'finance')).statusCode).toBe(200);
    expect((await chainOf(t, reqId)).request!.status).toBe('approved');
    expect(await threadNotices(reqId)).toHaveLength(2);
  });
});

describe('who is told', () => {
  it('an own-department step goes only to that department’s holders', async () => {
    const marketer = await insertLoginUser(t, { role: 'end_user', department: 'Marketing' });
    const req = await submitRequest(t, requestForm(twoLines, { department: 'Marketing' }), marketer.email);
    expect((await pendingStep(t, req.id)).approverDepartment).toBe('Marketing');
    expect((await awaitNotices('user-008', req.id)).map((n) => n.subject)).toEqual([
      `${req.id} awaits your Manager Review`,
    ]);
    for (const other of ['user-004', 'user-010', marketer.id]) {
      expect(await awaitNotices(other, req.id), other).toHaveLength(0);
    }
  });

  it('never the requester, even when they hold the step’s role', async () => {
    const second = await insertLoginUser(t, { role: 'manager', department: 'IT' });
    const req = await submitRequest(t, requestForm(twoLines), 'manager');
    expect(await pendingStep(t, req.id)).toMatchObject({
      approverRoleId: 'manager',
      approverDepartment: 'IT',
    });
    expect(await awaitNotices(second.id, req.id)).toHaveLength(1);
    expect((await awaitNotices(second.id, req.id))[0]!.content).toContain('requested by James Wilson');
    expect(await awaitNotices('user-004', req.id)).toHaveLength(0);
  });

  it('nor at a later step: a finance requester is not told of their own Finance Approval', async () => {
    // Finance has no manager or director, so its Manager Review goes to procurement.
    const req = await submitRequest(t, requestForm(twoLines, { department: 'Finance' }), 'finance');
    expect(await pendingStep(t, req.id)).toMatchObject({
      name: 'Manager Review',
      approverRoleId: 'procurement_sme',
    });
    expect(await awaitNotices('user-001', req.id)).toHaveLength(1);
    expect((await act(t, (await pendingStep(t, req.id)).id, 'approve', 'procurement')).statusCode).toBe(200);
    expect((await pendingStep(t, req.id)).name).toBe('Finance Approval');
    expect(await awaitNotices('user-012', req.id)).toHaveLength(1);
    expect(await awaitNotices('user-002', req.id)).toHaveLength(0);
  });

  it('an auto-approved request tells no approver', async () => {
    const req = await submitRequest(t, requestForm([{ description: 'Webcam', quantity: 4, unitPrice: 120 }]));
    expect(req.status).toBe('approved');
    expect(await threadNotices(req.id)).toHaveLength(0);
  });

  it('a PO sent back through approval by an edit tells the IT manager, by PO number', async () => {
    const po = await insertPo(t, {}, [{ description: 'Switch', quantity: 1, unitPrice: '5000.00' }]);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: 'procurement',
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice: 6000, glCode: '4000-002' }] },
    });
    expect(res.json()).toMatchObject({ reapproval: true });
    const notices = await awaitNotices('user-004', po.id);
    expect(notices.map((n) => n.subject)).toEqual([`${po.poNumber} awaits your Manager Review`]);
    expect(notices[0]!.content).toContain('for $6,000.00');
  });
});
