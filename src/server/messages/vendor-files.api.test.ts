import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MessageDetail } from '@shared/messages/schemas';
import { VENDOR_REPLY_MESSAGES, type VendorReplyPage } from '@shared/messages/vendor-reply';
import { auditLog } from '../db/schema/admin';
import { messageVendorRecipients } from '../db/schema/messages';
import { createWorld } from '../test/factories/world';
import { multipart, PDF, PNG } from '../test/factories/multipart';
import type { Team } from '../test/factories/users';
import { deliverQueuedMail, mailTo, replyTokenIn, startTestSmtp, type TestSmtp } from '../test/smtp';
import type { Account, TestApp } from '../test/harness';

/**
 * Vendor contacts as real recipients of files (issue 13): the reply link's page lists the files of
 * the messages mailed to the address, each downloadable with the link's token alone; a forward to a
 * vendor address mails it a link whose page offers the forwarded files.
 */
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

type File = { name: string; content: Buffer; type: string };
const pdf = (name: string): File => ({ name, content: PDF, type: 'application/pdf' });

/** Composes with files (multipart) and answers the sender's copy. */
async function compose(as: Account, fields: Record<string, string | string[]>, files: File[]) {
  const form = multipart(
    fields,
    files.map((f) => ({ field: 'files', ...f })),
  );
  const res = await t.request({ method: 'POST', url: '/api/messages', as, ...form });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MessageDetail;
}

/** The mail to the address with the subject (delivered through the SMTP listener), and its link's token. */
async function mailed(address: string, subject: string) {
  await deliverQueuedMail(t.database, smtp, PUBLIC_URL);
  const mail = mailTo(smtp, address, subject);
  expect(mail, `a mail to ${address}`).toBeDefined();
  const text = mail!.parsed.text ?? '';
  return { text, token: replyTokenIn(text)! };
}

const page = (token: string) =>
  t.request({ method: 'GET', url: `/api/vendor-reply?token=${encodeURIComponent(token)}` });
const download = (token: string, fileId: string) =>
  t.request({
    method: 'GET',
    url: `/api/vendor-reply/attachments/${encodeURIComponent(fileId)}?token=${encodeURIComponent(token)}`,
  });

describe('GET /api/vendor-reply/attachments/{id}', () => {
  it('lists the thread’s files on the page and serves each with the token alone (bytes equal)', async () => {
    const sent = await compose(
      team.employee,
      { vendorTo: 'files@zzvf.example', subject: 'Zzvf drawings', content: 'See the drawings.' },
      [pdf('drawing.pdf'), { name: 'photo.png', content: PNG, type: 'image/png' }],
    );
    const { text, token } = await mailed('files@zzvf.example', 'Zzvf drawings');
    expect(text).toContain('Attachments (download them from the reply link below): drawing.pdf, photo.png');
    expect(text).not.toContain('for a copy');

    const view = (await page(token)).json() as VendorReplyPage;
    const files = view.messages.find((m) => m.id === sent.id)!.files;
    expect(files.map((f) => [f.fileName, f.mimeType, f.size])).toEqual([
      ['drawing.pdf', 'application/pdf', PDF.length],
      ['photo.png', 'image/png', PNG.length],
    ]);
    expect(files.map((f) => f.id).sort()).toEqual(sent.files.map((f) => f.id).sort());

    const res = await download(token, files[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="drawing.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const png = await download(token, files[1]!.id);
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for a file of another thread or of a message not mailed to the address', async () => {
    const mine = await compose(
      team.manager,
      { vendorTo: 'own@zzvf.example', subject: 'Zzvf own', content: 'Mine.' },
      [pdf('mine.pdf')],
    );
    const { token } = await mailed('own@zzvf.example', 'Zzvf own');
    // Another thread mailed to the same address, and a message between users only.
    const other = await compose(
      team.manager,
      { vendorTo: 'own@zzvf.example', subject: 'Zzvf other', content: 'Other.' },
      [pdf('other.pdf')],
    );
    const internal = await compose(
      team.manager,
      { to: team.employee.email, subject: 'Zzvf internal', content: 'Internal.' },
      [pdf('internal.pdf')],
    );
    expect((await download(token, mine.files[0]!.id)).statusCode).toBe(200);
    for (const file of [other.files[0]!, internal.files[0]!]) {
      const res = await download(token, file.id);
      expect(res.statusCode, file.fileName).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await download(token, 'att-nothing')).statusCode).toBe(404);
    // The page shows only its own thread's file.
    const view = (await page(token)).json() as VendorReplyPage;
    expect(view.messages.flatMap((m) => m.files.map((f) => f.fileName))).toEqual(['mine.pdf']);
  });

  it('refuses a bad token (404) and an expired one (410) as the page does', async () => {
    const sent = await compose(
      team.employee,
      { vendorTo: 'late@zzvf.example', subject: 'Zzvf late', content: 'Late.' },
      [pdf('late.pdf')],
    );
    const { token } = await mailed('late@zzvf.example', 'Zzvf late');
    const fileId = sent.files[0]!.id;
    const bad = await download('no-such-token', fileId);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(VENDOR_REPLY_MESSAGES.badToken);
    expect(
      (await t.request({ method: 'GET', url: `/api/vendor-reply/attachments/${fileId}` })).statusCode,
    ).toBe(400);

    await t.database.db
      .update(messageVendorRecipients)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(messageVendorRecipients.messageId, sent.id));
    const expired = await download(token, fileId);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'expired', message: VENDOR_REPLY_MESSAGES.expired });
  });
});

