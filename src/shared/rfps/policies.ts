import type { SessionUser } from '../auth/types';
import {
  NO_PERMISSION_MESSAGE,
  allowedActions,
  conflictBecause,
  forbiddenBecause,
  hasPermission,
  type Refusal,
} from '../policy';
import type { RfpCan } from './sourcing';
import { RFP_STATE_MESSAGES, isBiddingOpen, isSealed, rfpMoveError } from './state';

/**
 * Who may see and do what with RFPs (issue 11), pure. The server enforces these; GET /api/rfps/{id}
 * carries `can` from the same functions.
 * - See: every department for roles that see all departments; otherwise the RFPs of one's department.
 * - Create, send, add vendors, set weights, award: procurement rights (manage_rfps: procurement_sme, admin).
 */
type Viewer = Pick<SessionUser, 'canViewAllDepartments' | 'department'>;
type Actor = Pick<SessionUser, 'permissions'>;
type RfpState = {
  status: string;
  closesAt: Date | string;
  biddingClosedAt?: Date | string | null;
  /** Invited addresses (sending needs one); unknown when not given. */
  vendorCount?: number;
};

export const canSeeRfp = (user: Viewer, rfp: { department: string }) =>
  user.canViewAllDepartments || rfp.department === user.department;

export const managesRfps = (user: Actor) => hasPermission(user, 'manage_rfps');

const who = (user: Actor): Refusal => (managesRfps(user) ? null : forbiddenBecause(NO_PERMISSION_MESSAGE));

/** Sending: procurement, a draft with at least one invited address whose deadline has not passed. */
export function sendRfpRefusal(user: Actor, rfp: RfpState, now = new Date()): Refusal {
  const move = rfpMoveError(rfp.status, 'sent');
  if (who(user)) return who(user);
  if (move) return conflictBecause(move);
  if (rfp.vendorCount === 0) return conflictBecause(RFP_STATE_MESSAGES.noVendors);
  if (new Date(rfp.closesAt).getTime() <= now.getTime())
    return conflictBecause(RFP_STATE_MESSAGES.biddingClosed);
  return null;
}

export function addVendorsRefusal(user: Actor, rfp: RfpState, now = new Date()): Refusal {
  if (who(user)) return who(user);
  if (rfp.status === 'closed') return conflictBecause(RFP_STATE_MESSAGES.closed);
  if (rfp.status !== 'draft' && !isBiddingOpen(rfp, now))
    return conflictBecause(RFP_STATE_MESSAGES.biddingClosed);
  return null;
}

export function editWeightsRefusal(user: Actor, rfp: RfpState): Refusal {
  return who(user) ?? (rfp.status === 'closed' ? conflictBecause(RFP_STATE_MESSAGES.closed) : null);
}

/** Seeing prices side by side: anyone who sees the RFP, once it is no longer sealed. */
export function compareRefusal(rfp: RfpState, now = new Date()): Refusal {
  return isSealed(rfp, now) ? conflictBecause(RFP_STATE_MESSAGES.sealed) : null;
}

/** Awarding: procurement, once bidding has closed, to an RFP receiving responses (not yet closed). */
export function awardRefusal(user: Actor, rfp: RfpState, now = new Date()): Refusal {
  if (who(user)) return who(user);
  if (rfp.status === 'closed') return conflictBecause(RFP_STATE_MESSAGES.closed);
  if (rfp.status !== 'responses' || isSealed(rfp, now))
    return conflictBecause(RFP_STATE_MESSAGES.noResponses);
  return null;
}

export function rfpCan(user: Actor, rfp: RfpState, now = new Date()): RfpCan {
  return allowedActions({
    send: sendRfpRefusal(user, rfp, now),
    addVendors: addVendorsRefusal(user, rfp, now),
    editWeights: editWeightsRefusal(user, rfp),
    compare: compareRefusal(rfp, now),
    award: awardRefusal(user, rfp, now),
  });
}
