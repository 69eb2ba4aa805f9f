import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { Delegator } from '@shared/approvals/delegation';
import { GLANCE_COUNT_CAP } from '@shared/counts';
import { queryRows, type DbOrTx } from '../db/client';
import { countAtMost } from '../http/list';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { activeDelegators } from './delegations';

/**
 * Who is asking: role and department, and (for a real user) the id, so their own requests are left out;
 * `delegators`: the users whose out-of-office delegation to this user runs today (activeDelegators).
 */
export type Approver = Pick<SessionUser, 'role' | 'department'> & { id?: string; delegators?: Delegator[] };

/** The approver with their active delegators read (once per request; none for an anonymous approver). */
export async function withDelegators<T extends Approver>(
  db: DbOrTx,
  user: T,
): Promise<T & { delegators: Delegator[] }> {
  if (user.delegators) return { ...user, delegators: user.delegators };
  return { ...user, delegators: user.id === undefined ? [] : await activeDelegators(db, user.id) };
}

/** Not a step of a chain the user requested, submitted or edited. */
const notConflicted = (userId: string) =>
  sql`not exists (select 1 from ${approvalRequests} own_request
    where own_request.id = ${approvalSteps.approvalRequestId}
      and (own_request.requestor_id = ${userId} or ${userId} = any(own_request.excluded_approver_ids)))`;

/**
 * The approval steps awaiting a user: pending steps assigned to the user's role, either for any
 * department (approverDepartment null) or for the user's own department — never steps of a chain the
 * user requested, submitted or edited (conflictedUsers in routing.ts), nor a step for another named user.
 * With delegators: also the steps awaiting them (by the same rule), still never the user's own.
 */
export function awaitingUser(user: Approver): SQL {
  const { parts, rest } = awaitingUserParts(user);
  return and(or(...parts), rest)!;
}

/**
 * awaitingUser as disjoint parts (per role held: for any department; for the department) and the rest
 * of the rule, for listPageByParts: each part is a range of the index approval_steps_awaiting_idx.
 */
export function awaitingUserParts(user: Approver): { parts: SQL[]; rest: SQL } {
  const pending = eq(approvalSteps.status, 'pending');
  const holders = [
    { id: user.id, roleId: user.role, department: user.department },
    ...(user.id === undefined ? [] : (user.delegators ?? []).filter((d) => d.id !== user.id)),
  ];
  const ranges = new Map<string, SQL>();
  for (const h of holders) {
    const role = eq(approvalSteps.approverRoleId, h.roleId);
    ranges.set(
      JSON.stringify([h.roleId, h.department]),
      and(pending, role, eq(approvalSteps.approverDepartment, h.department))!,
    );
    ranges.set(
      JSON.stringify([h.roleId, null]),
      and(pending, role, isNull(approvalSteps.approverDepartment))!,
    );
  }
  const awaits = holders.map((h, i) =>
    and(
      eq(approvalSteps.approverRoleId, h.roleId),
      or(isNull(approvalSteps.approverDepartment), eq(approvalSteps.approverDepartment, h.department)),
      // A step for a named user awaits only them.
      h.id === undefined
        ? isNull(approvalSteps.approverUserId)
        : or(isNull(approvalSteps.approverUserId), eq(approvalSteps.approverUserId, h.id)),
      // The user's own exclusion holds for every part; a delegator's for what they stand in for.
      i > 0 && h.id !== undefined ? notConflicted(h.id) : undefined,
    ),
  );
  return {
    parts: [...ranges.values()],
    rest: and(
      pending,
      awaits.length === 1 ? awaits[0] : or(...awaits),
      user.id === undefined ? undefined : notConflicted(user.id),
    )!,
  };
}

/**
 * How many approval steps await the user (awaitingUser), counted to GLANCE_COUNT_CAP + 1: a scalar
 * subquery, to read with other figures in one statement. Delegated steps count when the approver's
 * delegators were read (withDelegators).
 */
export const countAwaitingQuery = (db: DbOrTx, user: Approver): Promise<SQL<number>> =>
  countAtMost(db, approvalSteps, awaitingUser(user), GLANCE_COUNT_CAP + 1);

/** The Approvals badge and the home card's Pending Approvals figure (delegated steps included). */
export async function countAwaiting(db: DbOrTx, user: Approver): Promise<number> {
  const counted = await countAwaitingQuery(db, await withDelegators(db, user));
  const [row] = await queryRows<{ n: number }>(db, sql`select ${counted} as n`);
  return row?.n ?? 0;
}

/**
 * Whether a step of the open approval chain of this purchase order awaits the user — themself or,
 * while an out-of-office delegation runs, someone they stand in for. The one widening of PO sight
 * by delegation: the delegate reviews (lines, files) what awaits the delegator, and only meanwhile.
 */
export async function poAwaitsUser(db: DbOrTx, user: Approver, poId: string): Promise<boolean> {
  const approver = await withDelegators(db, user);
  const rows = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    .where(
      and(
        eq(approvalRequests.subjectType, 'purchase-order'),
        eq(approvalRequests.subjectId, poId),
        eq(approvalRequests.status, 'pending'),
        awaitingUser(approver),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
