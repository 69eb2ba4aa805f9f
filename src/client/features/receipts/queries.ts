import { goodsReceiptSchema } from '@shared/receipts/schemas';

import { listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const receiptsUrl = (poId: string) => `/api/purchase-orders/${encodeURIComponent(poId)}/receipts`;

/** A PO's goods receipts are shown this many at a time. */
export const RECEIPTS_PAGE_SIZE = 20;

export const receiptQueries = {
  /** GET /api/purchase-orders/{id}/receipts: one page of the PO's goods receipts, oldest first. */
  ofPurchaseOrder: (poId: string, offset = 0) =>
    listQuery(
      [QUERY_ROOT.receipts, poId],
      receiptsUrl(poId),
      { limit: RECEIPTS_PAGE_SIZE, offset },
      goodsReceiptSchema,
    ),
};
