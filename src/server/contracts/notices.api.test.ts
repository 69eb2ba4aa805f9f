import { addDays, isoDate } from '@shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { users } from '../db/schema/auth';
import { contracts } from '../db/schema/contracts';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { createTeam, createUser, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { messagesWithSubject } from '../test/factories/messages';
import { sendDueRenewalNotices } from './notices';

let t: TestApp;
/** A day long before now, so the contracts' notice dates are the test's own. */
const TODAY = new Date(2000, 0, 10, 9, 30);
const ids = {} as Record<'due' | 'dueToday' | 'notYet' | 'expired' | 'alreadySent', string>;
let people: Team;
let team: string[];
let inactiveBuyer: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people = await createTeam(t);
  // A second procurement specialist, and one who left.
  await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  inactiveBuyer = (
    await createUser(t, { role: 'procurement_sme', department: 'Procurement', status: 'Inactive' })
  ).id;
  team = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, 'procurement_sme'), eq(users.status, 'Active')))
  ).map((u) => u.id);
  const vendorId = (await createVendor(t, { name: 'Zzn Notice Vendor' })).id;
  const c = async (title: string, endDate: string, more: Partial<typeof contracts.$inferInsert> = {}) =>
    (
      await createContract(t, {
        vendorId,
        title,
        endDate,
        startDate: '1999-01-01',
        contactUserId: people.legal.id,
        ...more,
      })
    ).id;
  ids.due = await c('Zzn Due', '2000-02-01', { noticePeriodDays: 30 });
  ids.dueToday = await c('Zzn Due Today', '2000-01-20', {
    noticePeriodDays: 10,
    contactUserId: people.procurement.id,
  });
  ids.notYet = await c('Zzn Not Yet', '2000-03-01', { noticePeriodDays: 30 });
  ids.expired = await c('Zzn Expired', '2000-01-15', { status: 'expired' });
  ids.alreadySent = await c('Zzn Sent', '2000-01-12', { noticeSentAt: new Date(1999, 11, 1) });
});
afterAll(() => t.close());

const inboxCounts = async (subject: string) => {
  const rows = await t.database.db
    .select({ owner: mailboxEntries.ownerId })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(and(eq(messages.subject, subject), eq(mailboxEntries.folder, 'inbox')));
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.owner] = (counts[r.owner] ?? 0) + 1;
  return counts;
};
const noticeMessages = () =>
  t.database.db.select().from(messages).where(like(messages.subject, 'Renewal notice: Zzn%'));

describe('sendDueRenewalNotices', () => {
  it('tells the contact person and each active procurement user once, for contracts at or past their notice date', async () => {
    expect(team).toHaveLength(2);
    expect(team).toContain(people.procurement.id);
    const sent = await sendDueRenewalNotices(t.database.db, TODAY);
    expect(sent).toBe(2);
    const subjects = (await noticeMessages()).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Renewal notice: Zzn Due Today ends 1/20/2000',
      'Renewal notice: Zzn Due ends 2/1/2000',
    ]);
    const [message] = (await noticeMessages()).filter((m) => m.subject.endsWith('2/1/2000'));
    expect(message).toMatchObject({ type: 'system', fromName: 'Procura' });
    expect(message!.content).toContain(ids.due);

    const due = await inboxCounts('Renewal notice: Zzn Due ends 2/1/2000');
    expect(due).toEqual(Object.fromEntries([...team, people.legal.id].map((id) => [id, 1])));
    expect(due[inactiveBuyer]).toBeUndefined();
    // As the Messaging Center shows it: a system message linking the contract, for each recipient.
    for (const who of [people.procurement, people.legal])
      expect(await messagesWithSubject(t, who, 'Renewal notice: Zzn Due ends 2/1/2000')).toEqual([
        { type: 'system', record: { type: 'contract', id: ids.due } },
      ]);
    // The contact is also on the procurement team: still one message.
    const today = await inboxCounts('Renewal notice: Zzn Due Today ends 1/20/2000');
    expect(today).toEqual(Object.fromEntries(team.map((id) => [id, 1])));

    const rows = await t.database.db.select().from(contracts).where(like(contracts.title, 'Zzn%'));
    const sentAt = Object.fromEntries(rows.map((r) => [r.id, r.noticeSentAt]));
    expect(sentAt[ids.due]).toBeInstanceOf(Date);
    expect(sentAt[ids.dueToday]).toBeInstanceOf(Date);
    expect(sentAt[ids.notYet]).toBeNull();
    expect(sentAt[ids.expired]).toBeNull();
    expect(sentAt[ids.alreadySent]).toEqual(new Date(1999, 11, 1));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contract.renewal_notice'))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.entityId).sort()).toEqual([ids.due, ids.dueToday].sort());

    const view = (
      await t.request({ method: 'GET', url: `/api/contracts/${ids.due}`, as: people.employee })
    ).json();
    expect(view).toMatchObject({ noticePeriodDays: 30, noticeDate: '2000-01-02' });
    expect(new Date(view.noticeSentAt).getTime()).toBe(sentAt[ids.due]!.getTime());
  });

  it('sends nothing on a second run', async () => {
    const before = (await noticeMessages()).length;
    expect(await sendDueRenewalNotices(t.database.db, TODAY)).toBe(0);
    expect((await noticeMessages()).length).toBe(before);
  });

  it('sends once when two runs overlap', async () => {
    const vendorId = (await createVendor(t, { name: 'Zzn Race Vendor' })).id;
    for (const n of [1, 2, 3]) {
      await createContract(t, {
        vendorId,
        title: `Zzn Race ${n}`,
        startDate: '1999-01-01',
        endDate: '2000-01-25',
        contactUserId: people.legal.id,
      });
    }
    const results = await Promise.all([
      sendDueRenewalNotices(t.database.db, TODAY),
      sendDueRenewalNotices(t.database.db, TODAY),
    ]);
    expect(results[0]! + results[1]!).toBe(3);
    for (const n of [1, 2, 3]) {
      const subject = `Renewal notice: Zzn Race ${n} ends 1/25/2000`;
      expect((await noticeMessages()).filter((m) => m.subject === subject)).toHaveLength(1);
      expect((await inboxCounts(subject))[people.legal.id]).toBe(1);
    }
  });
});

describe('POST /api/contracts/notices/run', () => {
  it('needs manage_contracts', async () => {
    for (const as of ['employee', 'finance', 'legal'] as const) {
      expect(
        (await t.request({ method: 'POST', url: '/api/contracts/notices/run', as: people[as] })).statusCode,
      ).toBe(403);
    }
  });

  it('sends what is due today and then nothing', async () => {
    const vendorId = (await createVendor(t, { name: 'Zzn Due Now Vendor' })).id;
    const endDate = isoDate(addDays(new Date(), 10));
    await createContract(t, {
      vendorId,
      title: 'Zzn Due Now',
      startDate: '2025-01-01',
      endDate,
      contactUserId: people.legal.id,
    });
    const first = await t.request({
      method: 'POST',
      url: '/api/contracts/notices/run',
      as: people.procurement,
    });
    expect(first.statusCode).toBe(200);
    // With it, the one of 2000 that was not yet due on that "today" (Zzn Not Yet) is due now too.
    expect(first.json()).toEqual({ sent: 2 });
    const [dueNow] = await t.database.db.select().from(contracts).where(eq(contracts.title, 'Zzn Due Now'));
    expect(dueNow!.noticeSentAt).toBeInstanceOf(Date);
    const second = await t.request({
      method: 'POST',
      url: '/api/contracts/notices/run',
      as: people.procurement,
    });
    expect(second.json()).toEqual({ sent: 0 });
  });
});
