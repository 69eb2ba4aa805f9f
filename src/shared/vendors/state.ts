import { VENDOR_STATUS_MOVES, VENDOR_STATUSES, type VendorStatus } from './schemas';

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

export const VENDOR_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VendorRequestStatus = (typeof VENDOR_REQUEST_STATUSES)[number];
export const VENDOR_REQUEST_MOVES: Record<VendorRequestStatus, readonly VendorRequestStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export type RequestDecision = 'approve' | 'reject';
export const DECISION_STATUS: Record<RequestDecision, VendorRequestStatus> = {
  approve: 'approved',
  reject: 'rejected',
};

/** Null when a request in `status` may take the decision, else the reason. */
export function requestDecisionError(status: string, decision: RequestDecision): string | null {
  const moves = (VENDOR_REQUEST_MOVES as Record<string, readonly string[] | undefined>)[status];
  if (moves?.includes(DECISION_STATUS[decision])) return null;
  const verb = DECISION_STATUS[decision];
  return `This vendor request was already ${status}; it cannot be ${verb} again.`;
}
