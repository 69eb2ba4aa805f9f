import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { fiscalYearOf } from '@shared/analytics/fiscal-year';
import type { UserStats } from '@shared/profile/schemas';
import type { DbOrTx } from '../db/client';
import { requisitions } from '../db/schema/requisitions';
import { poSpend } from '../db/schema/rollups';
import { contracts } from '../db/schema/contracts';
import { auditLog } from '../db/schema/admin';
import { countAwaiting } from '../approval-chains/queue';
import { getSettings } from '../admin/settings';
import { fiscalYearMonths } from '../admin/budgets';

const money = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;

export async function userStats(db: DbOrTx, user: SessionUser, now = new Date()): Promise<UserStats> {
  const { fiscalYearStart } = await getSettings(db);
  const fiscal = fiscalYearMonths(fiscalYearOf(now, fiscalYearStart), fiscalYearStart);
  const [[requests], pendingApprovals, [spend], [managed], [activity]] = await Promise.all([
    db
      .select({
        total: count(),
        approvedAmount: money(
          sql`sum(${requisitions.totalAmount}) filter (where ${requisitions.status} = 'approved')`,
        ),
      })
      .from(requisitions)
      .where(eq(requisitions.requestorId, user.id)),
    countAwaiting(db, user),
    // POs not cancelled or rejected raised in the fiscal year: the rollup po_spend's months.
    db
      .select({ total: money(sql`sum(${poSpend.amount})`) })
      .from(poSpend)
      .where(
        and(
          eq(poSpend.department, user.department),
          gte(poSpend.month, fiscal.start),
          lt(poSpend.month, fiscal.end),
        ),
      ),
    db.select({ n: count() }).from(contracts).where(eq(contracts.contactUserId, user.id)),
    db
      .select({ at: sql<Date | null>`max(${auditLog.at})` })
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id)),
  ]);
  const last = activity?.at ? new Date(activity.at) : null;
  return {
    totalRequests: requests?.total ?? 0,
    pendingApprovals,
    approvedAmount: requests?.approvedAmount ?? '0.00',
    departmentSpend: spend?.total ?? '0.00',
    contractsManaged: managed?.n ?? 0,
    lastActivity: last ? last.toISOString() : null,
  };
}
