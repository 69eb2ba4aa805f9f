import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { MessageDetail, MessageFlags, Recipient } from '@shared/messages/schemas';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { mailboxEntries, messages } from '../db/schema/messages';
import { notFound } from '../http/errors';
import { likePattern } from '../http/list';
import { attachmentInfoColumns } from '../lib/attachments';
import { attachments } from '../db/schema/attachments';
import { audit } from '../lib/audit';
import { fullName } from '../lib/names';
import { messageViewColumns } from './queries';

/** The message when the user holds a copy of it (sender or recipient); 404 otherwise. */
export async function findOwnMessage(db: DbOrTx, user: SessionUser, id: string) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(mailboxEntries, eq(mailboxEntries.messageId, messages.id))
    .where(and(eq(messages.id, id), eq(mailboxEntries.ownerId, user.id)))
    .limit(1);
  if (!row) throw notFound('Message');
  return row.message;
}

const viewColumns = { ...messageViewColumns, fromUserId: messages.fromUserId };

/** The user's copies of messages (the inbox copy first when they hold both), oldest first. */
async function ownCopies(db: DbOrTx, user: SessionUser, where: ReturnType<typeof and>) {
  const rows = await db
    .select(viewColumns)
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(and(eq(mailboxEntries.ownerId, user.id), where))
    .orderBy(asc(messages.timestamp), asc(messages.id), asc(mailboxEntries.folder))
    .limit(200);
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

async function detailOf(
  db: DbOrTx,
  user: SessionUser,
  row: Awaited<ReturnType<typeof ownCopies>>[number],
): Promise<MessageDetail> {
  const files = await db
    .select(attachmentInfoColumns)
    .from(attachments)
    .where(and(eq(attachments.ownerType, 'message'), eq(attachments.ownerId, row.id)))
    .orderBy(asc(attachments.fileName));
  const { fromUserId, ...view } = row;
  return {
    ...view,
    timestamp: row.timestamp.toISOString(),
    files: files.map((f) => ({ id: f.id, fileName: f.fileName, size: f.size, mimeType: f.mimeType })),
    // A notice has nobody to answer; a vendor contact's reply is answered by mail.
    can: { reply: fromUserId !== null || row.type === 'vendor' },
  };
}

/** One message as the user holds it, with its files. */
export async function getMessageDetail(db: DbOrTx, user: SessionUser, id: string): Promise<MessageDetail> {
  const [row] = await ownCopies(db, user, eq(messages.id, id));
  if (!row) throw notFound('Message');
  return detailOf(db, user, row);
}

/** The thread of a message: every message of it the user holds a copy of, oldest first (at most 200). */
export async function getThread(db: DbOrTx, user: SessionUser, id: string): Promise<MessageDetail[]> {
  const message = await findOwnMessage(db, user, id);
  const rows = await ownCopies(db, user, eq(messages.threadId, message.threadId));
  return Promise.all(rows.map((r) => detailOf(db, user, r)));
}

/**
 * Read, starred, archived — on the user's own copies of the message only (inbox and, writing to
 * oneself, sent). Read applies to inbox copies: delivered → read (with the time), or back.
 */
export async function setMessageFlags(db: Db, user: SessionUser, id: string, flags: MessageFlags) {
  await db.transaction(async (tx) => {
    await findOwnMessage(tx, user, id);
    const own = and(eq(mailboxEntries.messageId, id), eq(mailboxEntries.ownerId, user.id));
    const set: Partial<typeof mailboxEntries.$inferInsert> = {};
    if (flags.isStarred !== undefined) set.isStarred = flags.isStarred;
    if (flags.isArchived !== undefined) set.isArchived = flags.isArchived;
    if (Object.keys(set).length) await tx.update(mailboxEntries).set(set).where(own);
    if (flags.isRead !== undefined)
      await tx
        .update(mailboxEntries)
        .set(flags.isRead ? { status: 'read', readAt: new Date() } : { status: 'delivered', readAt: null })
        .where(
          and(own, eq(mailboxEntries.folder, 'inbox'), inArray(mailboxEntries.status, ['delivered', 'read'])),
        );
    await audit(tx, {
      actorId: user.id,
      action: 'message.flags',
      entityType: 'message',
      entityId: id,
      details: flags,
    });
  });
  return getMessageDetail(db, user, id);
}

/** Active users to write to whose name or e-mail contains the text (at most `limit`, by name). */
export async function searchRecipients(db: DbOrTx, q: string, limit: number): Promise<Recipient[]> {
  const pattern = likePattern(q);
  const name = fullName(users);
  return db
    .select({ id: users.id, name, email: users.email })
    .from(users)
    .where(and(eq(users.status, 'Active'), or(ilike(users.email, pattern), ilike(name, pattern))))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}
