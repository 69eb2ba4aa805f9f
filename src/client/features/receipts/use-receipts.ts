import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoodsReceipt, ReceiptInput, ReceiptResult } from '@shared/receipts/schemas';

import { apiJson } from '../../lib/api';
import { pagedListQueryFn, type PagedList } from '../../lib/paged-list';
import { DASHBOARD_SUMMARY_KEY } from '../../lib/use-dashboard-summary';

const receiptsKey = (poId: string) => ['/api/purchase-orders', poId, 'receipts', { limit: 500 }] as const;

/** GET /api/purchase-orders/{id}/receipts: the PO's goods receipts, oldest first. */
export function useReceipts(poId: string) {
  return useQuery<PagedList<GoodsReceipt>>({
    queryKey: receiptsKey(poId),
    queryFn: pagedListQueryFn<GoodsReceipt>(),
  });
}

/** POST /api/purchase-orders/{id}/receipts; then every PO query (detail, hub, receipts) refreshes. */
export function useRecordReceipt(poId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptInput) =>
      apiJson<ReceiptResult>('POST', `/api/purchase-orders/${encodeURIComponent(poId)}/receipts`, input),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/purchase-orders'] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
      ]),
  });
}
