import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { OVERDUE_AFTER_DAYS, type ApprovalSummary } from '@shared/approvals/schemas';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { approverTotals } from '../db/schema/rollups';
import { awaitingUser, withDelegators } from '../approval-chains/queue';

/** GET /api/approvals/summary: the queue's tiles. */
export async function approvalSummary(
  db: DbOrTx,
  user: SessionUser,
  now = new Date(),
): Promise<ApprovalSummary> {
  const overdueBefore = new Date(now.getTime() - (OVERDUE_AFTER_DAYS + 1) * 86_400_000);
  const waitingSince = sql`coalesce(${approvalSteps.activatedAt}, ${approvalRequests.submittedAt})`;
  const [[pending], [avg]] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*)::int`,
        highPriority: sql<number>`(count(*) filter (where ${approvalRequests.priority} = 'High'))::int`,
        overdue: sql<number>`(count(*) filter (where ${waitingSince} <= ${overdueBefore.toISOString()}::timestamptz))::int`,
        totalValue: sql<string>`coalesce(sum(${approvalRequests.amount}), 0)::text`,
      })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .where(awaitingUser(await withDelegators(db, user))),
    // Requests the user completed a step of, approved and completed: the rollup approver_totals.
    db
      .select({
        days: sql<
          string | null
        >`(sum(${approverTotals.seconds}) / nullif(sum(${approverTotals.requestCount}), 0) / 86400)::text`,
      })
      .from(approverTotals)
      .where(eq(approverTotals.userId, user.id)),
  ]);
  const days = avg?.days === null || avg?.days === undefined ? 0 : Number(avg.days);
  return {
    pending: pending?.pending ?? 0,
    highPriority: pending?.highPriority ?? 0,
    overdue: pending?.overdue ?? 0,
    totalValue: fromCents(toCents(pending?.totalValue ?? '0')),
    avgDaysToApprove: Math.round(days * 10) / 10,
  };
}
