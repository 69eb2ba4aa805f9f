import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MessageFolder, MessageStatus, MessageType, MessageView } from '@shared/messages/schemas';
import { GLANCE_COUNT_CAP } from '@shared/counts';
import { queryRows, type DbOrTx } from '../db/client';
import { mailboxEntries, messages } from '../db/schema/messages';
import {
  countAtMost,
  likePattern,
  listPage,
  matchingRow,
  type ListResult,
  orderBy,
  type ListQuery,
} from '../http/list';

/**
 * Unread = delivered (not yet read) inbox entries that are not archived: the Messages badge, counted to
 * GLANCE_COUNT_CAP + 1 (a scalar subquery, to read with other figures in one statement).
 */
export const countUnreadQuery = (db: DbOrTx, userId: string): Promise<SQL<number>> =>
  countAtMost(
    db,
    mailboxEntries,
    and(
      eq(mailboxEntries.ownerId, userId),
      eq(mailboxEntries.folder, 'inbox'),
      eq(mailboxEntries.status, 'delivered'),
      eq(mailboxEntries.isArchived, false),
    ),
    GLANCE_COUNT_CAP + 1,
  );

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select ${await countUnreadQuery(db, userId)} as n`);
  return row?.n ?? 0;
}

/** A message as one user's mailbox entry shows it (the list's row; the detail adds its files). */
export const messageViewColumns = {
  id: messages.id,
  entryId: mailboxEntries.id,
  folder: sql<MessageView['folder']>`${mailboxEntries.folder}`,
  from: messages.fromAddress,
  fromName: messages.fromName,
  to: messages.toAddresses,
  subject: messages.subject,
  content: messages.content,
  timestamp: messages.timestamp,
  type: sql<MessageType>`${messages.type}`,
  status: sql<MessageStatus>`${mailboxEntries.status}`,
  attachments: messages.attachmentNames,
  isStarred: mailboxEntries.isStarred,
  isArchived: mailboxEntries.isArchived,
  threadId: messages.threadId,
  record: sql<MessageView['record']>`case when ${messages.recordType} is null then null
    else json_build_object('type', ${messages.recordType}, 'id', ${messages.recordId}) end`,
};

export type MessageListQuery = ListQuery & { folder: MessageFolder };

/** The folder's entries of one user: inbox and sent leave archived copies out; starred and archived cut across both. */
function folderCondition(folder: MessageFolder): SQL {
  switch (folder) {
    case 'inbox':
    case 'sent':
      return and(eq(mailboxEntries.folder, folder), eq(mailboxEntries.isArchived, false))!;
    case 'starred':
      return eq(mailboxEntries.isStarred, true);
    case 'archived':
      return eq(mailboxEntries.isArchived, true);
  }
}

/** A user's mailbox entries joined to their messages, newest first, searchable over subject, sender name and content. */
export async function listMessages(
  db: DbOrTx,
  userId: string,
  q: MessageListQuery,
): Promise<ListResult<MessageView>> {
  const pattern = q.q ? likePattern(q.q) : undefined;
  const where = and(
    eq(mailboxEntries.ownerId, userId),
    folderCondition(q.folder),
    pattern
      ? or(
          ilike(messages.subject, pattern),
          ilike(messages.fromName, pattern),
          ilike(messages.content, pattern),
        )
      : undefined,
  );
  // An entry's message_at is its message's timestamp (kept by a trigger): newest first by index.
  const order = orderBy(
    q.sort,
    { timestamp: mailboxEntries.messageAt, subject: messages.subject, fromName: messages.fromName },
    [desc(mailboxEntries.messageAt)],
    mailboxEntries.id,
  );
  const { rows, ...tally } = await listPage(
    db,
    {
      table: mailboxEntries,
      rows: (total) =>
        db
          .select({ ...messageViewColumns, ...total })
          .from(mailboxEntries)
          .innerJoin(messages, eq(messages.id, mailboxEntries.messageId)),
    },
    // The filter reads messages only for the text search (every entry has its message).
    pattern
      ? db
          .select(matchingRow)
          .from(mailboxEntries)
          .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
      : mailboxEntries,
    where,
    order,
    q,
  );
  return { rows: rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() })), ...tally };
}
