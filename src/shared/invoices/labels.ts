import type { InvoiceStatus, MatchStatus } from './schemas';

/** How invoice statuses read on screen (the codes stay in the API and in data-status). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  'on-hold': 'On Hold',
  disputed: 'Disputed',
};

/** How 3-way match statuses read on screen. */
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  matched: 'Matched',
  pending: 'Pending',
  exception: 'Exception',
};
