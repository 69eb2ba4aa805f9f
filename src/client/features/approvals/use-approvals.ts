import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalActionResult,
  ApprovalItem,
  ApprovalSummary,
  ApprovedItem,
} from '@shared/approvals/schemas';

import { apiJson } from '../../lib/api';
import { pagedListQueryFn, type PagedList } from '../../lib/paged-list';
import { DASHBOARD_SUMMARY_KEY } from '../../lib/use-dashboard-summary';

export const APPROVALS_KEY = ['/api/approvals'] as const;
export type QueueFilters = { type: string; sort: string; limit: number; offset: number };

/** GET /api/approvals: the steps awaiting the signed-in user, filtered and sorted by the server. */
export function useApprovalQueue(f: QueueFilters) {
  return useQuery<PagedList<ApprovalItem>>({
    queryKey: [
      ...APPROVALS_KEY,
      { type: f.type === 'all' ? undefined : f.type, sort: f.sort, limit: f.limit, offset: f.offset },
    ],
    queryFn: pagedListQueryFn<ApprovalItem>(),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/approvals/history: what the user approved or rejected, newest first. */
export function useApprovalHistory(f: { type: string; limit: number; offset: number }) {
  return useQuery<PagedList<ApprovedItem>>({
    queryKey: [
      ...APPROVALS_KEY,
      'history',
      { type: f.type === 'all' ? undefined : f.type, limit: f.limit, offset: f.offset },
    ],
    queryFn: pagedListQueryFn<ApprovedItem>(),
    placeholderData: keepPreviousData,
  });
}

export function useApprovalSummary() {
  return useQuery<ApprovalSummary>({ queryKey: [...APPROVALS_KEY, 'summary'] });
}

export type Decision = { stepId: string; action: 'approve' | 'reject'; comment: string };

/** Everything an approval decision can change: queues, history, summary, badges, requests and POs. */
export function refreshAfterDecision(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/review-queue'] }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/requisitions'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/purchase-orders'] }),
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
