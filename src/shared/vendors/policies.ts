import type { VendorCan, VendorRequestCan } from './can';
import type { SessionUser } from '../auth/types';
import {
  NO_PERMISSION_MESSAGE,
  conflictBecause,
  forbiddenBecause,
  hasPermission,
  type Refusal,
} from '../policy';
import type { VendorStatus } from './schemas';
import { requestDecisionError, type RequestDecision } from './state';

/**
 * Who may do what with vendors and new-vendor requests, pure (rule 1 of issue 9). The server
 * enforces them; the vendor and request answers carry `can` from the same functions.
 */
type Reviewer = Pick<SessionUser, 'id' | 'permissions'>;
type ReviewedRequest = { status: string; requestedBy: string | null };

export const VENDOR_REQUEST_POLICY_MESSAGES = {
  ownRequest:
    'You cannot approve or reject your own vendor request; another procurement specialist reviews it.',
} as const;

/** Vendor managers (manage_vendors) create and edit vendors and review new-vendor requests. */
export const managesVendors = (user: Pick<SessionUser, 'permissions'>) =>
  hasPermission(user, 'manage_vendors');

/**
 * Finance — the Finance Team role or the Finance department — reads bank details in the clear; everyone
 * else sees '••••1234'. Deliberately not a permission: the administrator's full_access does not reveal them.
 */
export const canReadBankDetails = (user: Pick<SessionUser, 'role' | 'department'>) =>
  user.role === 'finance' || user.department === 'Finance';

/** The Shop action is offered only for active vendors (spec section 2, Vendor Partnership Hub). */
export const canShop = (vendor: { status: VendorStatus }) => vendor.status === 'active';

/**
 * Approving or rejecting a new-vendor request: vendor managers, never the person who requested it,
 * and only while it is pending (a decided request takes no second decision).
 */
export function decideVendorRequestRefusal(
  user: Reviewer,
  request: ReviewedRequest,
  decision: RequestDecision,
): Refusal {
  if (!managesVendors(user)) return forbiddenBecause(NO_PERMISSION_MESSAGE);
  if (request.requestedBy === user.id) return forbiddenBecause(VENDOR_REQUEST_POLICY_MESSAGES.ownRequest);
  const state = requestDecisionError(request.status, decision);
  return state ? conflictBecause(state) : null;
}

/** Who may approve or reject the request: the screen offers both buttons from it. */
export const canDecideVendorRequest = (user: Reviewer, request: ReviewedRequest): boolean =>
  decideVendorRequestRefusal(user, request, 'approve') === null;

export const vendorRequestCan = (user: Reviewer, request: ReviewedRequest): VendorRequestCan => ({
  decide: canDecideVendorRequest(user, request),
});

export const vendorCan = (
  user: Pick<SessionUser, 'permissions'>,
  vendor: { status: VendorStatus },
): VendorCan => ({
  edit: managesVendors(user),
  shop: canShop(vendor),
});
