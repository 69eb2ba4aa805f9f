import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';

/** Who is asking: role and department, and (for a real user) the id, so their own requests are left out. */
export type Approver = Pick<SessionUser, 'role' | 'department'> & { id?: string };

/**
 * The approval steps awaiting a user: pending steps assigned to the user's role, either for any
 * department (approverDepartment null) or for the user's own department — never steps of a chain the
 * user requested, submitted or edited (conflictedUsers in routing.ts), nor a step for another named user.
 */
export function awaitingUser(user: Approver): SQL {
  const { parts, rest } = awaitingUserParts(user);
  return and(or(...parts), rest)!;
}

/**
 * awaitingUser as disjoint parts (for any department; for the user's own) and the rest of the rule, for
 * listPageByParts: each part is a range of the index approval_steps_awaiting_idx.
 */
export function awaitingUserParts(user: Approver): { parts: SQL[]; rest: SQL } {
  const mine = and(eq(approvalSteps.status, 'pending'), eq(approvalSteps.approverRoleId, user.role));
  return {
    parts: [
      and(mine, eq(approvalSteps.approverDepartment, user.department))!,
      and(mine, isNull(approvalSteps.approverDepartment))!,
    ],
    rest: and(
      mine,
      // A step for a named user awaits only them.
      user.id === undefined
        ? isNull(approvalSteps.approverUserId)
        : or(isNull(approvalSteps.approverUserId), eq(approvalSteps.approverUserId, user.id)),
      user.id === undefined
        ? undefined
        : sql`not exists (select 1 from ${approvalRequests} own_request
          where own_request.id = ${approvalSteps.approvalRequestId}
            and (own_request.requestor_id = ${user.id} or ${user.id} = any(own_request.excluded_approver_ids)))`,
    )!,
  };
}

/** The count of countAwaiting as a query (one column `n`), e.g. to read with other figures in one statement. */
export const countAwaitingQuery = (db: DbOrTx, user: Approver) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalSteps)
    .where(awaitingUser(user));

/** The Approvals badge and the home card's Pending Approvals figure. */
export async function countAwaiting(db: DbOrTx, user: Approver): Promise<number> {
  const [row] = await countAwaitingQuery(db, user);
  return row?.n ?? 0;
}
