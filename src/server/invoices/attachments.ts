import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '@shared/auth/types';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import {
  INVOICE_FILE_EXTENSIONS,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILE_MESSAGE,
} from '@shared/invoices/schemas';
import type { Db, DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { attachments } from '../db/schema/requisitions';
import { audit } from '../http/audit';
import { notFound } from '../http/errors';
import { storeAttachment, type Upload } from '../http/files';
import { lockVisibleInvoice } from './lock';
import { INVOICE_OWNER, getInvoice, isVisibleInvoice } from './queries';

export const INVOICE_UPLOADS = {
  allowed: INVOICE_FILE_EXTENSIONS,
  maxBytes: INVOICE_FILE_MAX_BYTES,
  message: INVOICE_FILE_MESSAGE,
  noFileMessage: 'Choose a file to attach to the invoice.',
} as const;

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
  const [file] = await db
    .select({ fileName: attachments.fileName, mimeType: attachments.mimeType, content: attachments.content })
    .from(attachments)
    .where(
      and(
        eq(attachments.ownerType, INVOICE_OWNER),
        eq(attachments.ownerId, id),
        eq(attachments.id, attachmentId),
      ),
    );
  if (!file) throw notFound('Attachment');
  return file;
}

/** Sends a stored file as a download (the name is sent both plain-ASCII and UTF-8 encoded). */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Buffer | Uint8Array },
): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', file.mimeType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(file.content));
}
