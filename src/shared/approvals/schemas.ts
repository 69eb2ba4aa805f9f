import { z } from 'zod';
import type { AttachmentInfo } from '@shared/requisitions/types';

/** Approvals queue (spec section 3 "Approval item" / "Approved item"; section 9 "Overdue"). */
export const APPROVAL_TYPES = ['requisition', 'purchase-order', 'change-order'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];
export const APPROVAL_TYPE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'requisition', label: 'Requisitions' },
  { value: 'purchase-order', label: 'Purchase Orders' },
  { value: 'change-order', label: 'Change Orders' },
] as const;
export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** An approval is overdue after more than this many whole days waiting. */
export const OVERDUE_AFTER_DAYS = 3;
export const PENDING_APPROVAL_STATUS = 'Pending Approval';

/** Whole days between two instants (never negative). */
export function wholeDaysBetween(from: Date | string, to: Date = new Date()): number {
  const start = typeof from === 'string' ? new Date(from) : from;
  return Math.max(0, Math.floor((to.getTime() - start.getTime()) / 86_400_000));
}

export type ApprovalLineItem = { description: string; quantity: number; unitPrice: string; total: string };

/** What every approvals row (queue or history) says of its step and request. Money is a numeric string. */
type ApprovalStepRow = {
  /** The approval request. */
  id: string;
  stepId: string;
  type: ApprovalType;
  /** The requisition or purchase order being approved. */
  subjectId: string;
  title: string;
  requestor: string;
  department: string;
  amount: string;
};

/** GET /api/approvals: one row per step awaiting the signed-in user. */
export type ApprovalItem = ApprovalStepRow & {
  /** What people call the subject: the request id (REQ-…) or the PO number (PO-…). */
  reference: string;
  dateSubmitted: string;
  priority: Priority;
  status: typeof PENDING_APPROVAL_STATUS;
  daysWaiting: number;
  /** The awaiting step and its approver role, e.g. 'Manager Review (Manager)'. */
  nextApprover: string;
  description: string | null;
  businessJustification: string | null;
  /** GL code of the first line. */
  budgetCode: string | null;
  vendor: string | null;
  /** Line items, for requisitions only (empty for other types). */
  items: ApprovalLineItem[];
  contractReference: string | null;
  originalPO: string | null;
  changeType: string | null;
  budgetWarning: string | null;
  /** The request's (or PO's) attachment names and stored files, for the reviewer to open before deciding. */
  attachments: string[];
  attachmentFiles: AttachmentInfo[];
};

/** GET /api/approvals/history: steps the signed-in user acted on. */
export type ApprovedItem = ApprovalStepRow & {
  dateApproved: string;
  approvedBy: string;
  /** Approved | Rejected */
  status: string;
  step: string;
  comment: string | null;
};

/** GET /api/approvals/summary */
export type ApprovalSummary = {
  pending: number;
  highPriority: number;
  /** Waiting more than 3 days. */
  overdue: number;
  /** Sum of the pending amounts. */
  totalValue: string;
  /** Mean days from submission to completion of the requests this user approved a step of; 0 when none. */
  avgDaysToApprove: number;
};

/** Approve / reject (POST /api/approvals/{stepId}/approve|reject and the review queue). */
export const APPROVAL_MESSAGES = {
  commentRequired: 'A comment is required to reject',
  alreadyActed: 'This approval step has already been acted on',
  notAwaitingYou: 'This approval step is not awaiting you.',
  ownRequest: 'You cannot approve or reject your own request.',
  ownChange: 'You cannot approve or reject a change you submitted or edited.',
  commentTooLong: 'String must contain at most 2000 characters',
} as const;

const comment = z.string().trim().max(2000, { error: APPROVAL_MESSAGES.commentTooLong });
const orEmpty = (v: unknown) => v ?? {};

/** Approve: an optional comment (a missing body is an approval without comment). */
export const approveActionSchema = z.preprocess(
  orEmpty,
  z.object({ comment: comment.nullish().transform((v) => v || null) }),
);
export type ApproveActionInput = z.input<typeof approveActionSchema>;

/** Reject: a comment is required. */
export const rejectActionSchema = z.preprocess(
  orEmpty,
  z.object({
    comment: z
      .string({ error: APPROVAL_MESSAGES.commentRequired })
      .trim()
      .min(1, { error: APPROVAL_MESSAGES.commentRequired })
      .max(2000, { error: APPROVAL_MESSAGES.commentTooLong }),
  }),
);
export type RejectActionInput = z.input<typeof rejectActionSchema>;

/** The answer of an approve or reject. */
export type ApprovalActionResult = {
  stepId: string;
  /** completed | rejected */
  stepStatus: string;
  approvalRequestId: string;
  /** pending (more steps) | approved | rejected */
  requestStatus: string;
  subjectType: ApprovalType;
  subjectId: string;
  /** The purchase order created or changed by a final approval, if any. */
  purchaseOrder: { id: string; poNumber: string } | null;
};
