import { OPPORTUNITY_STATUSES, type OpportunityStatus } from './schemas';

/**
 * The consolidation opportunity state machine (issue 12), pure; the API answers 409 with the message:
 * identified → under_review (Approve) → actualized (its saving shows in invoices, or procurement says so);
 * identified / under_review → dismissed (Dismiss, with a reason; hidden from the default view).
 */
export const OPPORTUNITY_MOVES: Record<OpportunityStatus, readonly OpportunityStatus[]> = {
  identified: ['under_review', 'dismissed'],
  under_review: ['actualized', 'dismissed'],
  actualized: [],
  dismissed: [],
};

/** The statuses the AI Opportunities tab shows by default (dismissed ones are hidden). */
export const OPEN_OPPORTUNITY_STATUSES = ['identified', 'under_review', 'actualized'] as const;

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  identified: 'Identified',
  under_review: 'Under Review',
  actualized: 'Actualized',
  dismissed: 'Dismissed',
};

const isStatus = (s: string): s is OpportunityStatus =>
  (OPPORTUNITY_STATUSES as readonly string[]).includes(s);

/** Null when an opportunity may move from `from` to `to`, else the reason. */
export function opportunityMoveError(from: string, to: OpportunityStatus): string | null {
  if (!isStatus(from)) return `Unknown opportunity status ${from}.`;
  if (OPPORTUNITY_MOVES[from].includes(to)) return null;
  if (from === to) return `This opportunity is already ${OPPORTUNITY_STATUS_LABELS[from]}.`;
  return `An opportunity that is ${OPPORTUNITY_STATUS_LABELS[from]} cannot become ${OPPORTUNITY_STATUS_LABELS[to]}.`;
}
