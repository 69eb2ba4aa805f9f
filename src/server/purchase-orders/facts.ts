import { sql, type SQL } from 'drizzle-orm';
import type { PoFacts } from '@shared/purchase-orders/policies';
import { queryRows, type DbOrTx } from '../db/client';
import { goodsReceiptLines, goodsReceipts, poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import type { PoRecord } from './transitions';

/** The facts a PO's record lacks, as one row's columns (factsOf makes PoFacts of them). */
export type FactColumns = {
  requesterId: string | null;
  hasReceipts: boolean;
  hasLiveReleases: boolean;
  fullyReceived: boolean;
};

/**
 * What the PO policies (src/shared/purchase-orders/policies.ts) read beyond the PO's own row, as
 * columns of any statement: its requester (of the request it came from), whether goods were received
 * against it, whether live releases draw on it, and whether every line is fully received. `poId` and
 * `requisitionId` are the PO's: values, or the columns of a statement's purchase_orders row.
 */
export const poFactColumns = (poId: SQL, requisitionId: SQL) => ({
  requesterId: sql<
    string | null
  >`(select fr.requestor_id from ${requisitions} fr where fr.id = ${requisitionId})`,
  hasReceipts: sql<boolean>`exists (select 1 from ${goodsReceipts} fg where fg.purchase_order_id = ${poId})`,
  hasLiveReleases: sql<boolean>`exists (select 1 from ${purchaseOrders} rel
    where rel.parent_po_id = ${poId} and rel.status not in ('cancelled', 'rejected'))`,
  fullyReceived: sql<boolean>`(exists (select 1 from ${poLines} fl where fl.purchase_order_id = ${poId})
    and not exists (select 1 from ${poLines} line where line.purchase_order_id = ${poId}
      and line.quantity > (select coalesce(sum(grl.quantity), 0) from ${goodsReceiptLines} grl
        where grl.po_line_id = line.id)))`,
});

/** PoFacts of a PO's record and its fact columns. */
export function factsOf(po: PoRecord, row: FactColumns | undefined): PoFacts {
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

/** The PO's facts, in one statement. */
export async function poFacts(db: DbOrTx, po: PoRecord): Promise<PoFacts> {
  const c = poFactColumns(sql`${po.id}`, sql`${po.requisitionId}`);
  const [row] = await queryRows<FactColumns>(
    db,
    sql`select ${c.requesterId} as "requesterId", ${c.hasReceipts} as "hasReceipts",
      ${c.hasLiveReleases} as "hasLiveReleases", ${c.fullyReceived} as "fullyReceived"`,
  );
  return factsOf(po, row);
}
