import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import { purchaseOrders } from '../db/schema/purchase-orders';

/**
 * THE rule for which purchase orders (and so their lines, receipts and releases) a user may see —
 * every reader of POs uses this one condition: all-department roles every PO; a user always the POs
 * raised from their own requests; department roles also their department's. Reads indexed columns of
 * the PO only (requestor_id is the requisition's requestor, kept by a trigger); undefined = no limit.
 */
export function visiblePurchaseOrders(user: SessionUser): SQL | undefined {
  const scope = scopeOf(user);
  if (scope.kind === 'all') return undefined;
  const own = eq(purchaseOrders.requestorId, user.id);
  if (scope.kind === 'own') return own;
  return or(eq(purchaseOrders.department, scope.department), own);
}

/**
 * The same rule as disjoint parts whose union it is — the department's POs, then the user's own of
 * other departments — so a capped count reads each by its own index (http/list.ts `listPage`).
 */
export function visiblePurchaseOrderParts(user: SessionUser): (SQL | undefined)[] {
  const scope = scopeOf(user);
  if (scope.kind !== 'department') return [visiblePurchaseOrders(user)];
  return [
    eq(purchaseOrders.department, scope.department),
    and(
      eq(purchaseOrders.requestorId, user.id),
      sql`${purchaseOrders.department} is distinct from ${scope.department}`,
    ),
  ];
}
