import { z } from 'zod';
import { attachmentInfoSchema } from '@shared/attachments';
import { approvalLineItemSchema, approveActionSchema, rejectActionSchema } from './schemas';

/** Review queue (spec section 2 "Review Queue", section 3 "Review item", section 4 "Review queue"). */
export const REVIEW_TYPES = ['po', 'invoice'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_STATUS = 'pending_review';
/** How review item types and their status read on screen (the codes stay in the API). */
export const REVIEW_TYPE_LABELS: Record<ReviewType, string> = { po: 'Purchase Order', invoice: 'Invoice' };
export const REVIEW_STATUS_LABEL = 'Pending Review';
export const REVIEW_EMPTY_STATE = 'All caught up!';
export const REVIEW_BACK_LABEL = 'Back to Review Queue';

export const REVIEW_MESSAGES = {
  type: 'Type must be po or invoice',
  noLongerPending: 'This item is no longer pending review',
  stepRequired: 'The approval step under review is required',
} as const;

/** GET /api/review-queue: one item pending review by the signed-in user. Money is a numeric string. */
export const reviewItemSchema = z
  .object({
    /** The purchase order id (type po) or the invoice id (type invoice). */
    id: z.string(),
    type: z.enum(REVIEW_TYPES),
    title: z.string(),
    amount: z.string(),
    vendor: z.string(),
    /** Invoices: the due date; POs: the date the request is needed by, if known. YYYY-MM-DD. */
    dueDate: z.string().nullable(),
    description: z.string(),
    status: z.literal(REVIEW_STATUS),
    items: z.array(approvalLineItemSchema),
    /** PO number or invoice number. */
    reference: z.string(),
    /** POs: the approval step awaiting the user. */
    stepId: z.string().nullable(),
    /** POs: the step's name, e.g. 'Finance Approval'; invoices: '3-Way Matched'. */
    stage: z.string(),
    /**
     * POs: the name of the user the step awaits when the signed-in user stands in for them (an active
     * out-of-office delegation); null when it awaits the user themself, and for invoices.
     */
    onBehalfOf: z.string().nullable(),
    submittedAt: z.string(),
    /** The PO's or invoice's attachment names and stored files (downloads: GET /api/attachments/{id}). */
    attachments: z.array(z.string()),
    attachmentFiles: z.array(attachmentInfoSchema),
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewParamsSchema = z.object({
  type: z.enum(REVIEW_TYPES, { error: REVIEW_MESSAGES.type }),
  id: z.string().trim().min(1).max(100),
});

/**
 * The approval step the user saw (ReviewItem.stepId): required for a PO item, so a repeated decision
 * (a double click) cannot act on the chain's next step; ignored for an invoice.
 */
const reviewStep = z.object({
  stepId: z
    .string({ error: REVIEW_MESSAGES.stepRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.stepRequired })
    .max(100)
    .nullish(),
});
const orEmpty = (v: unknown) => v ?? {};

/** POST /api/review-queue/{type}/{id}/approve: an optional comment, and the step for a PO. */
export const reviewApproveSchema = z.preprocess(orEmpty, z.intersection(approveActionSchema, reviewStep));
/** POST /api/review-queue/{type}/{id}/reject: a comment (required), and the step for a PO. */
export const reviewRejectSchema = z.preprocess(orEmpty, z.intersection(rejectActionSchema, reviewStep));
export type ReviewDecisionInput = { comment: string | null; stepId?: string | null };

/** The answer of POST /api/review-queue/{type}/{id}/approve|reject. */
export const reviewActionResultSchema = z.object({
  id: z.string(),
  type: z.enum(REVIEW_TYPES),
  decision: z.enum(['approved', 'rejected']),
  /** The PO's or invoice's status afterwards (a PO stays pending while later steps remain). */
  status: z.string(),
});
export type ReviewActionResult = z.infer<typeof reviewActionResultSchema>;
