import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import type { Delegator } from '@shared/approvals/delegation';
import type { DbOrTx } from '../db/client';
import { delegations } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { fullName } from '../lib/names';

/** Today on the server's calendar: a delegation runs while it is within starts_on..ends_on. */
export const serverToday = (now = new Date()) => isoDate(now);

/**
 * The active users who have delegated to this user and whose delegation runs today (issue 13): the
 * steps that await them also await this user, who acts on their behalf.
 */
export async function activeDelegators(db: DbOrTx, userId: string, now = new Date()): Promise<Delegator[]> {
  const today = serverToday(now);
  return db
    .select({ id: users.id, roleId: users.roleId, department: users.department, name: fullName(users) })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.userId))
    .where(
      and(
        eq(delegations.delegateId, userId),
        lte(delegations.startsOn, today),
        gte(delegations.endsOn, today),
        eq(users.status, 'Active'),
      ),
    )
    .orderBy(users.id);
}

/** The active delegates standing in today for each of these users (notices of a step that awaits them). */
export async function activeDelegatesOf(
  db: DbOrTx,
  userIds: readonly string[],
  now = new Date(),
): Promise<{ userId: string; delegateId: string }[]> {
  if (!userIds.length) return [];
  const today = serverToday(now);
  return db
    .select({ userId: delegations.userId, delegateId: delegations.delegateId })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(
      and(
        inArray(delegations.userId, [...userIds]),
        lte(delegations.startsOn, today),
        gte(delegations.endsOn, today),
        eq(users.status, 'Active'),
      ),
    );
}
