import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { RFP_STATUSES, type RfpStatus, type RfpSummary, type RfpView } from '@shared/rfps/schemas';
import { isBiddingOpen } from '@shared/rfps/state';
import type { DbOrTx } from '../db/client';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { likePattern, listPage, type ListResult, orderBy, type ListQuery } from '../http/list';
import { notFound } from '../http/errors';
import { textMatches } from '../lib/text-match';
import { visibleRfps } from '../access/rfps';

export type RfpListQuery = ListQuery & { status?: RfpStatus };

/**
 * RFPs as the hub shows them, in one query. The invited addresses and the count of submitted
 * responses are correlated sub-selects (the invitations' primary key, the partial index of submitted
 * responses), which PostgreSQL evaluates only for the rows the page returns. (`${rfps}.id`, not
 * `${rfps.id}`: a one-table select names its columns unqualified, and `id` would be the sub-select's.)
 */
function rfpRows(db: DbOrTx) {
  return db
    .select({
      id: rfps.id,
      title: rfps.title,
      category: rfps.category,
      description: rfps.description,
      requirements: rfps.requirements,
      budget: rfps.budget,
      deadline: rfps.deadline,
      contactEmail: rfps.contactEmail,
      department: rfps.department,
      vendorEmails: sql<string[]>`coalesce((select array_agg(v.email order by v.email)
        from ${rfpVendors} v where v.rfp_id = ${rfps}.id), '{}'::text[])`,
      createdDate: rfps.createdDate,
      status: sql<RfpStatus>`${rfps.status}`,
      responseCount: sql<number>`(select count(*)::int from ${rfpResponses} r
        where r.rfp_id = ${rfps}.id and r.status = 'submitted')`,
      closesAt: rfps.closesAt,
      biddingClosedAt: rfps.biddingClosedAt,
      awardedVendorName: rfps.awardedVendorName,
      awardedAmount: rfps.awardedAmount,
    })
    .from(rfps);
}

type Row = Awaited<ReturnType<typeof rfpRows>>[number];

function toView(row: Row, now = new Date()): RfpView {
  const { biddingClosedAt, ...rest } = row;
  return {
    ...rest,
    createdDate: row.createdDate.toISOString(),
    closesAt: row.closesAt.toISOString(),
    vendorCount: row.vendorEmails.length,
    biddingOpen: isBiddingOpen({ status: row.status, closesAt: row.closesAt, biddingClosedAt }, now),
  };
}

/** The hub's order: newest first by default (rfps_created_idx and its status and department variants). */
export const rfpOrder = (sort: string | undefined) =>
  orderBy(sort, { createdDate: rfps.createdDate }, [desc(rfps.createdDate)], rfps.id);

/**
 * GET /api/rfps: the RFPs the user may see (visibleRfps), newest first, by title or category (the
 * trigram-indexed search_text) and status. Each filter has its index: created, status × created,
 * department × created (migration 0018); the count stops at the list cap.
 */
export async function listRfps(db: DbOrTx, user: SessionUser, q: RfpListQuery): Promise<ListResult<RfpView>> {
  const conditions: (SQL | undefined)[] = [visibleRfps(user)];
  if (q.status) conditions.push(eq(rfps.status, q.status));
  if (q.q) conditions.push(textMatches(rfps.searchText, [rfps.title, rfps.category], likePattern(q.q)));
  const where = and(...conditions);
  const order = rfpOrder(q.sort);
  const { rows, ...tally } = await listPage(db, rfpRows(db), rfps, where, order, q);
  const now = new Date();
  return { rows: rows.map((r) => toView(r, now)), ...tally };
}

/** One RFP as the list shows it, when the user may see it; 404 otherwise. */
export async function getRfpView(db: DbOrTx, user: SessionUser, id: string): Promise<RfpView> {
  const [row] = await rfpRows(db).where(and(eq(rfps.id, id), visibleRfps(user)));
  if (!row) throw notFound('RFP');
  return toView(row);
}

const ACTIVE_STATUSES = RFP_STATUSES.filter((s) => s !== 'closed');

/** GET /api/rfps/summary: how many RFPs the user may see are not closed (from the status index). */
export async function rfpSummary(db: DbOrTx, user: SessionUser): Promise<RfpSummary> {
  const [row] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(rfps)
    .where(and(inArray(rfps.status, ACTIVE_STATUSES), visibleRfps(user)));
  return { active: row?.active ?? 0 };
}
