import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';

/** POs raised from the user's own requests: an uncorrelated sub-query, evaluated once per statement. */
const raisedFromOwnRequest = (userId: string): SQL =>
  sql`${purchaseOrders.requisitionId} in (select ${requisitions.id} from ${requisitions} where ${requisitions.requestorId} = ${userId})`;

/**
 * THE rule for which purchase orders (and so their lines, receipts and releases) a user may see —
 * every reader of POs uses this one condition: all-department roles every PO; a user always the POs
 * raised from their own requests; department roles also their department's. Needs no join;
 * undefined = no limit.
 */
export function visiblePurchaseOrders(user: SessionUser): SQL | undefined {
  const scope = scopeOf(user);
  if (scope.kind === 'all') return undefined;
  const own = raisedFromOwnRequest(user.id);
  if (scope.kind === 'own') return own;
  return or(eq(purchaseOrders.department, scope.department), own);
}
