import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { APPROVAL_MESSAGES } from '@shared/approvals/schemas';
import { DELEGATION_MESSAGES as M } from '@shared/profile/delegation';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { fullName, type Team, type User } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { act, pendingStep } from '../test/factories/approvals';
import { statementsSent } from '../test/statements';
import { auditLog } from '../db/schema/admin';
import { delegations } from '../db/schema/approvals';
import { mailboxEntries, messages } from '../db/schema/messages';

/**
 * Out-of-office delegation (issue 13): a delegate and a date range; while it runs, the steps that
 * await the user also await the delegate, whose decision is recorded on the user's behalf. Nobody
 * approves their own request through a delegation, an expired or future one does nothing, and a
 * delegation never loops. The standard chain: Manager Review (auto-approved at or under 1,000).
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const day = (offset: number) => isoDate(addDays(new Date(), offset));
const put = (as: Account, payload: object) =>
  t.request({ method: 'PUT', url: '/api/profile/delegation', payload, as });
const clear = (as: Account) => t.request({ method: 'DELETE', url: '/api/profile/delegation', as });
const delegate = async (from: User, to: User, startsOn = day(0), endsOn = day(7)) => {
  const res = await put(from, { delegateId: to.id, startsOn, endsOn });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type QueueRow = { stepId: string; subjectId: string; onBehalfOf: string | null };
const queue = async (as: Account) =>
  (await t.request({ method: 'GET', url: '/api/approvals?limit=500', as })).json() as QueueRow[];
const summary = async (as: Account) =>
  (await t.request({ method: 'GET', url: '/api/approvals/summary', as })).json() as { pending: number };
/** A 1,500.00 request of the team's department (Manager Review), submitted by `as`. */
const submit = (as: Account) =>
  submitRequest(
    t,
    as,
    requestForm({
      department: team.department,
      vendorId,
      lines: [{ description: 'Standing desk', quantity: 2, unitPrice: 750 }],
    }),
  );
