import { purchaseOrderDetailSchema, purchaseOrderSchema } from '@shared/purchase-orders/schemas';

import { type ListParams } from '../api';
import { jsonQuery, listQuery } from './options';
import { QUERY_ROOT } from './roots';

export { purchaseOrderSchema };
export { purchaseOrderDetailSchema };

export const PURCHASE_ORDERS_URL = '/api/purchase-orders';
export const purchaseOrderUrl = (id: string) => `${PURCHASE_ORDERS_URL}/${encodeURIComponent(id)}`;

/** The purchase orders (the hub, and the PO pickers of the invoice and change-order forms). */
export const purchaseOrderQueries = {
  all: [QUERY_ROOT.purchaseOrders] as const,
  /** GET /api/purchase-orders: one server page, searched, filtered and sorted by the server. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.purchaseOrders, 'list'], PURCHASE_ORDERS_URL, params, purchaseOrderSchema),
  /** GET /api/purchase-orders/{id}: the PO with its lines, workflow, contract and files. */
  detail: (id: string) =>
    jsonQuery([QUERY_ROOT.purchaseOrders, 'detail', id], purchaseOrderUrl(id), purchaseOrderDetailSchema),
};
