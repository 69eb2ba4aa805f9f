import { inArray } from 'drizzle-orm';
import type { RecordType } from '@shared/records';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { mailboxEntries, messages } from '../db/schema/messages';
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
  type?: 'system';
  /** Notices about one record share a thread (e.g. `thread-REQ-2026-017`); a new thread otherwise. */
  threadId?: string;
  /** The record the notice is about: the message links to its screen (recordHref). */
  record?: { type: RecordType | (string & {}); id: string };
};

/** Inserts a message as msg-NNN from the message sequence (skipping any id already taken); its id. */
export async function insertMessage(tx: DbOrTx, values: Omit<typeof messages.$inferInsert, 'id'>) {
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
 * Sends a system message inside the caller's transaction: one `messages` row from Procura and one
 * delivered inbox entry per (distinct, existing) recipient. Returns the message id, or null when
 * there is nobody to tell.
 */
export async function notify(tx: DbOrTx, notice: Notice): Promise<string | null> {
  const recipients = notice.recipients
    ? [...new Map(notice.recipients.map((r) => [r.id, r])).values()]
    : await lookUp(tx, notice.toUserIds);
  if (!recipients.length) return null;
  const now = new Date();
  const id = await insertMessage(tx, {
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
    timestamp: now,
  });
  await tx.insert(mailboxEntries).values(
    recipients.map((r) => ({
      id: newId('mbx'),
      messageId: id,
      ownerId: r.id,
      folder: 'inbox',
      status: 'delivered',
      createdAt: now,
    })),
  );
  return id;
}
