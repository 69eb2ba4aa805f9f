import { and, eq, gte, lte, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import type { Delegator } from '@shared/approvals/delegation';
import { queryRows, type DbOrTx } from '../db/client';
import { delegations } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { qualified } from '../lib/names';

/** Today on the server's calendar: a delegation runs while it is within starts_on..ends_on. */
export const serverToday = (now = new Date()) => isoDate(now);

/**
 * Whether a delegation runs on the day `now` falls on (server calendar, inclusive dates; a placeholder
 * of that ISO date in a prepared statement): the one rule, as a condition (queues, the simulator, the
 * session's delegators) or a selected flag (the profile's `active`).
 */
export const runsOn = (now: Date | Placeholder) => {
  const today = now instanceof Date ? serverToday(now) : now;
  return and(lte(delegations.startsOn, today), gte(delegations.endsOn, today))!;
};

/**
 * The active users who have delegated to `delegateId` (a user's id, or a qualified column of one) and
 * whose delegation runs on the day of `now` (issue 13), ordered by id, as one JSON value ('[]' for none)
 * to read inside a larger statement: the steps that await them also await this user, who acts on their
 * behalf. The session's statement reads it with the user (sessions.ts), so a request needs no statement
 * of its own for it. (`d`: the delegating user, a second `users` beside the statement's own.)
 */
export const delegatorsValue = (delegateId: string | SQLWrapper, now: Date | Placeholder) =>
  sql<Delegator[]>`(select coalesce(json_agg(json_build_object('id', d.id, 'roleId', d.role_id,
      'department', d.department, 'name', d.first_name || ' ' || d.last_name) order by d.id), '[]'::json)
    from ${delegations} inner join ${users} d on d.id = ${qualified(delegations.userId)}
    where ${and(eq(delegations.delegateId, delegateId), runsOn(now))} and d.status = 'Active')`;

/** delegatorsValue of one user, read on its own (a user the request did not sign in: jobs, streams). */
export async function activeDelegators(db: DbOrTx, userId: string, now = new Date()): Promise<Delegator[]> {
  const [row] = await queryRows<{ delegators: Delegator[] }>(
    db,
    sql`select ${delegatorsValue(userId, now)} as delegators`,
  );
  return row?.delegators ?? [];
}
