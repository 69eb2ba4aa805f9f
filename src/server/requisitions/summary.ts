import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { MyRequestsSummary, RequisitionStats } from '@shared/requisitions/types';
import type { DbOrTx } from '../db/client';
import { requisitions } from '../db/schema/requisitions';
import { visibleRequisitions } from '../access/requisitions';

const countWhere = (status: string) =>
  sql<number>`(count(*) filter (where ${requisitions.status} = ${status}))::int`;

/** GET /api/requisitions/mine/summary: the signed-in user's own requests by status (My Requests). */
export async function myRequestsSummary(db: DbOrTx, user: SessionUser): Promise<MyRequestsSummary> {
  const [row] = await db
    .select({
      waitingApproval: countWhere('pending'),
      approved: countWhere('approved'),
      needUpdates: countWhere('returned'),
      drafts: countWhere('draft'),
    })
    .from(requisitions)
    .where(eq(requisitions.requestorId, user.id));
  return row ?? { waitingApproval: 0, approved: 0, needUpdates: 0, drafts: 0 };
}

/**
 * GET /api/requisitions/stats: over the requests the user may see, the pending ones (active) and those
 * submitted this calendar month (server time).
 */
export async function requisitionStats(
  db: DbOrTx,
  user: SessionUser,
  now = new Date(),
): Promise<RequisitionStats> {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const [row] = await db
    .select({
      active: countWhere('pending'),
      thisMonth: sql<number>`(count(*) filter (where ${requisitions.submittedDate} >= ${monthStart.toISOString()}::timestamptz
        and ${requisitions.submittedDate} < ${nextMonth.toISOString()}::timestamptz))::int`,
    })
    .from(requisitions)
    .where(visibleRequisitions(user));
  return row ?? { active: 0, thisMonth: 0 };
}
