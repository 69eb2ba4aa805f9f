import { VENDOR_STATUS_MOVES, VENDOR_STATUSES, type VendorStatus } from '@shared/vendors/schemas';

/**
 * The vendor and vendor-request state machines, pure (the API answers 409 with the message):
 * - vendor: pending → active | inactive; active ⇄ inactive; nothing returns to pending.
 * - vendor request: pending → approved | rejected, once; a decided request takes no second decision.
 */
const isVendorStatus = (s: string): s is VendorStatus => (VENDOR_STATUSES as readonly string[]).includes(s);

/** Null when the vendor may move from `from` to `to`, else the reason. */
export function vendorStatusError(from: string, to: string): string | null {
  if (!isVendorStatus(from) || !isVendorStatus(to))
    return `Unknown vendor status ${isVendorStatus(from) ? to : from}.`;
  if (VENDOR_STATUS_MOVES[from].includes(to)) return null;
  if (from === to) return `The vendor is already ${from}.`;
  return `A vendor that is ${from} cannot become ${to}.`;
}

export type RequestDecision = 'approve' | 'reject';

/** Null when a request in `status` may take the decision, else the reason. */
export function requestDecisionError(status: string, decision: RequestDecision): string | null {
  if (status === 'pending') return null;
  const verb = decision === 'approve' ? 'approved' : 'rejected';
  return `This vendor request was already ${status}; it cannot be ${verb} again.`;
}
