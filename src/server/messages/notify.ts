import { inArray } from 'drizzle-orm';
import { DEFAULT_CHANNEL, sendsEmail, type NotificationKind } from '@shared/profile/notifications';
import type { RecordType } from '@shared/records';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { messages } from '../db/schema/messages';
import { insertNotice, type MessageValues } from './notice-insert';
import { NOTICE_MAIL_PREFIX } from '../mail/deliver';
import { queueMail } from '../mail/queue';
import { SEQUENCES, insertWithNextId, newId } from '../lib/ids';

export const SYSTEM_ADDRESS = 'system@procura.test';
export const SYSTEM_NAME = 'Procura';

/** A user to tell, with the address the message is sent to. */
export type Recipient = { id: string; email: string };

export type Notice = (
  | { toUserIds: string[]; recipients?: undefined }
  /** The recipients with their addresses when the caller has read them already (no lookup). */
  | { recipients: Recipient[]; toUserIds?: undefined }
) & {
  subject: string;
  content: string;
  /** system (default), or rfp for RFP-related notices (spec section 4). */
  type?: 'system' | 'rfp';
  /** Notices about one record share a thread (e.g. `thread-REQ-2026-017`); a new thread otherwise. */
  threadId?: string;
  /**
   * The kind of notice: each recipient's notification preference for it decides whether it lands in
   * the Messaging Center, goes by e-mail (the outbox), or both. Without a kind: in-app only.
   */
  kind?: NotificationKind;
  /** The record the notice is about: the message links to its screen (recordHref). */
  record?: { type: RecordType | (string & {}); id: string };
};

/** Inserts a message as msg-NNN from the message sequence (skipping any id already taken); its id. */
export async function insertMessage(tx: DbOrTx, values: MessageValues): Promise<string> {
  const { id } = await insertWithNextId(SEQUENCES.message, 'msg-', 3, (nextId) =>
    tx
      .insert(messages)
      .values({ ...values, id: nextId })
      .onConflictDoNothing({ target: messages.id })
      .returning({ id: messages.id }),
  );
  return id;
}

async function lookUp(tx: DbOrTx, toUserIds: string[]): Promise<Recipient[]> {
  const ids = [...new Set(toUserIds)];
  if (!ids.length) return [];
  return tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
}

/**
 * Sends a system message inside the caller's transaction: one `messages` row from Procura, one
 * delivered inbox entry per (distinct, existing) recipient whose notification preference for its kind
 * shows in the app, and an e-mail in the outbox for each whose preference sends e-mail. Returns the message id, or null when
 * there is nobody to tell.
 */
export async function notify(tx: DbOrTx, notice: Notice): Promise<string | null> {
  const recipients = notice.recipients
    ? [...new Map(notice.recipients.map((r) => [r.id, r])).values()]
    : await lookUp(tx, notice.toUserIds);
  if (!recipients.length) return null;
  // The message, the chosen channels and the inbox entries: one statement.
  const { id, chosen } = await insertNotice(
    tx,
    {
      fromUserId: null,
      fromAddress: SYSTEM_ADDRESS,
      fromName: SYSTEM_NAME,
      toAddresses: recipients.map((r) => r.email),
      subject: notice.subject,
      content: notice.content,
      type: notice.type ?? 'system',
      threadId: notice.threadId ?? newId('thread'),
      recordType: notice.record?.type ?? null,
      recordId: notice.record?.id ?? null,
      timestamp: new Date(),
    },
    recipients.map((r) => r.id),
    notice.kind,
  );
  const channels = new Map((chosen ?? []).map((c) => [c.userId, c.channel]));
  const channel = (r: Recipient) => channels.get(r.id) ?? DEFAULT_CHANNEL;
  for (const r of recipients.filter((r) => sendsEmail(channel(r))))
    await queueMail(tx, {
      to: r.email,
      subject: notice.subject,
      text: `${notice.content}\n\nThis notice is also in your Procura Messaging Center. You receive it by e-mail because of your notification preferences (User Profile).`,
      kind: `${NOTICE_MAIL_PREFIX}${notice.kind}`,
      recordType: notice.record?.type,
      recordId: notice.record?.id,
    });
  return id;
}
