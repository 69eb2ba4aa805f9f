import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team, User } from '../test/factories/users';
import { requestForm, submitRequest, type Line } from '../test/factories/requisitions';
import { auditLog } from '../db/schema/admin';
import { outbox } from '../db/schema/jobs';
import { mailboxEntries, messages } from '../db/schema/messages';

/**
 * Notification preferences (issue 13): per kind of notice, in-app, e-mail or both. Honoured where
 * notices are sent (messages/notify.ts): an e-mail only when asked, an inbox copy unless e-mail only.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const lines: Line[] = [{ description: 'Standing desk', quantity: 2, unitPrice: 700 }];
const form = (over: Partial<RequisitionFormInput> = {}) =>
  requestForm({ department: team.department, vendorId, lines }, over);
const prefs = (as: Account) => t.request({ method: 'GET', url: '/api/profile/notifications', as });
const save = (as: Account, payload: Record<string, string>) =>
  t.request({ method: 'PUT', url: '/api/profile/notifications', as, payload });

/** The "awaits your Manager Review" notice of a request: the manager's inbox copies and e-mails. */
async function deliveredTo(reqId: string, who: User) {
  const inbox = await t.database.db
    .select({ messageAt: mailboxEntries.messageAt, timestamp: messages.timestamp })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(and(eq(mailboxEntries.ownerId, who.id), eq(messages.threadId, `thread-${reqId}`)));
  // Written in the message's statement, each inbox entry carries its message's time (the folder order).
  for (const e of inbox) expect(e.messageAt).toEqual(e.timestamp);
  const mail = await t.database.db
    .select({ subject: outbox.subject, kind: outbox.kind, recordId: outbox.recordId })
    .from(outbox)
    .where(
      and(sql`${outbox.toAddresses} @> ${JSON.stringify([who.email])}::jsonb`, eq(outbox.recordId, reqId)),
    );
  return { inbox: inbox.length, mail };
}

describe('notification preferences', () => {
  it('start in-app for every kind; a save changes only the kinds given, audited; bad input changes nothing', async () => {
    const first = await prefs(team.manager);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      'approval-needed': 'in-app',
      'request-decided': 'in-app',
      'contract-renewal': 'in-app',
      'rfp-response': 'in-app',
      'export-ready': 'in-app',
    });
    const bad = await save(team.manager, { 'approval-needed': 'pigeon', 'export-ready': 'email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ 'approval-needed': 'Channel must be in-app, email or both' });
    expect((await save(team.manager, { 'no-such-kind': 'email' })).statusCode).toBe(400);
    expect((await prefs(team.manager)).json()['export-ready']).toBe('in-app');

    const saved = await save(team.manager, { 'export-ready': 'both' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ 'export-ready': 'both', 'approval-needed': 'in-app' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, team.manager.id), eq(auditLog.action, 'profile.notifications')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.details).toEqual({ 'export-ready': { from: 'in-app', to: 'both' } });
  });

  it('are honoured: in-app only by default, e-mail only when asked, both when both', async () => {
    const byDefault = (await submitRequest(t, team.employee, form())).id;
    expect(await deliveredTo(byDefault, team.manager)).toEqual({ inbox: 1, mail: [] });

    expect((await save(team.manager, { 'approval-needed': 'email' })).statusCode).toBe(200);
    const byMail = (await submitRequest(t, team.employee, form())).id;
    expect(await deliveredTo(byMail, team.manager)).toEqual({
      inbox: 0,
      mail: [
        { subject: `${byMail} awaits your Manager Review`, kind: 'notice.approval-needed', recordId: byMail },
      ],
    });

    expect((await save(team.manager, { 'approval-needed': 'both' })).statusCode).toBe(200);
    const both = (await submitRequest(t, team.employee, form())).id;
    const seen = await deliveredTo(both, team.manager);
    expect(seen.inbox).toBe(1);
    expect(seen.mail).toHaveLength(1);
    // Another user's choice is theirs alone: the director kept the default.
    expect((await prefs(team.director)).json()['approval-needed']).toBe('in-app');
  });
});
