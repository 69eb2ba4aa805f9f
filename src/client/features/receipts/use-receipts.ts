import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoodsReceipt, ReceiptInput, ReceiptResult } from '@shared/receipts/schemas';

import { apiJson } from '../../lib/api';
import { invalidatePaths } from '../../lib/invalidate-paths';
import { useListQuery } from '../../lib/use-list-query';

const receiptsUrl = (poId: string) => `/api/purchase-orders/${encodeURIComponent(poId)}/receipts`;

/** GET /api/purchase-orders/{id}/receipts: the PO's goods receipts, oldest first. */
export function useReceipts(poId: string) {
  return useListQuery<GoodsReceipt>(receiptsUrl(poId), { limit: 500 });
}

/** POST /api/purchase-orders/{id}/receipts; then every PO query (detail, hub, receipts) refreshes. */
export function useRecordReceipt(poId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptInput) => apiJson<ReceiptResult>('POST', receiptsUrl(poId), input),
    meta: { silent: true },
    onSuccess: () =>
      invalidatePaths(queryClient, ['/api/purchase-orders', '/api/dashboard', '/api/invoices']),
  });
}