const audits = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('setting, reading and clearing a delegation', () => {
  it('refuses the user themself, an end before the start, a past end and a delegate who does not approve', async () => {
    const self = await put(team.manager, { delegateId: team.manager.id, startsOn: day(0), endsOn: day(3) });
    expect(self.statusCode).toBe(400);
    expect(self.json().fieldErrors).toMatchObject({ delegateId: M.self });
    const backwards = await put(team.manager, {
      delegateId: team.director.id,
      startsOn: day(3),
      endsOn: day(1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toMatchObject({ endsOn: M.endBeforeStart });
    const past = await put(team.manager, {
      delegateId: team.director.id,
      startsOn: day(-5),
      endsOn: day(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toMatchObject({ endsOn: M.past });
    const employee = await put(team.manager, {
      delegateId: team.employee.id,
      startsOn: day(0),
      endsOn: day(1),
    });
    expect(employee.statusCode).toBe(400);
    expect(employee.json().fieldErrors).toMatchObject({ delegateId: M.notApprover });
    const missing = await put(team.manager, { startsOn: day(0) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({ delegateId: M.delegate, endsOn: M.endsOn });
    expect(
      (await t.request({ method: 'GET', url: '/api/profile/delegation', as: team.manager })).json(),
    ).toEqual({
      delegation: null,
    });
  });

  it('sets, reads, replaces and clears it, each change audited; the picker offers approvers only', async () => {
    const set = await delegate(team.legal, team.procurement, day(1), day(4));
    expect(set).toEqual({
      delegation: {
        delegateId: team.procurement.id,
        delegateName: fullName(team.procurement),
        startsOn: day(1),
        endsOn: day(4),
        active: false,
      },
    });
    const replaced = await delegate(team.legal, team.director, day(0), day(2));
    expect(replaced.delegation).toMatchObject({ delegateId: team.director.id, active: true });
    const read = await t.request({ method: 'GET', url: '/api/profile/delegation', as: team.legal });
    expect(read.json()).toEqual(replaced);
    expect(await audits('profile.delegation.set', team.legal.id)).toHaveLength(2);

    const cleared = await clear(team.legal);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ delegation: null });
    const [entry] = await audits('profile.delegation.clear', team.legal.id);
    expect(entry?.details).toMatchObject({ delegateId: team.director.id });

    const picker = await t.request({
      method: 'GET',
      url: `/api/profile/delegates?q=${encodeURIComponent(team.department)}&limit=20`,
      as: team.legal,
    });
    expect(picker.statusCode).toBe(200);
    const candidates = await t.request({
      method: 'GET',
      url: '/api/profile/delegates?limit=20&q=a',
      as: team.manager,
    });
    const ids = (candidates.json() as { id: string }[]).map((c) => c.id);
    expect(ids).not.toContain(team.manager.id);
    expect(ids).not.toContain(team.employee.id);
    expect(ids).not.toContain(team.legal.id);
  });

  it('never loops: a delegate who (through others) delegates back during an overlapping period is refused', async () => {
    await delegate(team.director, team.procurement, day(0), day(5));
    await delegate(team.procurement, team.finance, day(3), day(9));
    // finance → director would close director → procurement → finance → director over days 3–5.
    const loop = await put(team.finance, { delegateId: team.director.id, startsOn: day(4), endsOn: day(6) });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fieldErrors).toMatchObject({ delegateId: M.loop(fullName(team.director)) });
    // Days 6–8 share no day with the director's delegation: no loop.
    await delegate(team.finance, team.director, day(6), day(8));
    // A direct loop, overlapping: refused.
    const back = await put(team.procurement, {
      delegateId: team.director.id,
      startsOn: day(0),
      endsOn: day(1),
    });
    expect(back.statusCode).toBe(400);
    for (const u of [team.director, team.procurement, team.finance])
      expect((await clear(u)).statusCode).toBe(200);
  });
});

describe('approving through a delegation', () => {
  it('the delegate sees the step in their queue and approves it on behalf of the approver', async () => {
    const req = await submit(team.employee);
    const step = await pendingStep(t, req.id);
    expect(step.approverRoleId).toBe('manager');
    expect((await queue(team.director)).some((r) => r.stepId === step.id)).toBe(false);
    expect((await act(t, step.id, 'approve', team.director)).statusCode).toBe(403);
    const before = (await summary(team.director)).pending;

    await delegate(team.manager, team.director);
    const row = (await queue(team.director)).find((r) => r.stepId === step.id);
    expect(row).toMatchObject({ subjectId: req.id, onBehalfOf: fullName(team.manager) });
    expect((await summary(team.director)).pending).toBe(before + 1);
    // The manager still sees it as their own.
    expect((await queue(team.manager)).find((r) => r.stepId === step.id)?.onBehalfOf).toBeNull();
    // A stranger to the step is still refused.
    expect((await queue(team.legal)).some((r) => r.stepId === step.id)).toBe(false);
    expect((await act(t, step.id, 'approve', team.legal)).statusCode).toBe(403);

    const res = await act(t, step.id, 'approve', team.director, { comment: 'Covering for Morgan' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ requestStatus: 'approved' });
    const [acted] = await audits('approval.approve', step.id);
    expect(acted).toMatchObject({ actorId: team.director.id });
    expect(acted?.details).toMatchObject({ onBehalfOf: team.manager.id });

    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${req.id}`, as: team.employee })
    ).json();
    expect(detail.approvalHistory[0]).toMatchObject({
      actedById: team.director.id,
      actedBy: fullName(team.director),
      onBehalfOf: fullName(team.manager),
    });
    const history = await t.request({ method: 'GET', url: '/api/approvals/history', as: team.director });
    expect(history.json()[0]).toMatchObject({ stepId: step.id, onBehalfOf: fullName(team.manager) });
    // The requester's notice names both.
    const [told] = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.threadId, `thread-${req.id}`), like(messages.subject, '% approved')));
    expect(told?.content).toContain(`${fullName(team.director)} on behalf of ${fullName(team.manager)}`);
  });

  it('reads the delegators with the session where the route needs them, and nowhere else', async () => {
    const req = await submit(team.employee);
    const step = await pendingStep(t, req.id);
    await delegate(team.manager, team.director);
    await queue(team.director); // signed in before the count
    const sent = <T>(go: () => Promise<T>) => statementsSent(t, go);
    const reading = (texts: string[]) => texts.filter((text) => text.includes('"delegations"'));

    const { out: rows, texts } = await sent(() => queue(team.director));
    expect(rows.find((r) => r.stepId === step.id)?.onBehalfOf).toBe(fullName(team.manager));
    expect(reading(texts)).toHaveLength(1);
    expect(reading(texts)[0]).toContain('"sessions"');

    // A route that does not act on approvals (config.delegators) reads the session alone, and keeps it
    // (auth/session-cache.ts, emptied here as a committed change of a user would).
    const sessionsIn = (texts: string[]) => texts.filter((text) => text.includes('"sessions"'));
    const me = () => sent(() => t.request({ method: 'GET', url: '/api/auth/me', as: team.director }));
    t.app.sessionCache.committed();
    const read = await me();
    expect(read.out.statusCode).toBe(200);
    expect(sessionsIn(read.texts)).toHaveLength(1);
    expect(reading(read.texts)).toEqual([]);
    const kept = await me();
    expect(kept.out.statusCode).toBe(200);
    expect(sessionsIn(kept.texts)).toEqual([]);
    // The queue still reads its delegators (and the session) from the database.
    expect(reading((await sent(() => queue(team.director))).texts)).toHaveLength(1);
  });

  it('a step that starts awaiting the approver while the delegation runs is announced to the delegate too', async () => {
    const req = await submit(team.employee);
    const notices = await t.database.db
      .select({ owner: mailboxEntries.ownerId })
      .from(mailboxEntries)
      .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
      .where(and(eq(messages.threadId, `thread-${req.id}`), like(messages.subject, '% awaits your %')));
    expect(notices.map((n) => n.owner).sort()).toEqual([team.manager.id, team.director.id].sort());
    const step = await pendingStep(t, req.id);
    expect((await act(t, step.id, 'reject', team.director, { comment: 'Not this quarter' })).statusCode).toBe(
      200,
    );
    const [rejected] = await audits('approval.reject', step.id);
    expect(rejected?.details).toMatchObject({ onBehalfOf: team.manager.id });
  });

  it('nobody approves their own request through a delegation', async () => {
    // The director (the manager's delegate) asks for something: it awaits the manager only.
    const req = await submit(team.director);
    const step = await pendingStep(t, req.id);
    expect(step.approverRoleId).toBe('manager');
    expect((await queue(team.director)).some((r) => r.stepId === step.id)).toBe(false);
    const own = await act(t, step.id, 'approve', team.director);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await pendingStep(t, req.id)).id).toBe(step.id);
    expect((await act(t, step.id, 'approve', team.manager)).statusCode).toBe(200);
  });

  it('an expired or future delegation gives no access', async () => {
    const req = await submit(team.employee);
    const step = await pendingStep(t, req.id);
    for (const [startsOn, endsOn] of [
      [day(-10), day(-1)],
      [day(1), day(5)],
    ]) {
      // Written directly: the API refuses a delegation that has ended already.
      await t.database.db
        .update(delegations)
        .set({ startsOn: startsOn!, endsOn: endsOn! })
        .where(eq(delegations.userId, team.manager.id));
      expect((await queue(team.director)).some((r) => r.stepId === step.id)).toBe(false);
      expect((await act(t, step.id, 'approve', team.director)).statusCode).toBe(403);
    }
    expect((await clear(team.manager)).json()).toEqual({ delegation: null });
    expect((await act(t, step.id, 'approve', team.manager)).statusCode).toBe(200);
  });
});
