import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequisitionDetail } from '@shared/requisitions/types';

import { DASHBOARD_SUMMARY_KEY } from '../../lib/use-dashboard-summary';
import {
  CHANGE_ORDERS_KEY,
  REQUISITIONS_KEY,
  requisitionKey,
  saveRequisition,
  SavedWithError,
  type SaveInput,
} from './api';

/**
 * Save Draft / Submit Request. Failures are shown by the form (a destructive toast), not the banner.
 * Whatever happens, the cached requisition and change-order lists, the approvals and PO lists and the
 * dashboard badges are refreshed: a request may have been stored even when a later step failed.
 */
export function useSaveRequisition() {
  const queryClient = useQueryClient();
  return useMutation<RequisitionDetail, Error, SaveInput>({
    mutationFn: saveRequisition,
    meta: { silent: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(requisitionKey(detail.id), detail);
    },
    onSettled: (_data, error) => {
      if (error instanceof SavedWithError)
        void queryClient.invalidateQueries({ queryKey: requisitionKey(error.savedId) });
      for (const queryKey of [
        REQUISITIONS_KEY,
        CHANGE_ORDERS_KEY,
        DASHBOARD_SUMMARY_KEY,
        ['/api/approvals'],
        ['/api/purchase-orders'],
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
