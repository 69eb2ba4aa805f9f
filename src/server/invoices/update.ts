import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  AP_FINANCE_ONLY_MESSAGE,
  type InvoiceDetail,
  type InvoicePatch,
  type InvoiceStatus,
  type MatchStatus,
} from '@shared/invoices/schemas';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { audit } from '../http/audit';
import { conflict, forbidden, notFound } from '../http/errors';
import { purchaseOrderVisibility } from './scope';
import { transitionInvoice } from './state';
import { getInvoice } from './queries';

/** Spec section 6: 3-way match and Resolve belong to AP Finance (approve_invoices) or the Finance department. */
export const isApFinance = (user: SessionUser) =>
  user.permissions.includes('approve_invoices') || user.department === 'Finance';

export function assertApFinance(user: SessionUser): void {
  if (!isApFinance(user)) throw forbidden(AP_FINANCE_ONLY_MESSAGE);
}

/**
 * Applies a requested match/status change if the state machine allows it, in one transaction with
 * the row locked, and writes an audit entry. (The real comparison against PO lines and receipts
 * comes later; for now the requested transition is applied when legal.)
 */
export async function updateInvoice(
  db: Db,
  user: SessionUser,
  id: string,
  patch: InvoicePatch,
): Promise<InvoiceDetail> {
  assertApFinance(user);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: invoices.status,
        threeWayMatchStatus: invoices.threeWayMatchStatus,
        matchExceptions: invoices.matchExceptions,
      })
      .from(invoices)
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
      .where(and(eq(invoices.id, id), purchaseOrderVisibility(tx, user)))
      .for('update', { of: invoices });
    if (!current) throw notFound('Invoice');
    const from = {
      status: current.status as InvoiceStatus,
      threeWayMatchStatus: current.threeWayMatchStatus as MatchStatus,
    };
    const result = transitionInvoice(from, {
      status: patch.status,
      threeWayMatchStatus: patch.threeWayMatchStatus,
    });
    if (!result.ok) throw conflict(result.message);
    const resolving = result.action === 'resolve';
    await tx
      .update(invoices)
      .set({
        ...result.next,
        ...(result.next.status === 'paid' ? { paidAt: new Date() } : {}),
        ...(resolving ? { matchExceptions: [], resolutionNote: patch.resolutionNote ?? null } : {}),
      })
      .where(eq(invoices.id, id));
    await audit(tx, {
      actorId: user.id,
      action: `invoice.${result.action}`,
      entityType: 'invoice',
      entityId: id,
      details: {
        from,
        to: result.next,
        ...(resolving
          ? { resolvedExceptions: current.matchExceptions, resolutionNote: patch.resolutionNote ?? null }
          : {}),
      },
    });
  });
  return getInvoice(db, user, id);
}
