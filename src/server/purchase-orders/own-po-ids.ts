import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import type { DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { visiblePurchaseOrders } from '../access/purchase-orders';

/** More own POs than this and the searches filter by the rule alone. */
const OWN_PO_CAP = 2000;

/**
 * For a user who sees only their own records: the ids of the POs they may see (visiblePurchaseOrders),
 * looked up once — bounded by that person's own activity, not the table. Searches AND
 * `po = any(<these ids>)` beside the visibility rule (which it restates, so answers don't change): the
 * planner then starts from those few POs instead of walking every match of a common word and testing
 * each one's visibility. Undefined for wider scopes (or more than OWN_PO_CAP ids).
 */
export async function ownPurchaseOrderIds(db: DbOrTx, user: SessionUser): Promise<string[] | undefined> {
  if (scopeOf(user).kind !== 'own') return undefined;
  const rows = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(visiblePurchaseOrders(user))
    .limit(OWN_PO_CAP + 1);
  return rows.length > OWN_PO_CAP ? undefined : rows.map((r) => r.id);
}
