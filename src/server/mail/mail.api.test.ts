import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OUTBOX_STATUS_LABELS } from '@shared/mail/schemas';
import { createTestApp, type TestApp } from '../test/harness';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createTeam, type Team } from '../test/factories/users';
import { auditLog } from '../db/schema/admin';
import { jobs, outbox } from '../db/schema/jobs';
import { DEFAULT_SMTP_FROM } from '../config/background';
import { createJobRunner } from '../jobs/runner';
import { mailDeliveryJob } from './deliver';
import { MAIL_DELIVERY_JOB, MAIL_MAX_ATTEMPTS, queueMail, requeueUnsentMail, type NewMail } from './queue';

let t: TestApp;
let team: Team;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const runnerFor = (smtpUrl: string | undefined, backoffBaseMs = 5) =>
  createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 2, backoffBaseMs }).register(
    mailDeliveryJob({ smtpUrl, from: DEFAULT_SMTP_FROM }),
  );
const queue = (mail: Partial<NewMail> & { subject: string }) =>
  t.database.db.transaction((tx) =>
    queueMail(tx, { to: 'vendor@example.com', text: 'Hello.', kind: 'test.mail', ...mail }),
  );
const row = async (id: number) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const deliveryJob = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_DELIVERY_JOB), eq(jobs.dedupeKey, `mail:${id}`)))
  )[0]!;
const audits = async (id: number) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'mail'), eq(auditLog.entityId, String(id))))
  ).map((a) => a.action);

describe('queueMail', () => {
  it('writes nothing when the caller’s transaction rolls back', async () => {
    const subject = 'Zzmail rolled back';
    await t.database.db
      .transaction(async (tx) => {
        await queueMail(tx, { to: 'a@example.com', subject, text: 'x', kind: 'test.mail' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await t.database.db.select().from(outbox).where(eq(outbox.subject, subject))).toEqual([]);
  });
});

describe('delivery through an SMTP server', () => {
  it('sends the mail with nodemailer and marks it sent; the listener gets recipient, subject, text and attachment', async () => {
    const id = await queue({
      to: ['buyer@example.com', 'second@example.com'],
      subject: 'Zzmail RFP invitation',
      text: 'Respond at https://procura.example/rfp-response?token=abc123 by 2030-01-31.',
      html: '<p>Respond <a href="https://procura.example/rfp-response?token=abc123">here</a>.</p>',
      attachments: [
        { filename: 'po.txt', contentType: 'text/plain', content: Buffer.from('PO-10001 total 1,250.00') },
      ],
      recordType: 'rfp',
      recordId: 'RFP-1',
    });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 });
    await runnerFor(smtp.url).drain();

    const mail = smtp.received.find((m) => m.parsed.subject === 'Zzmail RFP invitation')!;
    expect(mail.envelopeTo).toEqual(['buyer@example.com', 'second@example.com']);
    expect(mail.parsed.text).toContain('https://procura.example/rfp-response?token=abc123');
    expect(mail.parsed.html).toContain('<a href="https://procura.example/rfp-response?token=abc123">');
    expect(mail.parsed.from?.text).toContain('no-reply@procura.localhost');
    expect(mail.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['po.txt', 'PO-10001 total 1,250.00'],
    ]);
    const sent = await row(id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      messageId: mail.parsed.messageId,
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(await deliveryJob(id)).toMatchObject({ status: 'done' });
    expect(await audits(id)).toEqual(['mail.sent']);
  });

  it('retries a mail the server refuses with backoff, then marks it failed with the server’s answer', async () => {
    const refusing = await startTestSmtp({ reject: 'Mailbox unavailable' });
    try {
      const id = await queue({ subject: 'Zzmail refused' });
      await runnerFor(refusing.url, 5).drain();
      expect(refusing.attempts).toHaveLength(MAIL_MAX_ATTEMPTS);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
      expect(failed.lastError).toContain('Mailbox unavailable');
      const job = await deliveryJob(id);
      expect(job).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      expect(job.lastError).toContain('Mailbox unavailable');
      expect(await audits(id)).toEqual(['mail.failed']);
    } finally {
      await refusing.close();
    }
  });

  it('counts an unreachable server as a failed attempt and tries again later', async () => {
    const down = await startTestSmtp();
    await down.close();
    const id = await queue({ subject: 'Zzmail server down' });
    await runnerFor(down.url, 60_000).runOnce();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
    const job = await deliveryJob(id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Delivered once a server answers (the retry brought forward instead of waiting a minute).
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.id, job.id));
    await runnerFor(smtp.url).drain();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((m) => m.parsed.subject === 'Zzmail server down')).toHaveLength(1);
  });
});

describe('a delivery whose runner died during the last attempt', () => {
  it('is failed for good, and so is its mail, without sending', async () => {
    const id = await queue({ subject: 'Zzmail runner died' });
    const job = await deliveryJob(id);
    await t.database.db
      .update(jobs)
      .set({ attempts: MAIL_MAX_ATTEMPTS, lockedBy: 'dead-runner', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    await runnerFor(smtp.url).drain();
    expect(await deliveryJob(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS + 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', sentAt: null });
    expect(smtp.received.filter((m) => m.parsed.subject === 'Zzmail runner died')).toEqual([]);
    expect(await audits(id)).toEqual(['mail.failed']);
  });
});

describe('without an SMTP server', () => {
  it('keeps the mail as "not sent — no SMTP server configured" without retrying, and sends it once SMTP_URL is set', async () => {
    const id = await queue({ subject: 'Zzmail no server' });
    await runnerFor(undefined).drain();
    expect(await row(id)).toMatchObject({ status: 'unsent', attempts: 1, sentAt: null });
    expect(await deliveryJob(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(OUTBOX_STATUS_LABELS.unsent).toBe('not sent — no SMTP server configured');

    const res = await t.request({
      method: 'GET',
      url: '/api/admin/outbox?status=unsent&q=zzmail no',
      as: team.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      expect.objectContaining({
        id,
        to: ['vendor@example.com'],
        subject: 'Zzmail no server',
        status: 'unsent',
        statusLabel: 'not sent — no SMTP server configured',
      }),
    ]);

    // An instance started with SMTP_URL queues it again.
    expect(await requeueUnsentMail(t.database.db)).toBeGreaterThanOrEqual(1);
    await runnerFor(smtp.url).drain();
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(await audits(id)).toEqual(['mail.unsent', 'mail.requeued', 'mail.sent']);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists newest first with X-Total-Count and the status filter, attachments by name and size only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/outbox?q=zzmail&limit=2', as: team.admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; attachments: unknown[] }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    const sent = await t.request({
      method: 'GET',
      url: '/api/admin/outbox?status=sent&q=invitation',
      as: team.admin,
    });
    expect(sent.json()).toEqual([
      expect.objectContaining({
        statusLabel: 'Sent',
        attachments: [{ filename: 'po.txt', contentType: 'text/plain', size: 23 }],
      }),
    ]);
    const failed = await t.request({ method: 'GET', url: '/api/admin/outbox?status=failed', as: team.admin });
    expect((failed.json() as { subject: string }[]).map((m) => m.subject)).toContain('Zzmail refused');
    const bad = await t.request({ method: 'GET', url: '/api/admin/outbox?status=lost', as: team.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    for (const who of [team.procurement, team.finance, team.employee]) {
      const res = await t.request({ method: 'GET', url: '/api/admin/outbox', as: who });
      expect(res.statusCode).toBe(403);
    }
  });
});
