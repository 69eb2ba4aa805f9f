import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PoPatchInput,
  PoPatchResult,
  PurchaseOrder,
  PurchaseOrderDetail,
  ReleaseInput,
} from '@shared/purchase-orders/schemas';

import { apiJson } from '../../lib/api';
import { invalidatePaths } from '../../lib/invalidate-paths';
import { useListQuery } from '../../lib/use-list-query';

export const poDetailKey = (id: string) => ['/api/purchase-orders', id] as const;

export type PoHubFilters = {
  q: string;
  status: string;
  vendorId: string;
  sort: string;
  limit: number;
  offset: number;
};

/** GET /api/purchase-orders: one server page, searched, filtered and sorted by the server. */
export function usePurchaseOrders(f: PoHubFilters) {
  return useListQuery<PurchaseOrder>('/api/purchase-orders', {
    q: f.q || undefined,
    status: f.status === 'all' ? undefined : f.status,
    vendorId: f.vendorId === 'all' ? undefined : f.vendorId,
    sort: f.sort,
    limit: f.limit,
    offset: f.offset,
  });
}

/** GET /api/purchase-orders/{id}. A 404 is the caller's to show (meta.silent). */
export function usePurchaseOrder(id: string) {
  return useQuery<PurchaseOrderDetail>({
    queryKey: poDetailKey(id),
    enabled: id !== '',
    meta: { silent: true },
  });
}

export type VendorOption = { id: string; name: string };

/** GET /api/vendors, for the hub's vendor filter. */
export function useVendorOptions() {
  return useQuery<VendorOption[]>({ queryKey: ['/api/vendors', { limit: 500 }] });
}

/** After a PO changes: every PO query (hub, detail, receipts), approvals, review queue and the badges. */
export function refreshPurchaseOrders(queryClient: QueryClient): void {
  invalidatePaths(queryClient, [
    '/api/purchase-orders',
    '/api/approvals',
    '/api/review-queue',
    '/api/dashboard',
  ]);
}

function usePoMutation<V, R extends PurchaseOrderDetail = PurchaseOrderDetail>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: (po) => {
      queryClient.setQueryData(poDetailKey(po.id), po);
      refreshPurchaseOrders(queryClient);
    },
  });
}

const path = (id: string) => `/api/purchase-orders/${encodeURIComponent(id)}`;

/** PATCH answers the saved PO and whether the edit sent it back through approval (`reapproval`). */
export const useUpdatePurchaseOrder = (id: string) =>
  usePoMutation((patch: PoPatchInput) => apiJson<PoPatchResult>('PATCH', path(id), patch));

export const useIssuePurchaseOrder = (id: string) =>
  usePoMutation(() => apiJson<PurchaseOrderDetail>('POST', `${path(id)}/issue`));

export const useCancelPurchaseOrder = (id: string) =>
  usePoMutation((reason: string) => apiJson<PurchaseOrderDetail>('POST', `${path(id)}/cancel`, { reason }));

/** POST …/releases answers the new release PO. */
export const useCreateRelease = (id: string) =>
  usePoMutation((input: ReleaseInput) => apiJson<PurchaseOrderDetail>('POST', `${path(id)}/releases`, input));
