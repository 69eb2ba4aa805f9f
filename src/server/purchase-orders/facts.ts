import { eq, sql } from 'drizzle-orm';
import type { PoFacts } from '@shared/purchase-orders/policies';
import type { DbOrTx } from '../db/client';
import { goodsReceiptLines, goodsReceipts, poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import type { PoRecord } from './transitions';

/**
 * What the PO policies (src/shared/purchase-orders/policies.ts) read of one PO, in one query: its
 * requester (of the request it came from), whether goods were received against it, whether live
 * releases draw on it, and whether every line is fully received.
 */
export async function poFacts(db: DbOrTx, po: PoRecord): Promise<PoFacts> {
  const [row] = await db
    .select({
      requesterId: requisitions.requestorId,
      hasReceipts: sql<boolean>`exists (select 1 from ${goodsReceipts} where ${goodsReceipts.purchaseOrderId} = ${po.id})`,
      hasLiveReleases: sql<boolean>`exists (select 1 from ${purchaseOrders} rel
        where rel.parent_po_id = ${po.id} and rel.status not in ('cancelled', 'rejected'))`,
      fullyReceived: sql<boolean>`exists (select 1 from ${poLines} where ${poLines.purchaseOrderId} = ${po.id})
        and not exists (select 1 from ${poLines} line where line.purchase_order_id = ${po.id}
          and line.quantity > (select coalesce(sum(${goodsReceiptLines.quantity}), 0) from ${goodsReceiptLines}
            where ${goodsReceiptLines.poLineId} = line.id))`,
    })
    .from(purchaseOrders)
    .leftJoin(requisitions, eq(requisitions.id, purchaseOrders.requisitionId))
    .where(eq(purchaseOrders.id, po.id));
  return {
    poNumber: po.poNumber,
    status: po.status,
    issuedAt: po.issuedAt,
    isBlanketPO: po.isBlanketPo,
    requesterId: row?.requesterId ?? null,
    hasReceipts: Boolean(row?.hasReceipts),
    hasLiveReleases: Boolean(row?.hasLiveReleases),
    fullyReceived: Boolean(row?.fullyReceived),
    contractStartDate: po.contractStartDate,
    contractEndDate: po.contractEndDate,
  };
}
