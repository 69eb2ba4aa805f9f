import type { SessionUser } from '@shared/auth/types';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { dutiesReadSettings, invoiceDuties, type InvoiceDuties } from '@shared/invoices/duties';
import { invoiceCan, invoiceRefusal, type InvoiceAction, type InvoiceFacts } from '@shared/invoices/policies';
import type { InvoiceCan } from '@shared/invoices/can';
import type { DbOrTx } from '../db/client';
import { getSettings } from '../admin/settings';
import { enforce } from '../http/errors';

/**
 * Refuses `action` on the invoice as the invoice policies say (src/shared/invoices/policies.ts):
 * 403 outside AP Finance or against separation of duties, 409 when its state does not allow it.
 */
export async function enforceInvoiceAction(
  tx: DbOrTx,
  user: SessionUser,
  invoice: InvoiceFacts,
  action: InvoiceAction,
): Promise<void> {
  enforce(invoiceRefusal(user, invoice, await getSettings(tx), action));
}

/**
 * The policies for many invoices of one request: duties and `can`. The settings are read once, and
 * only for a user whose duties read them (dutiesReadSettings); for anyone else they change nothing.
 */
export async function invoicePolicyFor(
  db: DbOrTx,
  user: SessionUser,
): Promise<(invoice: InvoiceFacts) => { duties: InvoiceDuties; can: InvoiceCan }> {
  const settings = dutiesReadSettings(user) ? await getSettings(db) : DEFAULT_SETTINGS;
  return (invoice) => ({
    duties: invoiceDuties(user, invoice, settings),
    can: invoiceCan(user, invoice, settings),
  });
}
