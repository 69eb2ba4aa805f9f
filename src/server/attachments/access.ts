import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { canSeeRecord } from '../access/records';
import type { DbOrTx } from '../db/client';
import { mailboxEntries } from '../db/schema/messages';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { poAwaitsUser } from '../approval-chains/queue';
import { attachments } from '../db/schema/attachments';
import { notFound } from '../http/errors';
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
    case 'purchase-order':
      // Also the PO whose open chain awaits the user as a delegate (poAwaitsUser: the review queue).
      return (await canSeeRecord(db, user, ownerType, ownerId)) || (await poAwaitsUser(db, user, ownerId));
    case 'requisition':
      // Also the request of such a PO: the review queue lists its files with the PO's.
      return (
        (await canSeeRecord(db, user, ownerType, ownerId)) || (await requestOfAwaitingPo(db, user, ownerId))
      );
    case 'invoice':
    case 'vendor-request':
      return canSeeRecord(db, user, ownerType, ownerId);
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

/** Whether a PO raised from this request awaits the user's review (as a delegate: poAwaitsUser). */
async function requestOfAwaitingPo(db: DbOrTx, user: SessionUser, requisitionId: string) {
  const pos = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.requisitionId, requisitionId));
  for (const po of pos) if (await poAwaitsUser(db, user, po.id)) return true;
  return false;
}

/** The file with its content when the user may see its owner record; 404 otherwise (unseen = missing). */
export async function findDownloadable(db: DbOrTx, user: SessionUser, id: string) {
  const [file] = await db.select().from(attachments).where(eq(attachments.id, id));
  if (!file || !(await canSeeOwner(db, user, file.ownerType, file.ownerId))) throw notFound('Attachment');
  return file;
}
