import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import { INVOICE_FILES } from '@shared/invoices/schemas';
import type { Db, DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { audit } from '../lib/audit';
import { notFound } from '../http/errors';
import { type Upload } from '../http/files';
import { ownedFile, storeAttachment } from '../lib/attachments';
import { lockVisibleInvoice } from './lock';
import { INVOICE_OWNER, getInvoice, isVisibleInvoice } from './queries';

export const INVOICE_UPLOADS = {
  ...INVOICE_FILES,
  noFileMessage: 'Choose a file to attach to the invoice.',
};

/** POST /api/invoices/{id}/attachments: stores the files and lists their names on the invoice, one transaction. */
export async function attachInvoiceFiles(
  db: Db,
  user: SessionUser,
  id: string,
  uploads: Upload[],
): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const invoice = await lockVisibleInvoice(tx, user, id);
    for (const file of uploads) {
      await storeAttachment(tx, { ownerType: INVOICE_OWNER, ownerId: id, file, userId: user.id });
    }
    const names = [...new Set([...invoice.attachmentNames, ...uploads.map((u) => u.fileName)])];
    await tx.update(invoices).set({ attachmentNames: names }).where(eq(invoices.id, id));
    await audit(tx, {
      actorId: user.id,
      action: 'invoice.attach',
      entityType: 'invoice',
      entityId: id,
      details: { files: uploads.map((u) => ({ name: u.fileName, size: u.size })) },
    });
  });
  return getInvoice(db, user, id);
}

/** One stored file of an invoice the user may see (getInvoice answers 404 otherwise). */
export async function invoiceFile(db: DbOrTx, user: SessionUser, id: string, attachmentId: string) {
  if (!(await isVisibleInvoice(db, user, id))) throw notFound('Invoice');
  return ownedFile(db, { ownerType: INVOICE_OWNER, ownerId: id }, attachmentId);
}
