import { and, eq } from 'drizzle-orm';
import type { InvoiceState } from '@shared/invoices/state';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { conflict } from '../http/errors';
import { onFulfilmentChanged } from '../purchase-orders/complete';
import type { InvoiceRecord } from './lock';

/**
 * The one write of an invoice's state (every use case moving an invoice goes through it, after the
 * state machine allowed the move): the new status and match status with the fields that go with
 * them, conditional on the state read (a concurrent change is a 409), then — an invoice closing may
 * leave its PO fulfilled — the PO's status is derived again (`onFulfilmentChanged`). Answers whether
 * that completed the PO.
 */
export async function moveInvoice(
  tx: DbOrTx,
  invoice: Pick<InvoiceRecord, 'id' | 'invoiceNumber' | 'status' | 'threeWayMatchStatus' | 'poId'>,
  next: InvoiceState,
  set: Partial<typeof invoices.$inferInsert>,
  opts: { actorId: string; now?: Date },
): Promise<{ poCompleted: boolean }> {
  const [row] = await tx
    .update(invoices)
    .set({ ...set, status: next.status, threeWayMatchStatus: next.threeWayMatchStatus })
    .where(
      and(
        eq(invoices.id, invoice.id),
        eq(invoices.status, invoice.status),
        eq(invoices.threeWayMatchStatus, invoice.threeWayMatchStatus),
      ),
    )
    .returning({ id: invoices.id });
  if (!row) throw conflict(`${invoice.invoiceNumber} was changed meanwhile; reload it and try again.`);
  if (!invoice.poId) return { poCompleted: false };
  const { completed } = await onFulfilmentChanged(tx, invoice.poId, { actorId: opts.actorId, now: opts.now });
  return { poCompleted: completed };
}
