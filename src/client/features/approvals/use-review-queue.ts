import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewActionResult, ReviewItem, ReviewType } from '@shared/approvals/review-queue';

import { apiJson } from '../../lib/api';
import { useListQuery } from '../../lib/use-list-query';
import { refreshAfterDecision } from './use-approvals';

/** GET /api/review-queue: one server page of the POs and invoices waiting for the signed-in user's review. */
export function useReviewQueue(page: { limit: number; offset: number }) {
  return useListQuery<ReviewItem>('/api/review-queue', { limit: page.limit, offset: page.offset });
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, stepId, action, comment }: ReviewDecision) =>
      apiJson<ReviewActionResult>('POST', `/api/review-queue/${type}/${encodeURIComponent(id)}/${action}`, {
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(stepId ? { stepId } : {}),
      }),
    meta: { silent: true },
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
