import { goodsReceiptSchema } from '@shared/receipts/schemas';

import { listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const receiptsUrl = (poId: string) => `/api/purchase-orders/${encodeURIComponent(poId)}/receipts`;

export const receiptQueries = {
  /** GET /api/purchase-orders/{id}/receipts: the PO's goods receipts, oldest first. */
  ofPurchaseOrder: (poId: string) =>
    listQuery([QUERY_ROOT.receipts, poId], receiptsUrl(poId), { limit: 500 }, goodsReceiptSchema),
};
