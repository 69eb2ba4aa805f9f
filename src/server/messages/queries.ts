import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailboxEntries } from '../db/schema/messages';

/** Unread = delivered (not yet read) inbox entries that are not archived. The Messages badge. */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailboxEntries)
    .where(
      and(
        eq(mailboxEntries.ownerId, userId),
        eq(mailboxEntries.folder, 'inbox'),
        eq(mailboxEntries.status, 'delivered'),
        eq(mailboxEntries.isArchived, false),
      ),
    );
  return row?.n ?? 0;
}
