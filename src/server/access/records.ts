import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { contracts } from '../db/schema/contracts';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { rfps } from '../db/schema/rfps';
import { vendorRequests, vendors } from '../db/schema/vendors';
import { visibleInvoices } from './invoices';
import { visiblePurchaseOrders } from './purchase-orders';
import { visibleRequisitions } from './requisitions';
import { visibleRfps } from './rfps';
import { visibleVendorRequests } from './vendor-requests';

/** Record types named by id elsewhere (an attachment's owner, a watched record) and their one rule. */
export type NamedRecordType =
  'requisition' | 'purchase-order' | 'invoice' | 'vendor-request' | 'rfp' | 'contract' | 'vendor';

const RULES: Record<
  NamedRecordType,
  { table: PgTable; id: PgColumn; rule: (u: SessionUser) => SQL | undefined }
> = {
  requisition: { table: requisitions, id: requisitions.id, rule: visibleRequisitions },
  'purchase-order': { table: purchaseOrders, id: purchaseOrders.id, rule: visiblePurchaseOrders },
  invoice: { table: invoices, id: invoices.id, rule: visibleInvoices },
  'vendor-request': { table: vendorRequests, id: vendorRequests.id, rule: visibleVendorRequests },
  rfp: { table: rfps, id: rfps.id, rule: visibleRfps },
  // Contracts and the vendor master are open to every signed-in user.
  contract: { table: contracts, id: contracts.id, rule: () => undefined },
  vendor: { table: vendors, id: vendors.id, rule: () => undefined },
};

/** Whether the record exists and the user may see it, by its type's one visibility rule. */
export async function canSeeRecord(db: DbOrTx, user: SessionUser, type: NamedRecordType, id: string) {
  const { table, id: idColumn, rule } = RULES[type];
  const rows = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), rule(user)))
    .limit(1);
  return rows.length > 0;
}