describe('forward to a vendor contact', () => {
  it('mails the vendor a reply link whose page lets it download the forwarded file', async () => {
    const original = await compose(
      team.manager,
      { to: team.procurement.email, subject: 'Zzvf specs', content: 'The specs for the quote.' },
      [pdf('specs.pdf')],
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/messages/${original.id}/forward`,
      as: team.procurement,
      payload: { vendorTo: ['Quotes@ZZVF.example'], content: 'Please quote against these specs.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const forwarded = res.json() as MessageDetail;
    expect(forwarded).toMatchObject({
      type: 'vendor',
      to: ['quotes@zzvf.example'],
      subject: 'Fwd: Zzvf specs',
    });
    expect(forwarded.files.map((f) => f.fileName)).toEqual(['specs.pdf']);

    const { text, token } = await mailed('quotes@zzvf.example', 'Fwd: Zzvf specs');
    expect(text).toContain('Please quote against these specs.');
    expect(text).toContain('specs.pdf');
    const view = (await page(token)).json() as VendorReplyPage;
    expect(view.messages.map((m) => m.id)).toEqual([forwarded.id]);
    const [file] = view.messages[0]!.files;
    expect(file!.id).toBe(forwarded.files[0]!.id);
    const got = await download(token, file!.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // The original's own file is not the vendor's to download.
    expect((await download(token, original.files[0]!.id)).statusCode).toBe(404);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, forwarded.id), eq(auditLog.action, 'message.forward')));
    expect(entry!.details).toMatchObject({ vendorTo: ['quotes@zzvf.example'], forwarded: original.id });
  });

  it('takes users and vendor contacts as compose does, with the same refusals', async () => {
    const original = await compose(
      team.manager,
      { to: team.procurement.email, subject: 'Zzvf mixed', content: 'Mixed.' },
      [],
    );
    const forward = (payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/messages/${original.id}/forward`,
        as: team.procurement,
        payload,
      });
    const bad = await forward({ vendorTo: ['not-an-address'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ vendorTo: 'Invalid email' });
    expect((await forward({ to: [], vendorTo: [] })).json().fieldErrors).toEqual({ to: 'Required' });
    const both = await forward({ to: [team.director.email], vendorTo: ['mixed@zzvf.example'] });
    expect(both.statusCode).toBe(201);
    expect((both.json() as MessageDetail).to).toEqual([team.director.email, 'mixed@zzvf.example']);
    await mailed('mixed@zzvf.example', 'Fwd: Zzvf mixed');
  });
});
