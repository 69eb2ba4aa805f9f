import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { approvalSteps } from '../db/schema/approvals';

/**
 * The approval steps awaiting a user: pending steps assigned to the user's role, either for any
 * department (approverDepartment null) or for the user's own department.
 */
export function awaitingUser(user: Pick<SessionUser, 'role' | 'department'>): SQL {
  return and(
    eq(approvalSteps.status, 'pending'),
    eq(approvalSteps.approverRoleId, user.role),
    or(isNull(approvalSteps.approverDepartment), eq(approvalSteps.approverDepartment, user.department)),
  )!;
}

/** The Approvals badge and the home card's Pending Approvals figure. */
export async function countAwaiting(
  db: DbOrTx,
  user: Pick<SessionUser, 'role' | 'department'>,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalSteps)
    .where(awaitingUser(user));
  return row?.n ?? 0;
}
