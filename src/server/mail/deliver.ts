import { and, eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { recordHref } from '@shared/records';
import type { MailSettings } from '../config/background';
import { outbox, type OutboxRow } from '../db/schema/jobs';
import { audit } from '../lib/audit';
import type { JobDefinition } from '../jobs/runner';
import { MAIL_DELIVERY_JOB } from './queue';

/** How long one SMTP step may take before the attempt counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 30_000;

export type MailSender = (mail: OutboxRow) => Promise<{ messageId: string }>;

/** Sends through SMTP_URL with nodemailer: one transporter, reused. */
export function smtpSender(settings: MailSettings & { smtpUrl: string }): MailSender {
  const transporter: Transporter = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof createTransport>[0]);
  return async (mail) => {
    const info = await transporter.sendMail({
      from: settings.from,
      to: mail.toAddresses,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      })),
    });
    return { messageId: String(info.messageId ?? '') };
  };
}

/** The kinds of the e-mail copies of notices (`messages/notify.ts`: `notice.<kind>`). */
export const NOTICE_MAIL_PREFIX = 'notice.';

/**
 * The mail as it is sent: an e-mail copy of a notice about a record ends with the absolute link to the
 * record's screen (PUBLIC_URL + recordHref), so it can be opened from any mail program; the rest as queued.
 */
export function withRecordLink(mail: OutboxRow, publicUrl: string | undefined): OutboxRow {
  if (!publicUrl || !mail.kind.startsWith(NOTICE_MAIL_PREFIX) || !mail.recordType || !mail.recordId)
    return mail;
  const href = recordHref(mail.recordType, mail.recordId);
  if (!href) return mail;
  return { ...mail, text: `${mail.text}\n\nOpen it in Procura: ${publicUrl}${href}` };
}

const text = (err: unknown) =>
  ((err instanceof Error ? err.message : String(err)) || 'failed').slice(0, 2000);

/**
 * The `mail.deliver` job: sends one queued outbox mail and marks it sent (sent_at, message id); a
 * failed attempt records its error and throws, so the runner retries it with backoff, and after the
 * last attempt the mail is failed. Without an SMTP server the mail is marked unsent ("not sent — no
 * SMTP server configured") and not retried; an instance started with SMTP_URL sends those again
 * (`requeueUnsentMail`). A mail no longer queued (already sent) is left alone. A notice's copy gets its
 * record's absolute link (`withRecordLink`).
 */
export function mailDeliveryJob(
  settings: MailSettings & { /** The absolute base of record links (PUBLIC_URL). */ publicUrl?: string },
  send?: MailSender,
): JobDefinition {
  const sender =
    send ?? (settings.smtpUrl ? smtpSender({ ...settings, smtpUrl: settings.smtpUrl }) : undefined);
  return {
    kind: MAIL_DELIVERY_JOB,
    onGiveUp: async (payload, { db, error }) => {
      const id = Number(payload.outboxId);
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(outbox)
          .set({ status: 'failed', lastError: error })
          .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')))
          .returning({ kind: outbox.kind });
        if (changed)
          await audit(tx, {
            actorId: null,
            action: 'mail.failed',
            entityType: 'mail',
            entityId: String(id),
            details: { kind: changed.kind, error },
          });
      });
    },
    handler: async (payload, { db, attempt, final }) => {
      const id = Number(payload.outboxId);
      const [mail] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
      if (!mail) return;
      const settle = (
        set: Partial<typeof outbox.$inferInsert>,
        action: string,
        details: Record<string, unknown>,
      ) =>
        db.transaction(async (tx) => {
          const [changed] = await tx
            .update(outbox)
            .set({ attempts: attempt, ...set })
            .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')))
            .returning({ id: outbox.id });
          if (changed && action)
            await audit(tx, { actorId: null, action, entityType: 'mail', entityId: String(id), details });
        });
      if (!sender) {
        await settle({ status: 'unsent', lastError: null }, 'mail.unsent', { kind: mail.kind });
        return;
      }
      let messageId: string;
      try {
        ({ messageId } = await sender(withRecordLink(mail, settings.publicUrl)));
      } catch (err) {
        const error = text(err);
        await settle({ status: final ? 'failed' : 'queued', lastError: error }, final ? 'mail.failed' : '', {
          kind: mail.kind,
          attempts: attempt,
          error,
        });
        throw err;
      }
      await settle({ status: 'sent', sentAt: new Date(), messageId, lastError: null }, 'mail.sent', {
        kind: mail.kind,
        to: mail.toAddresses,
        messageId,
      });
    },
  };
}
