import { and, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import { isoDate } from '@shared/format';
import type { MyRequestsSummary, RequisitionStats } from '@shared/requisitions/types';
import { queryRows, type DbOrTx } from '../db/client';
import { requisitions } from '../db/schema/requisitions';
import { requisitionCounts, requisitionSubmissions } from '../db/schema/rollups';

const countWhere = (status: string) =>
  sql<number>`(count(*) filter (where ${requisitions.status} = ${status}))::int`;

/**
 * GET /api/requisitions/mine/summary: the signed-in user's own requests by status (My Requests), an
 * index-only read of the user's rows of requisitions_requestor_idx.
 */
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

const summed = sql<number>`coalesce(sum(requisition_count), 0)::int`;

/** Pending requisitions of one department, or of all (rollup requisition_counts). */
const pendingIn = (db: DbOrTx, department: string | undefined) =>
  db
    .select({ n: summed })
    .from(requisitionCounts)
    .where(
      and(
        department === undefined ? undefined : eq(requisitionCounts.department, department),
        eq(requisitionCounts.status, 'pending'),
      ),
    );

/** Requisitions submitted in a month that are not drafts, of one department or of all (rollup). */
const submittedIn = (db: DbOrTx, month: string, department: string | undefined) =>
  db
    .select({ n: summed })
    .from(requisitionSubmissions)
    .where(
      and(
        eq(requisitionSubmissions.month, month),
        department === undefined ? undefined : eq(requisitionSubmissions.department, department),
      ),
    );

/** The user's own requests matching `where` (read through the user's rows of an index). */
const ownCount = (db: DbOrTx, user: SessionUser, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(requisitions)
    .where(and(eq(requisitions.requestorId, user.id), where));

/**
 * GET /api/requisitions/stats: over the requests the user may see (visibleRequisitions: their own,
 * and beyond that their scope's requests that are not drafts), the pending ones (active) and those
 * submitted this calendar month (server time), in one statement. The scope's part comes from the
 * rollups requisition_counts and requisition_submissions; the user's own requests outside it (drafts,
 * other departments') from the user's rows of requisitions.
 */
export async function requisitionStats(
  db: DbOrTx,
  user: SessionUser,
  now = new Date(),
): Promise<RequisitionStats> {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const submittedThisMonth = and(
    gte(requisitions.submittedDate, monthStart),
    lt(requisitions.submittedDate, nextMonth),
  );
  const pending = eq(requisitions.status, 'pending');
  const scope = scopeOf(user);
  let active: SQL;
  let thisMonth: SQL;
  if (scope.kind === 'own') {
    active = sql`(${ownCount(db, user, pending)})`;
    thisMonth = sql`(${ownCount(db, user, submittedThisMonth)})`;
  } else {
    const department = scope.kind === 'all' ? undefined : scope.department;
    const draft = eq(requisitions.status, 'draft');
    // The user's own requests that the scope's part leaves out: drafts, and other departments'.
    const outside = department === undefined ? draft : or(ne(requisitions.department, department), draft);
    active =
      department === undefined
        ? sql`(${pendingIn(db, department)})`
        : sql`(${pendingIn(db, department)}) + (${ownCount(db, user, and(pending, ne(requisitions.department, department)))})`;
    thisMonth = sql`(${submittedIn(db, isoDate(monthStart), department)}) + (${ownCount(db, user, and(submittedThisMonth, outside))})`;
  }
  const [row] = await queryRows<{ active: number; thisMonth: number }>(
    db,
    sql`select (${active})::int as "active", (${thisMonth})::int as "thisMonth"`,
  );
  return { active: Number(row?.active ?? 0), thisMonth: Number(row?.thisMonth ?? 0) };
}
