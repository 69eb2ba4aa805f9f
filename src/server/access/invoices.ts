import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { visiblePurchaseOrders } from './purchase-orders';

/**
 * THE rule for which invoices a user may see — every reader of invoices uses this one condition:
 * the invoices of the purchase orders the user may see (visiblePurchaseOrders); an invoice that names
 * no PO only by all-department roles. Needs no join; undefined = no limit.
 */
export function visibleInvoices(user: SessionUser): SQL | undefined {
  const po = visiblePurchaseOrders(user);
  if (!po) return undefined;
  return sql`${invoices.poId} in (select ${purchaseOrders.id} from ${purchaseOrders} where ${po})`;
}
