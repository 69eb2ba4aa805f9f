import { useQuery } from '@tanstack/react-query';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';
import type { RequisitionStats } from '@shared/requisitions/types';

import { STATS_KEY } from './api';

/** The fields of GET /api/vendors the form reads. */
export type VendorOption = { id: string; name: string };

/** Active vendors for the Vendor select. */
export function useActiveVendors() {
  return useQuery<VendorOption[]>({ queryKey: ['/api/vendors', { status: 'active', limit: 500 }] });
}

/**
 * Open purchase orders the user may see — approved or in progress, the only ones a change order may be
 * submitted against — newest first, for PO Number.
 */
export function usePurchaseOrderOptions(enabled: boolean) {
  return useQuery<PurchaseOrder[]>({
    queryKey: ['/api/purchase-orders', { status: 'approved,in-progress', limit: 500, sort: '-createdAt' }],
    enabled,
  });
}

/** The counters at the top of the form (active, this month). */
export function useRequisitionStats() {
  return useQuery<RequisitionStats>({ queryKey: STATS_KEY });
}
