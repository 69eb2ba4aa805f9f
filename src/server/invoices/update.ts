import { and, eq } from 'drizzle-orm';
import { visibleInvoices } from '../access/invoices';
import type { SessionUser } from '@shared/auth/types';
import {
  AP_FINANCE_ONLY_MESSAGE,
  INVOICE_MESSAGES,
  type InvoiceDetail,
  type InvoicePatch,
} from '@shared/invoices/schemas';
import { isApFinance } from '@shared/invoices/duties';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { stateOf } from './lock';
import { transitionInvoice } from '@shared/invoices/state';
import { runThreeWayMatch } from './match';
import { changeInvoiceStatus, payInvoice, resolveInvoice } from './actions';

/** Spec section 6: 3-way match and Resolve belong to AP Finance (approve_invoices) or the Finance department. */
export { isApFinance };

export function assertApFinance(user: SessionUser): void {
  if (!isApFinance(user)) throw forbidden(AP_FINANCE_ONLY_MESSAGE);
}

/**
 * PATCH /api/invoices/{id} as the spec's client sends it, routed to the real use cases:
 * - `{threeWayMatchStatus: 'matched', status: 'approved'}` (3-Way Match) runs the 3-way match, which
 *   may end in exception;
 * - `{threeWayMatchStatus: 'pending', status: 'pending'}` on an exception (Resolve) resolves it — a
 *   `resolutionNote` (or `note`) is required;
 * - `{status: 'paid'}` pays (approved → paid, completing a fulfilled PO);
 * - other status moves through the state machine: on-hold, disputed, rejected (a `reason` is
 *   required), back to pending (release), approved (a matched invoice; not by its entrant).
 * The match status is never written directly: asking for exception is refused. Illegal moves are 409.
 */
export async function updateInvoice(
  db: Db,
  user: SessionUser,
  id: string,
  patch: InvoicePatch,
): Promise<InvoiceDetail> {
  assertApFinance(user);
  const [row] = await db
    .select({ status: invoices.status, threeWayMatchStatus: invoices.threeWayMatchStatus })
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleInvoices(user)));
  if (!row) throw notFound('Invoice');
  const current = stateOf(row);
  const wantsMatch =
    patch.threeWayMatchStatus !== undefined && patch.threeWayMatchStatus !== current.threeWayMatchStatus;

  if (wantsMatch && patch.threeWayMatchStatus === 'exception') {
    throw conflict(
      'The 3-way match sets exceptions itself: send threeWayMatchStatus matched (with status approved) to run it.',
    );
  }
  // The state machine's answer first, so illegal requests get its 409 message.
  const check = transitionInvoice(current, {
    status: patch.status,
    threeWayMatchStatus: patch.threeWayMatchStatus,
  });
  if (!check.ok) throw conflict(check.message);

  switch (check.action) {
    case 'three_way_match':
      return runThreeWayMatch(db, user, id);
    case 'resolve': {
      const note = patch.resolutionNote || patch.note;
      if (!note)
        throw badRequest(INVOICE_MESSAGES.resolutionNote, {
          resolutionNote: INVOICE_MESSAGES.resolutionNote,
        });
      return resolveInvoice(db, user, id, note);
    }
    case 'status.paid':
      return payInvoice(db, user, id);
    default:
      return changeInvoiceStatus(
        db,
        user,
        id,
        { status: patch.status, threeWayMatchStatus: patch.threeWayMatchStatus },
        patch.reason ?? patch.note,
      );
  }
}
