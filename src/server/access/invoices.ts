import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import { invoices } from '../db/schema/invoices';

/**
 * THE rule for which invoices a user may see — every reader of invoices uses this one condition:
 * the invoices of the purchase orders the user may see (the same rule as visiblePurchaseOrders, on the
 * PO's department and requestor that triggers copy onto the invoice); an invoice that names no PO only
 * by all-department roles. Reads indexed columns of the invoice only; undefined = no limit.
 */
export function visibleInvoices(user: SessionUser): SQL | undefined {
  const scope = scopeOf(user);
  if (scope.kind === 'all') return undefined;
  const own = eq(invoices.poRequestorId, user.id);
  if (scope.kind === 'own') return own;
  return or(eq(invoices.poDepartment, scope.department), own);
}

/**
 * The same rule as disjoint parts whose union it is — the department's invoices, then the user's own
 * of other departments — so a capped count reads each by its own index (http/list.ts `listPage`).
 */
export function visibleInvoiceParts(user: SessionUser): (SQL | undefined)[] {
  const scope = scopeOf(user);
  if (scope.kind !== 'department') return [visibleInvoices(user)];
  return [
    eq(invoices.poDepartment, scope.department),
    and(
      eq(invoices.poRequestorId, user.id),
      sql`${invoices.poDepartment} is distinct from ${scope.department}`,
    ),
  ];
}
