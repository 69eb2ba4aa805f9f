import { purchaseOrderDetailSchema, purchaseOrderSchema } from '@shared/purchase-orders/schemas';
import { formatCurrency } from '@shared/format';
import { OPEN_PO_STATUSES, poOptionSchema, type PoOption } from '@shared/search/po-options';
import { z } from 'zod';

import { type ListParams } from '../api';
import { jsonQuery, listQuery, typeAheadQuery } from './options';
import { QUERY_ROOT } from './roots';

export { purchaseOrderSchema };
export { purchaseOrderDetailSchema };

export const PURCHASE_ORDERS_URL = '/api/purchase-orders';
const poOptionsSchema = z.array(poOptionSchema);
const OPEN = OPEN_PO_STATUSES.join(',');

/** A PO picker's option text: the PO number, the vendor and the amount. */
export const poOptionLabel = (po: PoOption) =>
  `${po.poNumber} · ${po.vendorName} · ${formatCurrency(po.amount)}`;

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
  /**
   * GET /api/search/purchase-orders: a PO picker's type-ahead — at most 20 approved or in-progress POs
   * (the ones an invoice or a change order is filed against) matching q, newest first.
   */
  openOptions: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.purchaseOrders, 'options', OPEN, q],
      `/api/search/purchase-orders${typeAheadQuery({ q, status: OPEN })}`,
      poOptionsSchema,
    ),
};
