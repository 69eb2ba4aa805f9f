import { RFP_STATUS_LABELS, RFP_STATUSES, type RfpStatus } from './schemas';

/**
 * The RFP state machine (issue 11), pure; the API answers 409 with the message:
 * draft → sent (Send to Vendors) → responses (the first submitted response) → closed (award).
 * Bidding — vendors saving and submitting responses, addresses being added — is open while the RFP
 * is sent or receiving responses and its deadline has not passed; at the deadline the job closes it.
 */
export const RFP_MOVES: Record<RfpStatus, readonly RfpStatus[]> = {
  draft: ['sent'],
  sent: ['responses'],
  responses: ['closed'],
  closed: [],
};

const isRfpStatus = (s: string): s is RfpStatus => (RFP_STATUSES as readonly string[]).includes(s);

export const RFP_STATE_MESSAGES = {
  alreadySent: 'This RFP has already been sent to vendors.',
  closed: 'This RFP is closed.',
  biddingClosed: 'The deadline for this RFP has passed; responses are no longer accepted.',
  sealed: 'Responses are sealed until the deadline has passed.',
  noResponses: 'An RFP can be awarded only to a submitted response once its deadline has passed.',
  notSent: 'Send the RFP to vendors first.',
  noVendors: 'Add at least one vendor email before sending.',
} as const;

/** Null when an RFP may move from `from` to `to`, else the reason. */
export function rfpMoveError(from: string, to: RfpStatus): string | null {
  if (!isRfpStatus(from)) return `Unknown RFP status ${from}.`;
  if (RFP_MOVES[from].includes(to)) return null;
  if (to === 'sent' && from !== 'draft') return RFP_STATE_MESSAGES.alreadySent;
  if (from === 'closed') return RFP_STATE_MESSAGES.closed;
  return `An RFP that is ${RFP_STATUS_LABELS[from]} cannot become ${RFP_STATUS_LABELS[to]}.`;
}

type Bidding = { status: string; closesAt: Date | string; biddingClosedAt?: Date | string | null };

/** Responses are taken: sent or receiving responses, and the deadline has not passed. */
export function isBiddingOpen(rfp: Bidding, now: Date = new Date()): boolean {
  if (rfp.status !== 'sent' && rfp.status !== 'responses') return false;
  if (rfp.biddingClosedAt) return false;
  return new Date(rfp.closesAt).getTime() > now.getTime();
}

/** Prices stay hidden while bidding may still happen (draft, or sent/responses before the deadline). */
export function isSealed(rfp: Bidding, now: Date = new Date()): boolean {
  if (rfp.status === 'closed') return false;
  if (rfp.status === 'draft') return true;
  return isBiddingOpen(rfp, now);
}
