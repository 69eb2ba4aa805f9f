import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApprovalActionResult,
  ApprovalItem,
  ApprovalSummary,
  ApprovedItem,
} from '@shared/approvals/schemas';

import { apiJson } from '../../lib/api';
import { invalidatePaths } from '../../lib/invalidate-paths';
import { useListQuery } from '../../lib/use-list-query';

const typeParam = (type: string) => (type === 'all' ? undefined : type);

/** GET /api/approvals: the steps awaiting the signed-in user, filtered and sorted by the server. */
export function useApprovalQueue(f: { type: string; sort: string; limit: number; offset: number }) {
  return useListQuery<ApprovalItem>('/api/approvals', {
    type: typeParam(f.type),
    sort: f.sort,
    limit: f.limit,
    offset: f.offset,
  });
}

/** GET /api/approvals/history: what the user approved or rejected, newest first. */
export function useApprovalHistory(f: { type: string; limit: number; offset: number }) {
  return useListQuery<ApprovedItem>('/api/approvals/history', {
    type: typeParam(f.type),
    limit: f.limit,
    offset: f.offset,
  });
}

export function useApprovalSummary() {
  return useQuery<ApprovalSummary>({ queryKey: ['/api/approvals', 'summary'] });
}

export type Decision = { stepId: string; action: 'approve' | 'reject'; comment: string };

/** Everything an approval decision can change: queues, history, summary, badges, requests, POs, invoices. */
export function refreshAfterDecision(queryClient: QueryClient): void {
  invalidatePaths(queryClient, [
    '/api/approvals',
    '/api/review-queue',
    '/api/dashboard',
    '/api/requisitions',
    '/api/purchase-orders',
    '/api/invoices',
  ]);
}

/** POST /api/approvals/{stepId}/approve|reject. Errors are the caller's to show (meta.silent). */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, action, comment }: Decision) =>
      apiJson<ApprovalActionResult>(
        'POST',
        `/api/approvals/${encodeURIComponent(stepId)}/${action}`,
        comment.trim() ? { comment: comment.trim() } : {},
      ),
    meta: { silent: true },
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
