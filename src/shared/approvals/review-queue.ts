import { z } from 'zod';
import type { AttachmentInfo } from '@shared/requisitions/types';
import { approveActionSchema, rejectActionSchema } from './schemas';

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

export type ReviewLineItem = { description: string; quantity: number; unitPrice: string; total: string };

/** GET /api/review-queue: one item pending review by the signed-in user. Money is a numeric string. */
export type ReviewItem = {
  /** The purchase order id (type po) or the invoice id (type invoice). */
  id: string;
  type: ReviewType;
  title: string;
  amount: string;
  vendor: string;
  /** Invoices: the due date; POs: the date the request is needed by, if known. YYYY-MM-DD. */
  dueDate: string | null;
  description: string;
  status: typeof REVIEW_STATUS;
  items: ReviewLineItem[];
  /** PO number or invoice number. */
  reference: string;
  /** POs: the approval step awaiting the user. */
  stepId: string | null;
  /** POs: the step's name, e.g. 'Finance Approval'; invoices: '3-Way Matched'. */
  stage: string;
  submittedAt: string;
  /** The PO's or invoice's attachment names and stored files (downloads: GET /api/attachments/{id}). */
  attachments: string[];
  attachmentFiles: AttachmentInfo[];
};

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
export type ReviewActionResult = {
  id: string;
  type: ReviewType;
  decision: 'approved' | 'rejected';
  /** The PO's or invoice's status afterwards (a PO stays pending while later steps remain). */
  status: string;
};
