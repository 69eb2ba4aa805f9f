import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { APPROVAL_MESSAGES } from '@shared/approvals/schemas';
import {
  REVIEW_MESSAGES,
  type ReviewActionResult,
  type ReviewDecisionInput,
  type ReviewType,
} from '@shared/approvals/review-queue';
import type { Db, DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { assertApFinance } from '../invoices/update';
import { approveInvoice, rejectInvoice, type StatusChangeOptions } from '../invoices/actions';
import { approveStep, rejectStep } from './actions';
import { poAwaitsUser } from '../approval-chains/queue';

/** The review queue's decisions (POST /api/review-queue/{type}/{id}/approve|reject; list: review-queue.ts). */

/**
 * The PO (by id or number) and the step the decision is for: 404 for an unknown PO or one the user
 * may not see — unless a step of its open chain awaits them (as a delegate: while an out-of-office
 * delegation runs, the delegate reviews what awaits the delegator, and only that); 409 when that step
 * is not the pending step of the PO's open chain — it was decided already (a double click, a stale
 * page) or belongs to another chain. Whether the step awaits this user is approveStep's check.
 */
async function pendingPoStep(db: DbOrTx, user: SessionUser, idOrNumber: string, stepId: string) {
  const [po] = await db
    .select({ id: purchaseOrders.id, visible: sql<boolean>`(${visiblePurchaseOrders(user) ?? sql`true`})` })
    .from(purchaseOrders)
    .where(or(eq(purchaseOrders.id, idOrNumber), eq(purchaseOrders.poNumber, idOrNumber)));
  if (!po) throw notFound('Purchase order');
  const openChainStep = and(
    eq(approvalRequests.subjectType, 'purchase-order'),
    eq(approvalRequests.subjectId, po.id),
    eq(approvalRequests.status, 'pending'),
    eq(approvalSteps.status, 'pending'),
  );
  if (!po.visible && !(await poAwaitsUser(db, user, po.id))) throw notFound('Purchase order');
  const [pending] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    .where(and(openChainStep, eq(approvalSteps.id, stepId)));
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
