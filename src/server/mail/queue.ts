import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { outbox } from '../db/schema/jobs';
import { audit } from '../lib/audit';
import { enqueue } from '../jobs/queue';

/** The job kind that delivers one outbox mail (payload `{ outboxId }`). */
export const MAIL_DELIVERY_JOB = 'mail.deliver';
/** Attempts to deliver a mail: with the default backoff the last is about an hour after the first. */
export const MAIL_MAX_ATTEMPTS = 8;

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type NewMail = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What the mail is, e.g. `rfp.invitation`, `po.issued`. */
  kind: string;
  /** The record it is about, if any. */
  recordType?: string;
  recordId?: string;
};

/**
 * Writes a mail to the outbox in the caller's transaction and enqueues its delivery there too: the
 * mail exists, and is delivered, exactly when the change that caused it commits. Returns its id.
 */
export async function queueMail(tx: DbOrTx, mail: NewMail): Promise<number> {
  const to = [mail.to].flat().map((a) => a.trim());
  if (!to.length || to.some((a) => !a)) throw new Error('A mail needs at least one recipient.');
  const [row] = await tx
    .insert(outbox)
    .values({
      toAddresses: to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content.toString('base64'),
      })),
      kind: mail.kind,
      recordType: mail.recordType ?? null,
      recordId: mail.recordId ?? null,
    })
    .returning({ id: outbox.id });
  await enqueue(tx, {
    kind: MAIL_DELIVERY_JOB,
    payload: { outboxId: row!.id },
    maxAttempts: MAIL_MAX_ATTEMPTS,
    dedupeKey: `mail:${row!.id}`,
  });
  return row!.id;
}

/**
 * Mail kept as unsent (no SMTP server was configured) goes back to the queue with a delivery job
 * each: an instance started with SMTP_URL calls it, so nothing written before is lost. Returns how many.
 */
export async function requeueUnsentMail(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ status: 'queued' })
      .where(eq(outbox.status, 'unsent'))
      .returning({ id: outbox.id });
    for (const { id } of rows) {
      await enqueue(tx, {
        kind: MAIL_DELIVERY_JOB,
        payload: { outboxId: id },
        maxAttempts: MAIL_MAX_ATTEMPTS,
        dedupeKey: `mail:${id}`,
      });
      await audit(tx, { actorId: null, action: 'mail.requeued', entityType: 'mail', entityId: String(id) });
    }
    return rows.length;
  });
}
