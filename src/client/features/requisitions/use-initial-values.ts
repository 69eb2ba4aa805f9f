import { useQuery } from '@tanstack/react-query';
import type { RequestType } from '@shared/requisitions/constants';
import type { RequisitionDetail } from '@shared/requisitions/types';

import { contractQueries } from '../../lib/queries/contracts';
import { purchaseOrderQueries } from '../../lib/queries/purchase-orders';
import { catalogQueries, requisitionQueries } from './queries';
import {
  defaultFormValues,
  prefillFromCatalogItem,
  prefillFromContract,
  valuesFromDetail,
  type FormValues,
} from './form-values';

export type FormSource = {
  id: string | null;
  type: RequestType;
  contractId: string | null;
  productId: string | null;
};

type Result =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; what: string }
  | { state: 'ready'; values: FormValues; existing: RequisitionDetail | null };

/**
 * The form's starting values: an existing request (`?id`), or a new one of `?type` for the user's
 * department, prefilled from a contract and its first PO (`?contractId`) or a catalogue product (`?productId`).
 */
export function useInitialValues(source: FormSource, department: string): Result {
  // Each failure is shown by the form (meta.silent).
  const fromContract = source.id === null && source.contractId !== null;
  const detail = useQuery({
    ...requisitionQueries.detail(source.id ?? ''),
    enabled: source.id !== null,
    meta: { silent: true },
  });
  const contract = useQuery({
    ...contractQueries.detail(source.contractId ?? ''),
    enabled: fromContract,
    meta: { silent: true },
  });
  // The contract's first PO by number (contract.poNumbers is sorted so): one row, never the contract's every PO.
  const contractPos = useQuery({
    ...purchaseOrderQueries.list({ contractId: source.contractId, sort: 'poNumber', limit: 1 }),
    enabled: fromContract,
    meta: { silent: true },
  });
  const product = useQuery({
    ...catalogQueries.item(source.productId ?? ''),
    enabled: source.id === null && source.productId !== null,
    meta: { silent: true },
  });

  if (source.id !== null) {
    if (detail.isPending) return { state: 'loading' };
    if (detail.isError) return { state: 'error', error: detail.error, what: 'request' };
    return { state: 'ready', values: valuesFromDetail(detail.data), existing: detail.data };
  }
  let values = defaultFormValues(source.contractId ? 'change-order' : source.type, department);
  if (source.contractId !== null) {
    if (contract.isPending || contractPos.isPending) return { state: 'loading' };
    if (contract.isError) return { state: 'error', error: contract.error, what: 'contract' };
    const first = contract.data.poNumbers[0];
    const pos = contractPos.data?.rows ?? [];
    const po = pos.find((p) => p.poNumber === first) ?? (first ? null : (pos[0] ?? null));
    values = prefillFromContract(values, contract.data, po);
  }
  if (source.productId !== null) {
    if (product.isPending) return { state: 'loading' };
    if (product.isError) return { state: 'error', error: product.error, what: 'product' };
    values = prefillFromCatalogItem(values, product.data);
  }
  return { state: 'ready', values, existing: null };
}
