import { sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { LiveCounts } from '@shared/events/schemas';
import { queryRows, type DbOrTx } from '../db/client';
import { glanceCountQueries } from '../approval-chains/glance-counts';

/**
 * The dock's two badges for one user, in one statement (the same counts as the dashboard summary); the
 * steps awaiting the user's active delegators count too, read afresh (a stream keeps its user between
 * session checks, and a delegation may start meanwhile).
 */
export async function liveCounts(db: DbOrTx, user: SessionUser): Promise<LiveCounts> {
  const { pending, unread } = await glanceCountQueries(db, { ...user, delegators: undefined });
  const [row] = await queryRows<{ pending: number; unread: number }>(
    db,
    sql`select ${pending} as pending, ${unread} as unread`,
  );
  return { pendingApprovals: Number(row?.pending ?? 0), unreadMessages: Number(row?.unread ?? 0) };
}
