import { and, count, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { fiscalYearOf, fiscalYearRange } from '@shared/analytics/fiscal-year';
import type { UserStats } from '@shared/profile/schemas';
import type { DbOrTx } from '../db/client';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { contracts } from '../db/schema/contracts';
import { auditLog } from '../db/schema/admin';
import { countAwaiting } from '../approval-chains/queue';
import { getSettings } from '../admin/settings';

const money = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;

export async function userStats(db: DbOrTx, user: SessionUser, now = new Date()): Promise<UserStats> {
  const { fiscalYearStart } = await getSettings(db);
  const fiscal = fiscalYearRange(fiscalYearOf(now, fiscalYearStart), fiscalYearStart);
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
    db
      .select({ total: money(sql`sum(${purchaseOrders.amount})`) })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.department, user.department),
          notInArray(purchaseOrders.status, ['cancelled', 'rejected']),
          gte(purchaseOrders.createdAt, fiscal.start),
          lt(purchaseOrders.createdAt, fiscal.end),
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
