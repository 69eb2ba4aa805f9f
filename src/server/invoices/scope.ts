import { eq, inArray, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '../auth/scope';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import type { DbOrTx } from '../db/client';

/**
 * Which purchase orders (and so which invoices, through their PO) a user may see: all-department
 * roles all of them, department roles their department's, everyone else the POs raised from their
 * own requisitions. Applies to a query that joins `purchase_orders`; undefined = no limit.
 */
export function purchaseOrderVisibility(db: DbOrTx, user: SessionUser): SQL | undefined {
  const scope = scopeOf(user);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'department') return eq(purchaseOrders.department, scope.department);
  return inArray(
    purchaseOrders.requisitionId,
    db.select({ id: requisitions.id }).from(requisitions).where(eq(requisitions.requestorId, scope.userId)),
  );
}
