import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { PoOption, PoPickerQuery } from '@shared/search/po-options';
import type { DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { vendors } from '../db/schema/vendors';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { likePattern } from '../http/list';
import { isAnyOf, vendorIdsMatching } from '../lib/text-match';

/**
 * GET /api/search/purchase-orders: the PO pickers' type-ahead (Enter Invoice, Change Order) — the
 * POs the user may see (visiblePurchaseOrders) whose PO number, vendor name or contract number
 * contains `q`, newest first, at most `limit`. No count and no figures: the text filter is a
 * BitmapOr of the trigram indexes and the vendor btree, otherwise purchase_orders_created_id_idx is
 * walked backwards and stops at `limit`; the vendor is joined for the at most `limit` rows answered.
 */
export async function poOptions(db: DbOrTx, user: SessionUser, query: PoPickerQuery): Promise<PoOption[]> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const vendorIds = pattern ? await vendorIdsMatching(db, pattern) : [];
  const rows = await db
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      vendorId: purchaseOrders.vendorId,
      vendorName: vendors.name,
      amount: purchaseOrders.amount,
      contractNumber: purchaseOrders.contractNumber,
      status: purchaseOrders.status,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        visiblePurchaseOrders(user),
        query.status ? inArray(purchaseOrders.status, query.status) : undefined,
        pattern
          ? or(
              ilike(purchaseOrders.poNumber, pattern),
              isAnyOf(purchaseOrders.vendorId, vendorIds),
              ilike(purchaseOrders.contractNumber, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(query.limit);
  return rows.map((r) => ({ ...r, name: r.poNumber }));
}
