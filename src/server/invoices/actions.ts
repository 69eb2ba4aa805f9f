import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { transitionInvoice, type InvoiceChange, type InvoiceState } from '@shared/invoices/state';
import { INVOICE_MESSAGES, type InvoiceDetail, type InvoiceStatus } from '@shared/invoices/schemas';
import { actionOfStatus } from '@shared/invoices/policies';
import type { Db, DbOrTx } from '../db/client';
import { invoiceLines } from '../db/schema/invoices';
import { audit } from '../lib/audit';
import { badRequest, conflict } from '../http/errors';
import { enforceInvoiceAction } from './duties';
import { lockVisibleInvoice, stateOf } from './lock';
import { getInvoice } from './queries';
import { moveInvoice } from './transitions';

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
    await enforceInvoiceAction(tx, user, { ...from, createdBy: invoice.createdBy }, 'resolve');
    const result = transitionInvoice(from, { threeWayMatchStatus: 'pending', status: 'pending' });
    if (!result.ok) throw conflict(result.message);
    const set = { matchExceptions: [], duplicateOfId: null, resolutionNote: note };
    await moveInvoice(tx, invoice, result.next, set, { actorId: user.id });
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
 * Pay: approved → paid (paidAt); the PO then completes when it is fully received, none of its
 * invoices is still open and the paid ones cover the quantities received (`moveInvoice`, same
 * transaction). Never by the user who entered the invoice (separation of duties).
 */
export async function payInvoice(db: Db, user: SessionUser, id: string): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const invoice = await lockVisibleInvoice(tx, user, id);
    const from = stateOf(invoice);
    await enforceInvoiceAction(tx, user, { ...from, createdBy: invoice.createdBy }, 'pay');
    const result = transitionInvoice(from, { status: 'paid' });
    if (!result.ok) throw conflict(result.message);
    const paidAt = new Date();
    const { poCompleted } = await moveInvoice(
      tx,
      invoice,
      result.next,
      { paidAt },
      { actorId: user.id, now: paidAt },
    );
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

/** The statuses that need a reason (required, stored on the invoice, shown and audited). */
const NEEDS_REASON: readonly InvoiceStatus[] = ['on-hold', 'disputed', 'rejected'];

/** How another screen (the review queue) asks for a status change. */
export type StatusChangeOptions = {
  /** The state the caller showed: an invoice in any other state is a 409 with `message` (it moved on meanwhile). */
  expected?: { state: InvoiceState; message: string };
  /** The audit action (default `invoice.status.<to>`) and details to add to the entry. */
  auditAction?: string;
  auditDetails?: Record<string, unknown>;
};

/**
 * Any other status move the state machine allows, one transaction with the row locked and an audit
 * entry: hold, dispute or reject (pending/approved → on-hold | disputed | rejected) with a reason,
 * which is stored (`statusReason`) and audited; release (on-hold/disputed → pending), which clears
 * it (an optional note is audited); approval of a matched invoice (not by the user who entered it).
 * Rejecting closes the invoice, so it may leave its PO fulfilled: `moveInvoice` completes the PO
 * then, in the same transaction. Illegal moves are 409, a missing reason 400, the policies' refusals 403/409.
 */
export async function changeInvoiceStatus(
  db: Db,
  user: SessionUser,
  id: string,
  change: InvoiceChange,
  reason?: string | null,
  opts: StatusChangeOptions = {},
): Promise<InvoiceDetail> {
  await db.transaction((tx) => changeInvoiceStatusIn(tx, user, id, change, reason, opts));
  return getInvoice(db, user, id);
}

/**
 * changeInvoiceStatus inside the caller's transaction (another use case's change that moves an
 * invoice too, e.g. an anomaly's follow-up putting a duplicate on hold): the same checks and audit entry.
 */
export async function changeInvoiceStatusIn(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  change: InvoiceChange,
  reason?: string | null,
  opts: StatusChangeOptions = {},
): Promise<void> {
  const invoice = await lockVisibleInvoice(tx, user, id);
  const from = stateOf(invoice);
  const expected = opts.expected?.state;
  if (
    expected &&
    (expected.status !== from.status || expected.threeWayMatchStatus !== from.threeWayMatchStatus)
  ) {
    throw conflict(opts.expected!.message);
  }
  const result = transitionInvoice(from, change);
  if (!result.ok) throw conflict(result.message);
  if (!result.action.startsWith('status.') || result.action === 'status.paid') {
    // Matching, resolving and paying have their own use cases; never apply them as a bare status write.
    throw conflict(`Use the ${result.action.replace('status.', '')} action for this change.`);
  }
  const to = result.next.status;
  const note = reason?.trim() || null;
  if (NEEDS_REASON.includes(to) && !note) {
    throw badRequest(INVOICE_MESSAGES.reason, { reason: INVOICE_MESSAGES.reason });
  }
  await enforceInvoiceAction(tx, user, { ...from, createdBy: invoice.createdBy }, actionOfStatus(to)!);
  const statusReason = NEEDS_REASON.includes(to) ? note : to === 'pending' ? null : invoice.statusReason;
  const { poCompleted } = await moveInvoice(tx, invoice, result.next, { statusReason }, { actorId: user.id });
  await audit(tx, {
    actorId: user.id,
    action: opts.auditAction ?? `invoice.${result.action}`,
    entityType: 'invoice',
    entityId: id,
    details: {
      from,
      to: result.next,
      ...(NEEDS_REASON.includes(to) ? { reason: note } : {}),
      ...(to === 'pending' ? { releasedFrom: invoice.statusReason, note } : {}),
      ...(poCompleted ? { poCompleted } : {}),
      ...opts.auditDetails,
    },
  });
}

/** Named use cases of the Invoice Processing screen and the review queue (changeInvoiceStatus with their target). */
export const approveInvoice = (db: Db, user: SessionUser, id: string, opts?: StatusChangeOptions) =>
  changeInvoiceStatus(db, user, id, { status: 'approved' }, null, opts);
export const holdInvoice = (db: Db, user: SessionUser, id: string, reason: string) =>
  changeInvoiceStatus(db, user, id, { status: 'on-hold' }, reason);
/** Hold in the caller's transaction. */
export const holdInvoiceIn = (
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  reason: string,
  opts?: StatusChangeOptions,
) => changeInvoiceStatusIn(tx, user, id, { status: 'on-hold' }, reason, opts);
export const disputeInvoice = (db: Db, user: SessionUser, id: string, reason: string) =>
  changeInvoiceStatus(db, user, id, { status: 'disputed' }, reason);
export const rejectInvoice = (
  db: Db,
  user: SessionUser,
  id: string,
  reason: string,
  opts?: StatusChangeOptions,
) => changeInvoiceStatus(db, user, id, { status: 'rejected' }, reason, opts);

/** Release: on-hold/disputed → pending (the state machine refuses it from any other status, 409). */
export const releaseInvoice = (db: Db, user: SessionUser, id: string, note?: string | null) =>
  changeInvoiceStatus(db, user, id, { status: 'pending' }, note);
