import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MessageDetail, MessageView } from '@shared/messages/schemas';
import { VENDOR_REPLY_MESSAGES, type VendorReplyPage } from '@shared/messages/vendor-reply';
import { auditLog } from '../db/schema/admin';
import { messageVendorRecipients, notificationPreferences } from '../db/schema/messages';
import { hashToken } from '../lib/tokens';
import { createWorld } from '../test/factories/world';
import { createVendor } from '../test/factories/vendors';
import { multipart, PDF } from '../test/factories/multipart';
import type { Team } from '../test/factories/users';
import {
  deliverQueuedMail,
  mailTo as mailToIn,
  replyTokenIn,
  startTestSmtp,
  type TestSmtp,
} from '../test/smtp';
import type { Account, TestApp } from '../test/harness';
import { notify } from './notify';

/** Messages to vendor contacts (issue 13): the mail with its reply link, the public reply page, notice links. */
const PUBLIC_URL = 'https://procura.example.com/app';
let t: TestApp, team: Team, smtp: TestSmtp;
beforeAll(async () => {
  ({ t, team } = await createWorld({ env: { PUBLIC_URL } }));
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const deliverMail = () => deliverQueuedMail(t.database, smtp, PUBLIC_URL);
const mailTo = (address: string, subject: string) => mailToIn(smtp, address, subject);
const tokenIn = replyTokenIn;

const send = (as: Account, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/messages', payload, as });
const unread = async (as: Account) =>
  ((await t.request({ method: 'GET', url: '/api/messages/unread-count', as })).json() as { count: number })
    .count;
const page = (token: string) =>
  t.request({ method: 'GET', url: `/api/vendor-reply?token=${encodeURIComponent(token)}` });
const answer = (token: string, content: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/vendor-reply?token=${encodeURIComponent(token)}`,
    payload: { content },
  });
const thread = async (as: Account, id: string) =>
  (await t.request({ method: 'GET', url: `/api/messages/${id}/thread`, as })).json() as MessageDetail[];

/** Composes to a vendor address, delivers the mail and answers the sent message and the link's token. */
async function mailVendor(as: Account, vendorTo: string[], subject: string, to: string[] = []) {
  const res = await send(as, { to, vendorTo, subject, content: `About ${subject}.` });
  expect(res.statusCode).toBe(201);
  await deliverMail();
  const mail = mailTo(vendorTo[0]!, subject);
  expect(mail, `a mail to ${vendorTo[0]}`).toBeDefined();
  return { sent: res.json() as MessageDetail, mail: mail!, token: tokenIn(mail!.parsed.text ?? '')! };
}

describe('compose to a vendor contact', () => {
  it('delivers the user an inbox copy and mails the vendor the text, the files by name and a reply link', async () => {
    const vendor = await createVendor(t, { name: 'Zzvm Paper Co', contactEmail: 'Sales@ZzvmPaper.example' });
    const before = await unread(team.manager);
    const res = await send(team.employee, {
      to: [team.manager.email],
      vendorTo: ['sales@zzvmpaper.example'],
      subject: '  Zzvm paper quote  ',
      content: 'Please quote 40 boxes of A4.',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json() as MessageDetail;
    expect(sent).toMatchObject({ type: 'vendor', folder: 'sent', subject: 'Zzvm paper quote' });
    expect(sent.to).toEqual([team.manager.email, 'sales@zzvmpaper.example']);
    expect(await unread(team.manager)).toBe(before + 1);

    await deliverMail();
    const mail = mailTo('sales@zzvmpaper.example', 'Zzvm paper quote')!;
    expect(mail.envelopeTo).toEqual(['sales@zzvmpaper.example']);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Please quote 40 boxes of A4.');
    expect(text).toContain(`${PUBLIC_URL}/vendor-reply?token=`);
    const token = tokenIn(text)!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the hash is kept, tied to the thread, the address and the vendor; it works for 30 days.
    const [row] = await t.database.db
      .select()
      .from(messageVendorRecipients)
      .where(eq(messageVendorRecipients.messageId, sent.id));
    expect(row).toMatchObject({
      tokenHash: hashToken(token),
      threadId: sent.threadId,
      email: 'sales@zzvmpaper.example',
      vendorId: vendor.id,
      senderId: team.employee.id,
    });
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sent.id), eq(auditLog.action, 'message.send')));
    expect(entry!.details).toMatchObject({ vendorTo: ['sales@zzvmpaper.example'] });
  });

  it('names attached files in the mail', async () => {
    const form = multipart(
      { vendorTo: 'files@zzvm.example', subject: 'Zzvm with files', content: 'See the drawing.' },
      [{ field: 'files', name: 'drawing.pdf', content: PDF, type: 'application/pdf' }],
    );
    const res = await t.request({ method: 'POST', url: '/api/messages', as: team.employee, ...form });
    expect(res.statusCode, res.body).toBe(201);
    await deliverMail();
    expect(mailTo('files@zzvm.example', 'Zzvm with files')!.parsed.text).toContain('drawing.pdf');
  });

  it('refuses a bad vendor address and a compose with nobody to send to', async () => {
    const bad = await send(team.employee, { vendorTo: ['not-an-address'], subject: 'Hi', content: 'Hello' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ vendorTo: 'Invalid email' });
    const none = await send(team.employee, { to: [], vendorTo: [], subject: 'Hi', content: 'Hello' });
    expect(none.json().fieldErrors).toEqual({ to: 'Required' });
  });

  it('finds vendor contacts by name or e-mail for the To field', async () => {
    await createVendor(t, { name: 'Zzvm Lookup Ltd', contactEmail: 'hello@zzvmlookup.example' });
    const res = await t.request({
      method: 'GET',
      url: '/api/messages/vendor-contacts?q=zzvmlookup',
      as: team.employee,
    });
    expect(res.json()).toEqual([
      expect.objectContaining({ vendorName: 'Zzvm Lookup Ltd', email: 'hello@zzvmlookup.example' }),
    ]);
  });
});

describe('the reply page /api/vendor-reply', () => {
  it('shows the thread, takes a reply into the sender’s thread and inbox (unread), audited', async () => {
    await createVendor(t, { name: 'Zzvm Chairs Inc', contactEmail: 'bids@zzvmchairs.example' });
    const { sent, token } = await mailVendor(team.employee, ['bids@zzvmchairs.example'], 'Zzvm chairs');
    const view = await page(token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      subject: 'Zzvm chairs',
      vendorEmail: 'bids@zzvmchairs.example',
      vendorName: 'Zzvm Chairs Inc',
      senderName: `${team.employee.firstName} ${team.employee.lastName}`,
      messages: [
        {
          id: sent.id,
          content: 'About Zzvm chairs.',
          fromName: `${team.employee.firstName} ${team.employee.lastName}`,
        },
      ],
    });

    const before = await unread(team.employee);
    const res = await answer(token, '  We can deliver 20 chairs next week.  ');
    expect(res.statusCode).toBe(201);
    const after = res.json() as VendorReplyPage;
    expect(after.messages.map((m) => m.content)).toEqual([
      'About Zzvm chairs.',
      'We can deliver 20 chairs next week.',
    ]);
    expect(await unread(team.employee)).toBe(before + 1);
    const messages = await thread(team.employee, sent.id);
    expect(messages.map((m) => [m.subject, m.fromName, m.from, m.type, m.folder, m.status])).toEqual([
      [
        'Zzvm chairs',
        `${team.employee.firstName} ${team.employee.lastName}`,
        team.employee.email,
        'vendor',
        'sent',
        'sent',
      ],
      ['Re: Zzvm chairs', 'Zzvm Chairs Inc', 'bids@zzvmchairs.example', 'vendor', 'inbox', 'delivered'],
    ]);
    const reply = messages[1]!;
    expect(reply.can.reply).toBe(true);
    const inbox = (
      await t.request({ method: 'GET', url: '/api/messages?folder=inbox', as: team.employee })
    ).json() as MessageView[];
    expect(inbox.some((m) => m.id === reply.id)).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reply.id), eq(auditLog.action, 'message.vendor-reply')));
    expect(entry).toMatchObject({ actorId: null, entityType: 'message' });
  });

  it('answering the vendor’s reply mails it a new link in the same thread', async () => {
    const { sent, token } = await mailVendor(team.procurement, ['again@zzvm.example'], 'Zzvm again');
    await answer(token, 'First answer.');
    const [, reply] = await thread(team.procurement, sent.id);
    const res = await t.request({
      method: 'POST',
      url: `/api/messages/${reply!.id}/reply`,
      as: team.procurement,
      payload: { content: 'Thanks, one more question.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'vendor', to: ['again@zzvm.example'], threadId: sent.threadId });
    await deliverMail();
    const second = tokenIn(mailTo('again@zzvm.example', 'Re: Zzvm again')!.parsed.text ?? '')!;
    expect(second).not.toBe(token);
    expect((await page(second)).json().messages.map((m: { content: string }) => m.content)).toEqual([
      'About Zzvm again.',
      'First answer.',
      'Thanks, one more question.',
    ]);
  });

  it('refuses an empty reply with the field message, and changes nothing', async () => {
    const { sent, token } = await mailVendor(team.employee, ['empty@zzvm.example'], 'Zzvm empty');
    const res = await answer(token, '   \n ');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ content: 'Required' });
    expect(await thread(team.employee, sent.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown token and 410 for an expired one, never a 500', async () => {
    const unknown = await page('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VENDOR_REPLY_MESSAGES.badToken);
    expect((await answer('no-such-token', 'Hello')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/vendor-reply' })).statusCode).toBe(400);

    const { sent, token } = await mailVendor(team.employee, ['late@zzvm.example'], 'Zzvm late');
    await t.database.db
      .update(messageVendorRecipients)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(messageVendorRecipients.messageId, sent.id));
    const expired = await page(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(VENDOR_REPLY_MESSAGES.expired);
    expect((await answer(token, 'Too late')).statusCode).toBe(410);
    expect(await thread(team.employee, sent.id)).toHaveLength(1);
  });

  it('a token opens only its own thread: two senders’ links to one vendor stay apart', async () => {
    const a = await mailVendor(team.employee, ['shared@zzvm.example'], 'Zzvm from A');
    const b = await mailVendor(team.manager, ['shared@zzvm.example'], 'Zzvm from B');
    expect((await page(b.token)).json().messages.map((m: { id: string }) => m.id)).toEqual([b.sent.id]);
    await answer(b.token, 'Answer for B only.');
    expect(await thread(team.employee, a.sent.id)).toHaveLength(1);
    expect((await thread(team.manager, b.sent.id)).map((m) => m.content)).toEqual([
      'About Zzvm from B.',
      'Answer for B only.',
    ]);
    // The other sender holds no copy of B's thread.
    const foreign = await t.request({ method: 'GET', url: `/api/messages/${b.sent.id}`, as: team.employee });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('e-mail copies of notices', () => {
  it('carry the absolute link to the record', async () => {
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: team.finance.id, kind: 'request-decided', channel: 'email' });
    await t.database.db.transaction((tx) =>
      notify(tx, {
        toUserIds: [team.finance.id],
        subject: 'Zzvm REQ-2026-901 approved',
        content: 'Your request REQ-2026-901 was approved.',
        kind: 'request-decided',
        record: { type: 'requisition', id: 'REQ-2026-901' },
      }),
    );
    await deliverMail();
    const mail = mailTo(team.finance.email, 'Zzvm REQ-2026-901 approved')!;
    expect(mail.parsed.text).toContain(`Open it in Procura: ${PUBLIC_URL}/my-requests?id=REQ-2026-901`);
  });
});
