import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Delegator } from '@shared/approvals/delegation';
import { runsOn } from '../auth/delegators';
import type { DbOrTx } from '../db/client';
import { delegations } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { fullName } from '../lib/names';

export { activeDelegators, runsOn, serverToday } from '../auth/delegators';

/** A delegation runs today and its delegate is active: the rule for who is told and who may act. */
const delegateActive = (now: Date) => and(runsOn(now), eq(users.status, 'Active'));

/** Who stands in today for `userId` (an active delegate), with the address notices go to. */
export type DelegateAddress = { userId: string; delegateId: string; email: string };

/**
 * The delegations running today whose delegate is active (activeDelegatesOf's rule) of the users
 * `delegator` admits (a condition on delegations.user_id), as one JSON value to read inside a larger
 * statement: the routing facts of a new chain.
 */
export const activeDelegationsValue = (now: Date, delegator: SQL) =>
  sql<DelegateAddress[] | null>`(select json_agg(json_build_object('userId', ${delegations.userId},
    'delegateId', ${delegations.delegateId}, 'email', ${users.email}))
    from ${delegations} inner join ${users} on ${eq(users.id, delegations.delegateId)}
    where ${and(delegateActive(now), delegator)})`;

/** An active delegate standing in today for `userId`: who they are, and until when (inclusive). */
export type ActiveDelegate = {
  userId: string;
  delegateId: string;
  delegate: Delegator;
  endsOn: string;
};

/**
 * The active delegates standing in today for each of these users, in one query (notices of a step
 * that awaits them; the policy simulator's delegates of each step's approvers).
 */
export async function activeDelegatesOf(
  db: DbOrTx,
  userIds: readonly string[],
  now = new Date(),
): Promise<ActiveDelegate[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({
      userId: delegations.userId,
      delegateId: delegations.delegateId,
      endsOn: delegations.endsOn,
      roleId: users.roleId,
      department: users.department,
      name: fullName(users),
    })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(and(inArray(delegations.userId, [...userIds]), delegateActive(now)))
    .orderBy(delegations.userId);
  return rows.map(({ userId, delegateId, endsOn, roleId, department, name }) => ({
    userId,
    delegateId,
    endsOn,
    delegate: { id: delegateId, roleId, department, name },
  }));
}
