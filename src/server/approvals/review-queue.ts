import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { APPROVAL_MESSAGES } from '@shared/approvals/schemas';
import {
  REVIEW_MESSAGES,
  REVIEW_STATUS,
  type ReviewActionResult,
  type ReviewDecisionInput,
  type ReviewItem,
  type ReviewType,
} from '@shared/approvals/review-queue';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { vendors } from '../db/schema/vendors';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { LIST_COUNT_CAP, boundedTotal, likePattern, type ListQuery, type ListResult } from '../http/list';
import { visibleInvoices } from '../access/invoices';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { isApFinance } from '@shared/invoices/duties';
import { assertApFinance } from '../invoices/update';
import { approveInvoice, rejectInvoice, type StatusChangeOptions } from '../invoices/actions';
import { getSettings } from '../admin/settings';
import { approveStep, rejectStep } from './actions';
import { awaitingUser } from '../approval-chains/queue';
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
};

/**
 * PO approval steps awaiting the user. One user may hold several steps of a chain (e.g. an escalated
 * Manager Review and the Final Approval); each decision names the step it is for (see pendingPoStep).
 */
const poItems = (user: SessionUser) => sql`
  select 'po' as type, ${purchaseOrders.id} as id, ${approvalSteps.id} as step_id,
    ${purchaseOrders.poNumber} as reference, 'Purchase Order ' || ${purchaseOrders.poNumber} as title,
    ${purchaseOrders.amount} as amount, ${vendors.name} as vendor, ${requisitions.dateNeededBy}::text as due_date,
    ${purchaseOrders.description} as description, ${approvalSteps.name} as stage,
    (extract(epoch from coalesce(${approvalSteps.activatedAt}, ${approvalRequests.submittedAt})) * 1000)::float8 as submitted_ms
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
    (extract(epoch from ${invoices.createdAt}) * 1000)::float8 as submitted_ms
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
  const withInvoices = f.type !== 'po' && isApFinance(user);
  const { payablesSeparationOfDuties } = withInvoices ? await getSettings(db) : DEFAULT_SETTINGS;
  // In the default order (oldest first) and unfiltered, the invoices are read from their index up to
  // the end of the page — never every pending invoice sorted (a user's PO steps are few).
  const unionOf = (firstInvoices: number | null) =>
    sql.join(
      [
        f.type === 'invoice' ? null : poItems(user),
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
      sql`select count(*)::int as n from (select 1 from (${unionOf(null)}) items ${where} limit ${LIST_COUNT_CAP + 1}) matching`,
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
      submittedAt: new Date(Number(r.submitted_ms)).toISOString(),
      ...filesOf(subjectOf(r)),
    })),
  };
}

/**
 * The PO (by id or number) and the step the decision is for: 404 for an unknown PO; 409 when that
 * step is not the pending step of the PO's open chain — it was decided already (a double click, a
 * stale page) or belongs to another chain. Whether the step awaits this user is approveStep's check.
 */
async function pendingPoStep(db: DbOrTx, user: SessionUser, idOrNumber: string, stepId: string) {
  const [po] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        or(eq(purchaseOrders.id, idOrNumber), eq(purchaseOrders.poNumber, idOrNumber)),
        visiblePurchaseOrders(user),
      ),
    );
  if (!po) throw notFound('Purchase order');
  const [pending] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    .where(
      and(
        eq(approvalRequests.subjectType, 'purchase-order'),
        eq(approvalRequests.subjectId, po.id),
        eq(approvalRequests.status, 'pending'),
        eq(approvalSteps.status, 'pending'),
        eq(approvalSteps.id, stepId),
      ),
    );
  if (!pending) throw conflict(REVIEW_MESSAGES.noLongerPending);
  return { stepId: pending.id, poId: po.id };
}

/** A PO step decided meanwhile (claimStep's 409 after a concurrent decision) is no longer pending. */
async function asReviewConflict<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof AppError && error.message === APPROVAL_MESSAGES.alreadyActed) {
      throw conflict(REVIEW_MESSAGES.noLongerPending);
    }
    throw error;
  }
}

/**
 * An invoice item: approved for payment or rejected (the comment its reason) by the invoice use
 * cases — AP Finance only (403 first), the item still pending and matched as the queue showed it
 * (409 otherwise), separation of duties, the PO completed when the rejection leaves it fulfilled —
 * and recorded as the review's decision.
 */
async function decideInvoice(
  db: Db,
  user: SessionUser,
  id: string,
  decision: 'approved' | 'rejected',
  comment: string | null,
): Promise<string> {
  assertApFinance(user);
  const opts: StatusChangeOptions = {
    expected: {
      state: { status: 'pending', threeWayMatchStatus: 'matched' },
      message: REVIEW_MESSAGES.noLongerPending,
    },
    auditAction: decision === 'approved' ? 'invoice.review_approve' : 'invoice.review_reject',
    auditDetails: { comment },
  };
  const invoice =
    decision === 'approved'
      ? await approveInvoice(db, user, id, opts)
      : await rejectInvoice(db, user, id, comment ?? '', opts);
  return invoice.status;
}

/**
 * POST /api/review-queue/{type}/{id}/approve|reject: a PO item goes through the approval step
 * actions for the step the user saw (input.stepId, required: 400 without it; 409 once that step is no
 * longer pending; 403 unless it awaits the user); an invoice item through the invoice use cases
 * (decideInvoice; stepId ignored).
 */
export async function decideReviewItem(
  db: Db,
  user: SessionUser,
  type: ReviewType,
  id: string,
  decision: 'approved' | 'rejected',
  input: ReviewDecisionInput,
): Promise<ReviewActionResult> {
  const { comment } = input;
  if (type === 'invoice') {
    return { id, type, decision, status: await decideInvoice(db, user, id, decision, comment) };
  }
  if (!input.stepId) {
    throw badRequest(REVIEW_MESSAGES.stepRequired, { stepId: REVIEW_MESSAGES.stepRequired });
  }
  const { stepId, poId } = await pendingPoStep(db, user, id, input.stepId);
  const result = await asReviewConflict(
    decision === 'approved'
      ? approveStep(db, user, stepId, comment)
      : rejectStep(db, user, stepId, comment ?? ''),
  );
  const [po] = await db
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, poId));
  return { id: poId, type, decision, status: po?.status ?? result.requestStatus };
}
