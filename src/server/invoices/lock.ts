import { and, eq } from 'drizzle-orm';
import { visibleInvoices } from '../access/invoices';
import type { SessionUser } from '@shared/auth/types';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { notFound } from '../http/errors';
import type { InvoiceState } from '@shared/invoices/state';

export type InvoiceRecord = typeof invoices.$inferSelect;

/** The invoice row locked for the rest of the transaction; 404 when missing or outside the user's scope. */
export async function lockVisibleInvoice(tx: DbOrTx, user: SessionUser, id: string): Promise<InvoiceRecord> {
  const [row] = await tx
    .select({ invoice: invoices })
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleInvoices(user)))
    .for('update', { of: invoices });
  if (!row) throw notFound('Invoice');
  return row.invoice;
}

export const stateOf = (row: Pick<InvoiceRecord, 'status' | 'threeWayMatchStatus'>): InvoiceState => ({
  status: row.status as InvoiceStatus,
  threeWayMatchStatus: row.threeWayMatchStatus as MatchStatus,
});
