import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { countUnreadQuery } from '../messages/queries';
import { countAwaitingQuery, withDelegators, type Approver } from './queue';

/**
 * The dock's two badges as scalar subqueries, to read with other figures in one statement: the steps
 * awaiting the user (with those of the delegators in `user.delegators`, read when absent) and the
 * user's unread messages, each counted to GLANCE_COUNT_CAP + 1. The live counts and the dashboard
 * summary both read them.
 */
export async function glanceCountQueries(
  db: DbOrTx,
  user: Approver & { id: string },
): Promise<{ pending: SQL<number>; unread: SQL<number> }> {
  const [pending, unread] = await Promise.all([
    countAwaitingQuery(db, await withDelegators(db, user)),
    countUnreadQuery(db, user.id),
  ]);
  return { pending, unread };
}
