import type { SessionUser } from '../auth/types';
import type { VendorRequestCan } from './types';

type Reviewer = Pick<SessionUser, 'id' | 'permissions'>;
type ReviewedRequest = { status: string; requestedBy: string | null };

export const VENDOR_REQUEST_POLICY_MESSAGES = {
  ownRequest:
    'You cannot approve or reject your own vendor request; another procurement specialist reviews it.',
} as const;

/**
 * Who may approve or reject a new-vendor request: vendor managers (manage_vendors), while it is pending,
 * and never the person who requested it. The server enforces it; the screen offers the buttons from it.
 */
export function canDecideVendorRequest(user: Reviewer, request: ReviewedRequest): boolean {
  return (
    user.permissions.includes('manage_vendors') &&
    request.status === 'pending' &&
    request.requestedBy !== user.id
  );
}

/** What the signed-in user may do with one request (the `can` of the API's request view). */
export const vendorRequestCan = (user: Reviewer, request: ReviewedRequest): VendorRequestCan => ({
  decide: canDecideVendorRequest(user, request),
});
