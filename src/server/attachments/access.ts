import { and, eq, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { awaitingUser } from '../approvals/queue';
import { invoices } from '../db/schema/invoices';
import { mailboxEntries } from '../db/schema/messages';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { attachments, requisitions } from '../db/schema/requisitions';
import { vendorRequests } from '../db/schema/vendors';
import { notFound } from '../http/errors';
import { visiblePurchaseOrders } from '../purchase-orders/queries';
import { visibleRequisitions } from '../requisitions/queries';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * Whether an approval step awaits the user on the record (the approver must see its files before
 * deciding, even outside their usual scope): a requisition or change order by its id, a purchase
 * order by its id, and a requisition's files also through a PO raised from it.
 */
function awaitsUserOn(
  db: DbOrTx,
  user: SessionUser,
  ownerType: 'requisition' | 'purchase-order',
  id: string,
) {
  const subject =
    ownerType === 'requisition'
      ? or(
          and(
            inArray(approvalRequests.subjectType, ['requisition', 'change-order']),
            eq(approvalRequests.subjectId, id),
          ),
          and(
            eq(approvalRequests.subjectType, 'purchase-order'),
            inArray(
              approvalRequests.subjectId,
              db
                .select({ id: purchaseOrders.id })
                .from(purchaseOrders)
                .where(eq(purchaseOrders.requisitionId, id)),
            ),
          ),
        )
      : and(eq(approvalRequests.subjectType, 'purchase-order'), eq(approvalRequests.subjectId, id));
  return exists(
    db
      .select({ id: approvalSteps.id })
      .from(approvalSteps)
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
      .where(and(awaitingUser(user), eq(approvalRequests.status, 'pending'), subject))
      .limit(1),
  );
}

/**
 * Whether the user may see the record a file belongs to: requisitions by requisition scope, POs and
 * invoices by PO scope — and requisitions and POs also when an approval step on them awaits the user —,
 * vendor requests for vendor managers or their requester, messages for users holding a copy.
 * Unknown owner types: no.
 */
export async function canSeeOwner(db: DbOrTx, user: SessionUser, ownerType: string, ownerId: string) {
  switch (ownerType) {
    case 'requisition':
      return (
        (await exists(
          db
            .select({ id: requisitions.id })
            .from(requisitions)
            .where(and(eq(requisitions.id, ownerId), visibleRequisitions(user))),
        )) || awaitsUserOn(db, user, 'requisition', ownerId)
      );
    case 'purchase-order':
    case 'purchase_order':
      return (
        (await exists(
          db
            .select({ id: purchaseOrders.id })
            .from(purchaseOrders)
            .where(and(eq(purchaseOrders.id, ownerId), visiblePurchaseOrders(user))),
        )) || awaitsUserOn(db, user, 'purchase-order', ownerId)
      );
    case 'invoice':
      return exists(
        db
          .select({ id: invoices.id })
          .from(invoices)
          .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
          .where(and(eq(invoices.id, ownerId), visiblePurchaseOrders(user))),
      );
    case 'vendor_request':
    case 'vendor-request':
      if (user.permissions.includes('manage_vendors')) return true;
      return exists(
        db
          .select({ id: vendorRequests.id })
          .from(vendorRequests)
          .where(and(eq(vendorRequests.id, ownerId), eq(vendorRequests.requestedBy, user.id))),
      );
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
