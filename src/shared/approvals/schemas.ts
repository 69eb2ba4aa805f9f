import { z } from 'zod';
import { attachmentInfoSchema } from '@shared/attachments';

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

export const approvalLineItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  total: z.string(),
});
export type ApprovalLineItem = z.infer<typeof approvalLineItemSchema>;

/** What every approvals row (queue or history) says of its step and request. Money is a numeric string. */
const approvalStepRowSchema = z.object({
  /** The approval request. */
  id: z.string(),
  stepId: z.string(),
  type: z.enum(APPROVAL_TYPES),
  /** The requisition or purchase order being approved. */
  subjectId: z.string(),
  title: z.string(),
  requestor: z.string(),
  department: z.string(),
  amount: z.string(),
});

/** GET /api/approvals: one row per step awaiting the signed-in user. */
export const approvalItemSchema = approvalStepRowSchema
  .extend({
    /** What people call the subject: the request id (REQ-…) or the PO number (PO-…). */
    reference: z.string(),
    dateSubmitted: z.string(),
    priority: z.enum(PRIORITIES),
    status: z.literal(PENDING_APPROVAL_STATUS),
    daysWaiting: z.number().int(),
    /** The awaiting step and its approver role, e.g. 'Manager Review (Manager)'. */
    nextApprover: z.string(),
    /** The approver the signed-in user stands in for (out-of-office delegation), by name; null: their own. */
    onBehalfOf: z.string().nullable(),
    description: z.string().nullable(),
    businessJustification: z.string().nullable(),
    /** GL code of the first line. */
    budgetCode: z.string().nullable(),
    vendor: z.string().nullable(),
    /** Line items, for requisitions only (empty for other types). */
    items: z.array(approvalLineItemSchema),
    contractReference: z.string().nullable(),
    originalPO: z.string().nullable(),
    changeType: z.string().nullable(),
    budgetWarning: z.string().nullable(),
    /** The request's (or PO's) attachment names and stored files, for the reviewer to open before deciding. */
    attachments: z.array(z.string()),
    attachmentFiles: z.array(attachmentInfoSchema),
  })
  .meta({ id: 'ApprovalItem' });
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/** GET /api/approvals/history: steps the signed-in user acted on. */
export const approvedItemSchema = approvalStepRowSchema
  .extend({
    dateApproved: z.string(),
    approvedBy: z.string(),
    /** Whom the approver acted for (out-of-office delegation), by name; null: for themself. */
    onBehalfOf: z.string().nullable(),
    /** Approved | Rejected */
    status: z.string(),
    step: z.string(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'ApprovedItem' });
export type ApprovedItem = z.infer<typeof approvedItemSchema>;

/** GET /api/approvals/summary */
export const approvalSummarySchema = z.object({
  pending: z.number().int(),
  highPriority: z.number().int(),
  /** Waiting more than 3 days. */
  overdue: z.number().int(),
  /** Sum of the pending amounts. */
  totalValue: z.string(),
  /** Mean days from submission to completion of the requests this user approved a step of; 0 when none. */
  avgDaysToApprove: z.number(),
});
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

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
export const approvalActionResultSchema = z.object({
  stepId: z.string(),
  /** completed | rejected */
  stepStatus: z.string(),
  approvalRequestId: z.string(),
  /** pending (more steps) | approved | rejected */
  requestStatus: z.string(),
  subjectType: z.enum(APPROVAL_TYPES),
  subjectId: z.string(),
  /** The purchase order created or changed by a final approval, if any. */
  purchaseOrder: z.object({ id: z.string(), poNumber: z.string() }).nullable(),
});
export type ApprovalActionResult = z.infer<typeof approvalActionResultSchema>;
