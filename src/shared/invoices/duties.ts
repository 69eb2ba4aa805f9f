import type { SessionUser } from '@shared/auth/types';
import type { Settings } from '@shared/admin/settings';
import type { z } from 'zod';
import { AP_FINANCE_ONLY_MESSAGE, type invoiceDutiesSchema } from './schemas';

/** Refusal when the entrant tries to approve or pay their own invoice. */
export const SEPARATION_OF_DUTIES_MESSAGE =
  'You entered this invoice: another member of AP Finance must approve it for payment and pay it (separation of duties).';

/** What a user may do with one invoice's payment (the server refuses the rest with `reason`). */
export type InvoiceDuties = z.infer<typeof invoiceDutiesSchema>;

export type DutyUser = Pick<SessionUser, 'id' | 'permissions' | 'department'>;

/** Spec section 6: AP Finance is the approve_invoices permission or the Finance department. */
export const isApFinance = (user: Pick<SessionUser, 'permissions' | 'department'>) =>
  user.permissions.includes('approve_invoices') || user.department === 'Finance';

/**
 * Whether the settings can change what `user` may do with an invoice: only AP Finance's duties read
 * them (invoiceDuties, and invoiceRefusal in policies.ts, refuse everyone else before they look), so a
 * list shown to anyone else needs no statement for them.
 */
export const dutiesReadSettings = (user: Pick<SessionUser, 'permissions' | 'department'>) =>
  isApFinance(user);

/**
 * The payables policy for one invoice, pure: only AP Finance approves and pays invoices, and with
 * the `payablesSeparationOfDuties` setting on (the default) never the user who entered the invoice.
 */
export function invoiceDuties(
  user: DutyUser,
  invoice: { createdBy: string | null },
  settings: Pick<Settings, 'payablesSeparationOfDuties'>,
): InvoiceDuties {
  if (!isApFinance(user)) return { mayApprove: false, mayPay: false, reason: AP_FINANCE_ONLY_MESSAGE };
  if (settings.payablesSeparationOfDuties && invoice.createdBy !== null && invoice.createdBy === user.id) {
    return { mayApprove: false, mayPay: false, reason: SEPARATION_OF_DUTIES_MESSAGE };
  }
  return { mayApprove: true, mayPay: true, reason: null };
}
