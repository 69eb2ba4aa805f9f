import { approvalActionResultSchema } from '@shared/approvals/schemas';
import { reviewActionResultSchema } from '@shared/approvals/review-queue';
import { useMutation } from '@tanstack/react-query';
import type { ReviewType } from '@shared/approvals/review-queue';

import { sendJson } from '../../lib/api';

export type Decision = { stepId: string; action: 'approve' | 'reject'; comment: string };

/** POST /api/approvals/{stepId}/approve|reject. Errors are the caller's to show (meta.silent). */
export function useDecideApproval() {
  return useMutation({
    mutationFn: ({ stepId, action, comment }: Decision) =>
      sendJson(
        'POST',
        `/api/approvals/${encodeURIComponent(stepId)}/${action}`,
        comment.trim() ? { comment: comment.trim() } : {},
        approvalActionResultSchema,
      ),
    meta: { silent: true, changes: ['approval'] },
  });
}

export type ReviewDecision = {
  type: ReviewType;
  id: string;
  /** The approval step the user is deciding (PO items); null for invoices. */
  stepId: string | null;
  action: 'approve' | 'reject';
  comment: string;
};

/**
 * POST /api/review-queue/{type}/{id}/approve|reject with the step the user saw, so a repeated click
 * cannot decide the chain's next step. Errors are the caller's to show (meta.silent).
 */
export function useDecideReview() {
  return useMutation({
    mutationFn: ({ type, id, stepId, action, comment }: ReviewDecision) =>
      sendJson(
        'POST',
        `/api/review-queue/${type}/${encodeURIComponent(id)}/${action}`,
        { ...(comment.trim() ? { comment: comment.trim() } : {}), ...(stepId ? { stepId } : {}) },
        reviewActionResultSchema,
      ),
    meta: { silent: true, changes: ['approval'] },
  });
}
