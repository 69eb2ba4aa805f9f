import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { InvoiceChange } from './state';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import type { Db } from '../db/client';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { audit } from '../http/audit';
import { conflict } from '../http/errors';
import { completeIfFulfilled } from '../purchase-orders/complete';
import { lockVisibleInvoice, stateOf } from './lock';
import { getInvoice } from './queries';
import { transitionInvoice } from './state';

/**
 * Resolve (spec section 4): an invoice in match exception gets a resolution note and goes back to
 * match pending and status pending, ready to be matched again. Its exceptions, line results and any
 * duplicate flag (the note records why it is not a duplicate) are cleared; the audit entry keeps them.
 */
export async function resolveInvoice(
  db: Db,
  user: SessionUser,
  id: string,
  note: string,
): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const invoice = await lockVisibleInvoice(tx, user, id);
    const from = stateOf(invoice);
    if (from.threeWayMatchStatus !== 'exception') {
      throw conflict(
        `Only an invoice in match exception can be resolved; this one is ${from.threeWayMatchStatus}.`,
      );
    }
    const result = transitionInvoice(from, { threeWayMatchStatus: 'pending', status: 'pending' });
    if (!result.ok) throw conflict(result.message);
    await tx
      .update(invoices)
      .set({ ...result.next, matchExceptions: [], duplicateOfId: null, resolutionNote: note })
      .where(eq(invoices.id, id));
    await tx.update(invoiceLines).set({ matchResult: null }).where(eq(invoiceLines.invoiceId, id));
    await audit(tx, {
      actorId: user.id,
      action: 'invoice.resolve',
      entityType: 'invoice',
      entityId: id,
      details: {
        from,
        to: result.next,
        resolvedExceptions: invoice.matchExceptions,
        clearedDuplicateOf: invoice.duplicateOfId,
        resolutionNote: note,
      },
    });
  });
  return getInvoice(db, user, id);
}

/**
 * Pay: approved → paid (paidAt), then — in the same transaction — the PO is completed when it is
 * fully received, none of its invoices is still open and the paid ones cover the quantities
 * received (`completeIfFulfilled`).
 */
export async function payInvoice(db: Db, user: SessionUser, id: string): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const invoice = await lockVisibleInvoice(tx, user, id);
    const from = stateOf(invoice);
    const result = transitionInvoice(from, { status: 'paid' });
    if (!result.ok) throw conflict(result.message);
    const paidAt = new Date();
    await tx.update(invoices).set({ status: 'paid', paidAt }).where(eq(invoices.id, id));
    const poCompleted = invoice.poId
      ? await completeIfFulfilled(tx, invoice.poId, { actorId: user.id, now: paidAt })
      : false;
    await audit(tx, {
      actorId: user.id,
      action: 'invoice.pay',
      entityType: 'invoice',
      entityId: id,
      details: { from, to: result.next, amount: invoice.amount, poId: invoice.poId, poCompleted },
    });
  });
  return getInvoice(db, user, id);
}

/**
 * Any other status move the state machine allows (on-hold, disputed, rejected, back to pending),
 * one transaction with the row locked and an audit entry. Rejecting closes the invoice, so it may
 * leave its PO fulfilled: the PO is completed then (`completeIfFulfilled`), in the same transaction.
 */
export async function changeInvoiceStatus(
  db: Db,
  user: SessionUser,
  id: string,
  change: InvoiceChange,
): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const invoice = await lockVisibleInvoice(tx, user, id);
    const from = stateOf(invoice);
    const result = transitionInvoice(from, change);
    if (!result.ok) throw conflict(result.message);
    if (!result.action.startsWith('status.') || result.action === 'status.paid') {
      // Matching, resolving and paying have their own use cases; never apply them as a bare status write.
      throw conflict(`Use the ${result.action.replace('status.', '')} action for this change.`);
    }
    await tx.update(invoices).set(result.next).where(eq(invoices.id, id));
    const poCompleted =
      result.next.status === 'rejected' && invoice.poId
        ? await completeIfFulfilled(tx, invoice.poId, { actorId: user.id })
        : false;
    await audit(tx, {
      actorId: user.id,
      action: `invoice.${result.action}`,
      entityType: 'invoice',
      entityId: id,
      details: { from, to: result.next, ...(poCompleted ? { poCompleted } : {}) },
    });
  });
  return getInvoice(db, user, id);
}
