import { poPatchResultSchema } from '@shared/purchase-orders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoPatchInput, PurchaseOrderDetail, ReleaseInput } from '@shared/purchase-orders/schemas';

import { sendJson } from '../../lib/api';
import {
  purchaseOrderDetailSchema,
  purchaseOrderQueries,
  purchaseOrderUrl,
} from '../../lib/queries/purchase-orders';

/** A change to one PO: the answer (the PO as saved) goes to its detail query; errors are the caller's to show. */
function usePoMutation<V, R extends PurchaseOrderDetail>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true, changes: ['purchaseOrder'] },
    onSuccess: (po) => {
      queryClient.setQueryData(purchaseOrderQueries.detail(po.id).queryKey, po);
    },
  });
}

/** PATCH answers the saved PO and whether the edit sent it back through approval (`reapproval`). */
export const useUpdatePurchaseOrder = (id: string) =>
  usePoMutation((patch: PoPatchInput) => sendJson('PATCH', purchaseOrderUrl(id), patch, poPatchResultSchema));

export const useIssuePurchaseOrder = (id: string) =>
  usePoMutation(() =>
    sendJson('POST', `${purchaseOrderUrl(id)}/issue`, undefined, purchaseOrderDetailSchema),
  );

export const useCancelPurchaseOrder = (id: string) =>
  usePoMutation((reason: string) =>
    sendJson('POST', `${purchaseOrderUrl(id)}/cancel`, { reason }, purchaseOrderDetailSchema),
  );

/** POST …/releases answers the new release PO. */
export const useCreateRelease = (id: string) =>
  usePoMutation((input: ReleaseInput) =>
    sendJson('POST', `${purchaseOrderUrl(id)}/releases`, input, purchaseOrderDetailSchema),
  );
