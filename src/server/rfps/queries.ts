import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RfpStatus, RfpView } from '@shared/rfps/schemas';
import type { DbOrTx } from '../db/client';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { likePattern, listPage, type ListResult, orderBy, type ListQuery } from '../http/list';
import { notFound } from '../http/errors';

export type RfpListQuery = ListQuery & { status?: string };

/** RFPs with their invited vendor emails and response count, aggregated by grouped joins (one query). */
function rfpRows(db: DbOrTx) {
  const invited = db
    .select({
      rfpId: rfpVendors.rfpId,
      emails: sql<string[]>`array_agg(${rfpVendors.email} order by ${rfpVendors.email})`.as('emails'),
    })
    .from(rfpVendors)
    .groupBy(rfpVendors.rfpId)
    .as('invited');
  const responses = db
    .select({ rfpId: rfpResponses.rfpId, n: sql<number>`count(*)::int`.as('response_count') })
    .from(rfpResponses)
    .groupBy(rfpResponses.rfpId)
    .as('responses');
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
      vendorEmails: sql<string[]>`coalesce(${invited.emails}, '{}'::text[])`,
      createdDate: rfps.createdDate,
      status: sql<RfpStatus>`${rfps.status}`,
      responseCount: sql<number>`coalesce(${responses.n}, 0)`,
    })
    .from(rfps)
    .leftJoin(invited, eq(invited.rfpId, rfps.id))
    .leftJoin(responses, eq(responses.rfpId, rfps.id));
}

const toView = (row: Omit<RfpView, 'createdDate'> & { createdDate: Date }): RfpView => ({
  ...row,
  createdDate: row.createdDate.toISOString(),
});

export async function listRfps(db: DbOrTx, q: RfpListQuery): Promise<ListResult<RfpView>> {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(rfps.status, q.status));
  if (q.q) conditions.push(or(ilike(rfps.title, likePattern(q.q)), ilike(rfps.category, likePattern(q.q))));
  const where = and(...conditions);
  const order = orderBy(
    q.sort,
    { createdDate: rfps.createdDate, deadline: rfps.deadline, title: rfps.title },
    [desc(rfps.createdDate)],
    rfps.id,
  );
  const { rows, ...tally } = await listPage(db, rfpRows(db), rfps, where, order, q);
  return { rows: rows.map(toView), ...tally };
}

export async function getRfp(db: DbOrTx, id: string): Promise<RfpView> {
  const [row] = await rfpRows(db).where(eq(rfps.id, id));
  if (!row) throw notFound('RFP');
  return toView(row);
}
