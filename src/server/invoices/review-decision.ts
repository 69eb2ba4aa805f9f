import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { REVIEW_MESSAGES } from '@shared/approvals/review-queue';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { audit } from '../lib/audit';
import { conflict, notFound } from '../http/errors';
import { visibleInvoices } from '../access/invoices';
import { completeIfFulfilled } from '../purchase-orders/complete';
import { enforceInvoiceAction } from './duties';
import { transitionInvoice } from '@shared/invoices/state';
import { assertApFinance } from './update';

/**
 * The review queue's decision on an invoice item (POST /api/review-queue/invoice/{id}/approve|reject):
 * a pending, matched invoice is approved for payment (not by the user who entered it) or rejected
 * (the comment becomes its reason) through the invoice state machine; a rejection may complete its
 * PO (`completeIfFulfilled`), in the same transaction.
 */
export async function decideInvoice(
  db: Db,
  user: SessionUser,
  id: string,
  decision: 'approved' | 'rejected',
  comment: string | null,
): Promise<string> {
  assertApFinance(user);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: invoices.status,
        threeWayMatchStatus: invoices.threeWayMatchStatus,
        poId: invoices.poId,
        createdBy: invoices.createdBy,
      })
      .from(invoices)
      .where(and(eq(invoices.id, id), visibleInvoices(user)))
      .for('update', { of: invoices });
    if (!current) throw notFound('Invoice');
    if (current.status !== 'pending' || current.threeWayMatchStatus !== 'matched') {
      throw conflict(REVIEW_MESSAGES.noLongerPending);
    }
    const from = {
      status: current.status as InvoiceStatus,
      threeWayMatchStatus: current.threeWayMatchStatus as MatchStatus,
    };
    const result = transitionInvoice(from, { status: decision });
    if (!result.ok) throw conflict(result.message);
    // Approving for payment: never by the user who entered the invoice (separation of duties).
    if (decision === 'approved')
      await enforceInvoiceAction(tx, user, { ...from, createdBy: current.createdBy }, 'approve');
    // A rejection keeps the reviewer's comment (required to reject) as the invoice's reason.
    const statusReason = decision === 'rejected' ? comment : null;
    await tx.update(invoices).set({ status: result.next.status, statusReason }).where(eq(invoices.id, id));
    // A rejection closes the invoice, which may leave its PO fulfilled (as the invoice module does).
    const poCompleted =
      result.next.status === 'rejected' && current.poId
        ? await completeIfFulfilled(tx, current.poId, { actorId: user.id })
        : false;
    await audit(tx, {
      actorId: user.id,
      action: decision === 'approved' ? 'invoice.review_approve' : 'invoice.review_reject',
      entityType: 'invoice',
      entityId: id,
      details: { from, to: result.next, comment, ...(poCompleted ? { poCompleted } : {}) },
    });
    return result.next.status;
  });
}
