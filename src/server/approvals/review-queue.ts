import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { REVIEW_STATUS, type ReviewItem, type ReviewType } from '@shared/approvals/review-queue';
import { whoMayAct } from '@shared/approvals/delegation';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { queryRows, type DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { vendors } from '../db/schema/vendors';
import { badRequest } from '../http/errors';
import { boundedTotal, countCapOf, likePattern, type ListQuery, type ListResult } from '../http/list';
import { visibleInvoices } from '../access/invoices';
import { isApFinance } from '@shared/invoices/duties';
import { getSettings } from '../admin/settings';
import { awaitingUser, withDelegators, type Approver } from '../approval-chains/queue';
import { attachmentsOfSubjects, type Subject } from './subject-attachments';

export type ReviewFilters = ListQuery & { type?: ReviewType };

type Row = {
  type: ReviewType;
  id: string;
  step_id: string | null;
  reference: string;
  title: string;
  amount: string;
  vendor: string;
  due_date: string | null;
  description: string;
  stage: string;
  submitted_ms: number | string;
  role_id: string | null;
  approver_department: string | null;
  approver_user_id: string | null;
  requestor_id: string | null;
  excluded_ids: string[] | null;
};

/**
 * PO approval steps awaiting the user — and, while their out-of-office delegation runs, those
 * awaiting whoever delegated to them (awaitingUser with the approver's delegators). One user may hold
 * several steps of a chain (e.g. an escalated Manager Review and the Final Approval); each decision
 * names the step it is for (see pendingPoStep).
 */
const poItems = (user: Approver) => sql`
  select 'po' as type, ${purchaseOrders.id} as id, ${approvalSteps.id} as step_id,
    ${purchaseOrders.poNumber} as reference, 'Purchase Order ' || ${purchaseOrders.poNumber} as title,
    ${purchaseOrders.amount} as amount, ${vendors.name} as vendor, ${requisitions.dateNeededBy}::text as due_date,
    ${purchaseOrders.description} as description, ${approvalSteps.name} as stage,
    (extract(epoch from coalesce(${approvalSteps.activatedAt}, ${approvalRequests.submittedAt})) * 1000)::float8 as submitted_ms,
    ${approvalSteps.approverRoleId} as role_id, ${approvalSteps.approverDepartment} as approver_department,
    ${approvalSteps.approverUserId} as approver_user_id, ${approvalRequests.requestorId} as requestor_id,
    ${approvalRequests.excludedApproverIds} as excluded_ids
  from ${approvalSteps}
  join ${approvalRequests} on ${approvalRequests.id} = ${approvalSteps.approvalRequestId}
  join ${purchaseOrders} on ${purchaseOrders.id} = ${approvalRequests.subjectId}
  join ${vendors} on ${vendors.id} = ${purchaseOrders.vendorId}
  left join ${requisitions} on ${requisitions.id} = ${purchaseOrders.requisitionId}
  where ${approvalRequests.subjectType} = 'purchase-order' and ${approvalRequests.status} = 'pending'
    and ${awaitingUser(user)}`;

/**
 * Pending, 3-way matched invoices the (finance) user may see — with separation of duties on, not
 * those the user entered (another member of AP Finance approves them); the `first` oldest only when given.
 */
const invoiceItems = (user: SessionUser, separationOfDuties: boolean, first: number | null) => sql`
  (select 'invoice' as type, ${invoices.id} as id, null as step_id,
    ${invoices.invoiceNumber} as reference, 'Invoice ' || ${invoices.invoiceNumber} as title,
    ${invoices.amount} as amount, ${vendors.name} as vendor, ${invoices.dueDate}::text as due_date,
    ${invoices.description} as description, '3-Way Matched' as stage,
    (extract(epoch from ${invoices.createdAt}) * 1000)::float8 as submitted_ms,
    null::text as role_id, null::text as approver_department, null::text as approver_user_id,
    null::text as requestor_id, null::text[] as excluded_ids
  from ${invoices}
  join ${vendors} on ${vendors.id} = ${invoices.vendorId}
  where ${and(
    eq(invoices.status, 'pending'),
    eq(invoices.threeWayMatchStatus, 'matched'),
    visibleInvoices(user),
    separationOfDuties ? sql`${invoices.createdBy} is distinct from ${user.id}` : undefined,
  )}
  ${first === null ? sql`` : sql`order by ${invoices.createdAt} asc, ${invoices.id} asc limit ${first}`})`;

const SORTS: Record<string, SQL> = {
  submittedAt: sql`submitted_ms`,
  amount: sql`amount`,
  dueDate: sql`due_date`,
  title: sql`title`,
  type: sql`type`,
};

function reviewOrder(sort: string | undefined): SQL {
  if (!sort) return sql`submitted_ms asc, id asc`;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const column = SORTS[field];
  if (!column)
    throw badRequest(`Cannot sort by ${field}`, { sort: `Allowed: ${Object.keys(SORTS).join(', ')}` });
  return sql`${column} ${descending ? sql`desc` : sql`asc`} nulls last, id asc`;
}

/**
 * GET /api/review-queue: what awaits the signed-in user's review — PO approval steps routed to them
 * and, for AP finance (approve_invoices or the Finance department), pending 3-way-matched invoices.
 * One UNION query pages, sorts and filters; line items come in two batched queries.
 */
export async function listReviewQueue(
  db: DbOrTx,
  user: SessionUser,
  f: ReviewFilters,
): Promise<ListResult<ReviewItem>> {
  const approver = await withDelegators(db, user);
  const withInvoices = f.type !== 'po' && isApFinance(user);
  const { payablesSeparationOfDuties } = withInvoices ? await getSettings(db) : DEFAULT_SETTINGS;
  // In the default order (oldest first) and unfiltered, the invoices are read from their index up to
  // the end of the page — never every pending invoice sorted (a user's PO steps are few).
  const unionOf = (firstInvoices: number | null) =>
    sql.join(
      [
        f.type === 'invoice' ? null : poItems(approver),
        withInvoices ? invoiceItems(user, payablesSeparationOfDuties, firstInvoices) : null,
      ].filter((p): p is SQL => p !== null),
      sql` union all `,
    );
  if (f.type === 'invoice' && !withInvoices) return { rows: [], total: 0, capped: false };
  const pattern = f.q ? likePattern(f.q) : null;
  const union = unionOf(!f.sort && !f.q ? f.offset + f.limit : null);
  const where = pattern
    ? sql`where reference ilike ${pattern} or title ilike ${pattern} or vendor ilike ${pattern} or description ilike ${pattern}`
    : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select * from (${union}) items ${where} order by ${reviewOrder(f.sort)} limit ${f.limit} offset ${f.offset}`,
  );
  const tally = await boundedTotal(f, rows.length, async () => {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from (${unionOf(null)}) items ${where} limit ${countCapOf(f) + 1}) matching`,
    );
    return count?.n ?? 0;
  });
  const poIds = rows.filter((r) => r.type === 'po').map((r) => r.id);
  const invoiceIds = rows.filter((r) => r.type === 'invoice').map((r) => r.id);
  const subjectOf = (r: Row): Subject => ({ kind: r.type === 'po' ? 'purchase-order' : 'invoice', id: r.id });
  const [poLineRows, invoiceLineRows, filesOf] = await Promise.all([
    poIds.length
      ? db.select().from(poLines).where(inArray(poLines.purchaseOrderId, poIds)).orderBy(asc(poLines.lineNo))
      : [],
    invoiceIds.length
      ? db
          .select()
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, invoiceIds))
          .orderBy(asc(invoiceLines.lineNo))
      : [],
    attachmentsOfSubjects(db, rows.map(subjectOf)),
  ]);
  const self = { id: user.id, roleId: user.role, department: user.department };
  // On whose behalf the user would act on a PO step (null: the step awaits the user themself).
  const standingInFor = (r: Row) => {
    if (r.type !== 'po' || !approver.delegators.length || r.role_id === null) return null;
    const acting = whoMayAct(
      self,
      approver.delegators,
      { roleId: r.role_id, approverDepartment: r.approver_department, approverUserId: r.approver_user_id },
      [...(r.requestor_id ? [r.requestor_id] : []), ...(r.excluded_ids ?? [])],
    );
    return acting.may ? (acting.onBehalfOf?.name ?? null) : null;
  };
  const item = (l: { description: string; quantity: string; unitPrice: string; total: string }) => ({
    description: l.description,
    quantity: Number(l.quantity),
    unitPrice: l.unitPrice,
    total: l.total,
  });
  return {
    ...tally,
    rows: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      amount: String(r.amount),
      vendor: r.vendor,
      dueDate: r.due_date,
      description: r.description,
      status: REVIEW_STATUS,
      items:
        r.type === 'po'
          ? poLineRows.filter((l) => l.purchaseOrderId === r.id).map(item)
          : invoiceLineRows.filter((l) => l.invoiceId === r.id).map(item),
      reference: r.reference,
      stepId: r.step_id,
      stage: r.stage,
      onBehalfOf: standingInFor(r),
      submittedAt: new Date(Number(r.submitted_ms)).toISOString(),
      ...filesOf(subjectOf(r)),
    })),
  };
}
