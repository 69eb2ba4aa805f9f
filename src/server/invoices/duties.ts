import type { SessionUser } from '@shared/auth/types';
import { invoiceDuties, type InvoiceDuties } from '@shared/invoices/duties';
import type { DbOrTx } from '../db/client';
import { getSettings } from '../admin/settings';
import { forbidden } from '../http/errors';

/**
 * Refuses (403, with the policy's reason) approving an invoice for payment or paying it when the
 * payables policy (`invoiceDuties`: AP Finance, and not the user who entered it) does not allow it.
 */
export async function assertInvoiceDuty(
  tx: DbOrTx,
  user: SessionUser,
  invoice: { createdBy: string | null },
  duty: 'approve' | 'pay',
): Promise<void> {
  const duties = invoiceDuties(user, invoice, await getSettings(tx));
  const allowed = duty === 'approve' ? duties.mayApprove : duties.mayPay;
  if (!allowed) throw forbidden(duties.reason ?? undefined);
}

/** The policy for many invoices of one request: the settings are read once. */
export async function dutiesFor(
  db: DbOrTx,
  user: SessionUser,
): Promise<(invoice: { createdBy: string | null }) => InvoiceDuties> {
  const settings = await getSettings(db);
  return (invoice) => invoiceDuties(user, invoice, settings);
}
