import type { MessageView } from '@shared/messages/schemas';
import { recordHref } from '@shared/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { mailboxEntries, messages } from '../db/schema/messages';
import { createUser, fullName, type Team } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { requestForm, submitRequest, type Line } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { act, chainOf, pendingStep } from '../test/factories/approvals';

/**
 * Approvers are told when a step starts awaiting them: the first step at submit, the next one after
 * an approval. The standard chain applies (Manager Review, Finance Approval above 5,000);
 * auto-approval at or under 1,000.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const form = (lines: Line[], over: Partial<RequisitionFormInput> = {}) =>
  requestForm({ department: team.department, vendorId, lines }, over);

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
    reqId = (await submitRequest(t, team.employee, form(twoLines))).id;
  });

  it("at submit: the department's manager gets one message naming requester, title, amount and the queue", async () => {
    const notices = await awaitNotices(team.manager.id, reqId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      subject: `${reqId} awaits your Manager Review`,
      name: 'Procura',
      type: 'system',
      folder: 'inbox',
      status: 'delivered',
    });
    expect(notices[0]!.content).toBe(
      `${reqId} (Thunderbolt dock), requested by ${fullName(team.employee)} for $5,213.94, awaits your Manager Review. ` +
        'Approve or reject it in the Approvals queue.',
    );
    for (const other of [team.employee, team.director, team.finance, team.procurement]) {
      expect(await awaitNotices(other.id, reqId), other.firstName).toHaveLength(0);
    }
    // The message names the request it is about: the Messaging Center links to its screen.
    const inbox = await t.request({
      method: 'GET',
      url: `/api/messages?folder=inbox&q=${reqId}`,
      as: team.manager,
    });
    const notice = (inbox.json() as MessageView[]).find((m) =>
      m.subject.endsWith('awaits your Manager Review'),
    );
    expect(notice?.record).toEqual({ type: 'requisition', id: reqId });
    expect(recordHref(notice!.record!.type, notice!.record!.id)).toBe(`/my-requests?id=${reqId}`);
  });

  it('after the manager approves: finance is told of Finance Approval, the manager gets none more', async () => {
    const step = await pendingStep(t, reqId);
    expect((await act(t, step.id, 'approve', team.manager)).statusCode).toBe(200);
    for (const finance of [team.finance, team.ap]) {
      const notices = await awaitNotices(finance.id, reqId);
      expect(
        notices.map((n) => n.subject),
        finance.firstName,
      ).toEqual([`${reqId} awaits your Finance Approval`]);
      expect(notices[0]!.content).toContain('passed Manager Review and awaits your Finance Approval');
    }
    expect(await awaitNotices(team.manager.id, reqId)).toHaveLength(1);
    expect(await awaitNotices(team.employee.id, reqId)).toHaveLength(0);
  });

  it('the final approval tells no approver', async () => {
    expect(await threadNotices(reqId)).toHaveLength(2);
    const step = await pendingStep(t, reqId);
    expect((await act(t, step.id, 'approve', team.finance)).statusCode).toBe(200);
    expect((await chainOf(t, reqId)).request!.status).toBe('approved');
    expect(await threadNotices(reqId)).toHaveLength(2);
  });
});

describe('who is told', () => {
  it('an own-department step goes only to that department’s holders', async () => {
    const department = uniqueDepartment();
    const marketer = await createUser(t, { role: 'end_user', department });
    const theirManager = await createUser(t, { role: 'manager', department });
    const elsewhere = await createUser(t, { role: 'manager', department: uniqueDepartment() });
    const req = await submitRequest(t, marketer, form(twoLines, { department }));
    expect((await pendingStep(t, req.id)).approverDepartment).toBe(department);
    expect((await awaitNotices(theirManager.id, req.id)).map((n) => n.subject)).toEqual([
      `${req.id} awaits your Manager Review`,
    ]);
    for (const other of [team.manager, elsewhere, marketer]) {
      expect(await awaitNotices(other.id, req.id), other.id).toHaveLength(0);
    }
  });

  it('never the requester, even when they hold the step’s role', async () => {
    const second = await createUser(t, { role: 'manager', department: team.department });
    const req = await submitRequest(t, team.manager, form(twoLines));
    expect(await pendingStep(t, req.id)).toMatchObject({
      approverRoleId: 'manager',
      approverDepartment: team.department,
    });
    expect(await awaitNotices(second.id, req.id)).toHaveLength(1);
    expect((await awaitNotices(second.id, req.id))[0]!.content).toContain(
      `requested by ${fullName(team.manager)}`,
    );
    expect(await awaitNotices(team.manager.id, req.id)).toHaveLength(0);
  });

  it('nor at a later step: a finance requester is not told of their own Finance Approval', async () => {
    // Finance has no manager or director, so its Manager Review goes to procurement.
    const req = await submitRequest(t, team.finance, form(twoLines, { department: 'Finance' }));
    expect(await pendingStep(t, req.id)).toMatchObject({
      name: 'Manager Review',
      approverRoleId: 'procurement_sme',
    });
    expect(await awaitNotices(team.procurement.id, req.id)).toHaveLength(1);
    expect((await act(t, (await pendingStep(t, req.id)).id, 'approve', team.procurement)).statusCode).toBe(
      200,
    );
    expect((await pendingStep(t, req.id)).name).toBe('Finance Approval');
    expect(await awaitNotices(team.ap.id, req.id)).toHaveLength(1);
    expect(await awaitNotices(team.finance.id, req.id)).toHaveLength(0);
  });

  it('an auto-approved request tells no approver', async () => {
    const req = await submitRequest(
      t,
      team.employee,
      form([{ description: 'Webcam', quantity: 4, unitPrice: 120 }]),
    );
    expect(req.status).toBe('approved');
    expect(await threadNotices(req.id)).toHaveLength(0);
  });

  it("a PO sent back through approval by an edit tells the department's manager, by PO number", async () => {
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      status: 'pending',
      lines: [{ description: 'Switch', quantity: 1, unitPrice: '5000.00' }],
    });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: team.procurement,
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice: 6000, glCode: '4000-002' }] },
    });
    expect(res.json()).toMatchObject({ reapproval: true });
    const notices = await awaitNotices(team.manager.id, po.id);
    expect(notices.map((n) => n.subject)).toEqual([`${po.poNumber} awaits your Manager Review`]);
    expect(notices[0]!.content).toContain('for $6,000.00');
  });
});
