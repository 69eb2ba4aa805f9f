import { and, eq } from 'drizzle-orm';
import { visibleInvoices } from '../access/invoices';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { mailboxEntries } from '../db/schema/messages';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { attachments } from '../db/schema/attachments';
import { vendorRequests } from '../db/schema/vendors';
import { notFound } from '../http/errors';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { visibleRequisitions } from '../access/requisitions';
import { visibleVendorRequests } from '../access/vendor-requests';
import { canSeeResponseFiles } from '../rfps/comparison';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * Whether the user may see the record a file belongs to, by that record type's one visibility rule
 * (requisitions, POs, invoices, vendor requests; an RFP response's files once its RFP is unsealed),
 * messages for users holding a copy. Unknown owner types: no.
 */
export async function canSeeOwner(db: DbOrTx, user: SessionUser, ownerType: string, ownerId: string) {
  // owner_type holds an AttachmentOwnerType (src/shared/records.ts); anything else is nobody's to see.
  switch (ownerType) {
    case 'requisition':
      return exists(
        db
          .select({ id: requisitions.id })
          .from(requisitions)
          .where(and(eq(requisitions.id, ownerId), visibleRequisitions(user))),
      );
    case 'purchase-order':
      return exists(
        db
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(and(eq(purchaseOrders.id, ownerId), visiblePurchaseOrders(user))),
      );
    case 'invoice':
      return exists(
        db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.id, ownerId), visibleInvoices(user))),
      );
    case 'vendor-request':
      return exists(
        db
          .select({ id: vendorRequests.id })
          .from(vendorRequests)
          .where(and(eq(vendorRequests.id, ownerId), visibleVendorRequests(user))),
      );
    case 'rfp-response':
      return canSeeResponseFiles(db, user, ownerId);
    case 'message':
      return exists(
        db
          .select({ id: mailboxEntries.id })
          .from(mailboxEntries)
          .where(and(eq(mailboxEntries.messageId, ownerId), eq(mailboxEntries.ownerId, user.id))),
      );
    default:
      return false;
  }
}

/** The file with its content when the user may see its owner record; 404 otherwise (unseen = missing). */
export async function findDownloadable(db: DbOrTx, user: SessionUser, id: string) {
  const [file] = await db.select().from(attachments).where(eq(attachments.id, id));
  if (!file || !(await canSeeOwner(db, user, file.ownerType, file.ownerId))) throw notFound('Attachment');
  return file;
}
