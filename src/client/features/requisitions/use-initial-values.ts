import { useQuery } from '@tanstack/react-query';
import type { ContractView } from '@shared/contracts/schemas';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';
import type { RequestType } from '@shared/requisitions/constants';
import type { RequisitionDetail } from '@shared/requisitions/types';
import type { CatalogItem } from '@shared/search/catalog';

import { requisitionKey } from './api';
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
  const detail = useQuery<RequisitionDetail>({
    queryKey: requisitionKey(source.id ?? ''),
    enabled: source.id !== null,
    meta: { silent: true },
  });
  const contract = useQuery<ContractView>({
    queryKey: ['/api/contracts', source.contractId ?? ''],
    enabled: source.id === null && source.contractId !== null,
    meta: { silent: true },
  });
  const contractPos = useQuery<PurchaseOrder[]>({
    queryKey: ['/api/purchase-orders', { contractId: source.contractId, limit: 100 }],
    enabled: source.id === null && source.contractId !== null,
    meta: { silent: true },
  });
  const product = useQuery<CatalogItem>({
    queryKey: ['/api/catalog-items', source.productId ?? ''],
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
    const pos = contractPos.data ?? [];
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
