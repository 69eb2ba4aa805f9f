import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { calendarQuarter, type DashboardSummary } from '@shared/dashboard/summary';
import { isoDate } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { queryRows, type DbOrTx } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { directSavings } from '../db/schema/savings';
import { glanceCountQueries } from '../approval-chains/glance-counts';

const activeContractsQuery = (db: DbOrTx, today: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(and(eq(contracts.status, 'active'), gte(contracts.endDate, today)));

const savingsQuery = (db: DbOrTx, start: string, end: string) =>
  db
    .select({ total: sql<string | null>`sum(${directSavings.savingsAmount})` })
    .from(directSavings)
    .where(and(gte(directSavings.dateCaptured, start), lt(directSavings.dateCaptured, end)));

export async function activeContractCount(db: DbOrTx, today: string): Promise<number> {
  const [row] = await activeContractsQuery(db, today);
  return row?.n ?? 0;
}

export async function savingsBetween(db: DbOrTx, start: string, end: string): Promise<string> {
  const [row] = await savingsQuery(db, start, end);
  return fromCents(toCents(row?.total));
}

/** The four live figures, read in one statement (each its own scalar sub-select; two are the dock's). */
export async function dashboardSummary(
  db: DbOrTx,
  user: SessionUser,
  now = new Date(),
): Promise<DashboardSummary> {
  const quarter = calendarQuarter(now);
  const { pending, unread } = await glanceCountQueries(db, user);
  const [row] = await queryRows<{
    pending: number;
    contracts: number;
    savings: string | null;
    unread: number;
  }>(
    db,
    sql`select ${pending} as pending,
      ${activeContractsQuery(db, isoDate(now))} as contracts,
      ${savingsQuery(db, quarter.start, quarter.end)} as savings,
      ${unread} as unread`,
  );
  return {
    pendingApprovals: Number(row?.pending ?? 0),
    activeContracts: Number(row?.contracts ?? 0),
    savingsThisQuarter: fromCents(toCents(row?.savings)),
    unreadMessages: Number(row?.unread ?? 0),
  };
}
