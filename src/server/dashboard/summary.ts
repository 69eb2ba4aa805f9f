import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { calendarQuarter, type DashboardSummary } from '@shared/dashboard/summary';
import { isoDate } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { directSavings } from '../db/schema/savings';
import { countAwaiting } from '../approval-chains/queue';
import { countUnread } from '../messages/queries';

export async function activeContractCount(db: DbOrTx, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(and(eq(contracts.status, 'active'), gte(contracts.endDate, today)));
  return row?.n ?? 0;
}

export async function savingsBetween(db: DbOrTx, start: string, end: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${directSavings.savingsAmount})` })
    .from(directSavings)
    .where(and(gte(directSavings.dateCaptured, start), lt(directSavings.dateCaptured, end)));
  return fromCents(toCents(row?.total));
}

/** The four live figures, read in parallel. */
export async function dashboardSummary(
  db: DbOrTx,
  user: SessionUser,
  now = new Date(),
): Promise<DashboardSummary> {
  const quarter = calendarQuarter(now);
  const [pendingApprovals, activeContracts, savingsThisQuarter, unreadMessages] = await Promise.all([
    countAwaiting(db, user),
    activeContractCount(db, isoDate(now)),
    savingsBetween(db, quarter.start, quarter.end),
    countUnread(db, user.id),
  ]);
  return { pendingApprovals, activeContracts, savingsThisQuarter, unreadMessages };
}
