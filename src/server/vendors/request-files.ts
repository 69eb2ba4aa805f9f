import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@shared/auth/types';
import type { VendorRequestView } from '@shared/vendors/types';
import {
  ONE_W9_MESSAGE,
  VENDOR_FILES,
  VENDOR_FILE_FIELD_MESSAGE,
  VENDOR_FILE_FIELDS,
} from '@shared/vendors/files';
import type { Db, DbOrTx } from '../db/client';
import { vendorRequests } from '../db/schema/vendors';
import { attachments } from '../db/schema/attachments';
import { audit } from '../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { type Upload } from '../http/files';
import { ownedFile, storeAttachment } from '../lib/attachments';
import { readMultipart } from '../http/uploads';
import { REQUEST_OWNER, findVisibleRequest, viewOf } from './request-view';

/** Onboarding documents: pdf, doc, docx, jpg, png (extension AND content), each at most 10 MB. */
export const VENDOR_UPLOADS = {
  ...VENDOR_FILES,
  noFileMessage: 'Choose a W9 or supporting document to upload.',
};

/** W9 at most once; only the fields w9 and supportingDocuments carry files. */
export function checkFileFields(uploads: Upload[]): void {
  for (const u of uploads) {
    if (u.fieldName !== VENDOR_FILE_FIELDS.w9 && u.fieldName !== VENDOR_FILE_FIELDS.supporting) {
      throw badRequest(VENDOR_FILE_FIELD_MESSAGE, { [u.fieldName || 'file']: VENDOR_FILE_FIELD_MESSAGE });
    }
  }
  if (uploads.filter((u) => u.fieldName === VENDOR_FILE_FIELDS.w9).length > 1) {
    throw badRequest(ONE_W9_MESSAGE, { w9: ONE_W9_MESSAGE });
  }
}

/**
 * Reads a multipart New Vendor Request: the text fields as an object (repeated names and
 * `supportingDocuments` become lists) and the checked files. A refused file is a 400 with the
 * spec's wording, a file over 10 MB a 413.
 */
export async function readRequestForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  const form = await readMultipart(req, VENDOR_UPLOADS, [VENDOR_FILE_FIELDS.supporting]);
  checkFileFields(form.uploads);
  return form;
}

/**
 * Stores the files of a request inside the caller's transaction (kind 'w9' / 'supporting'); a new
 * W9 replaces the stored one. Returns the names to record on the request.
 */
export async function storeRequestFiles(
  tx: DbOrTx,
  requestId: string,
  uploads: Upload[],
  userId: string,
): Promise<{ w9: string | undefined; supporting: string[] }> {
  const w9 = uploads.find((u) => u.fieldName === VENDOR_FILE_FIELDS.w9);
  if (w9) {
    await tx
      .delete(attachments)
      .where(
        and(
          eq(attachments.ownerType, REQUEST_OWNER),
          eq(attachments.ownerId, requestId),
          eq(attachments.kind, 'w9'),
        ),
      );
  }
  for (const file of uploads) {
    const kind = file === w9 ? 'w9' : 'supporting';
    await storeAttachment(tx, { ownerType: REQUEST_OWNER, ownerId: requestId, kind, file, userId });
  }
  return { w9: w9?.fileName, supporting: uploads.filter((u) => u !== w9).map((u) => u.fileName) };
}

/**
 * POST /api/vendor-requests/{id}/files: adds documents to a pending request of the user (or any
 * request, for procurement), in one transaction with an audit entry.
 */
export async function addRequestFiles(
  db: Db,
  key: Buffer,
  user: SessionUser,
  id: string,
  uploads: Upload[],
): Promise<VendorRequestView> {
  checkFileFields(uploads);
  await db.transaction(async (tx) => {
    const visible = await findVisibleRequest(tx, user, id);
    if (!visible) throw notFound('Vendor request');
    if (visible.requestedBy !== user.id && !user.permissions.includes('manage_vendors')) {
      throw forbidden('Only the requester can add documents to this vendor request.');
    }
    const [row] = await tx.select().from(vendorRequests).where(eq(vendorRequests.id, id)).for('update');
    if (row!.status !== 'pending')
      throw conflict(`This vendor request is ${row!.status}; documents can no longer be added.`);
    const stored = await storeRequestFiles(tx, id, uploads, user.id);
    const supportingDocuments = [...new Set([...row!.supportingDocuments, ...stored.supporting])];
    await tx
      .update(vendorRequests)
      .set({ w9Document: stored.w9 ?? row!.w9Document, supportingDocuments })
      .where(eq(vendorRequests.id, id));
    await audit(tx, {
      actorId: user.id,
      action: 'vendor_request.files',
      entityType: 'vendor-request',
      entityId: id,
      details: { w9: stored.w9 ?? null, supporting: stored.supporting },
    });
  });
  return viewOf(db, key, user, (await findVisibleRequest(db, user, id))!);
}

/** One stored document of a request the user may see. */
export async function requestFile(db: DbOrTx, user: SessionUser, id: string, fileId: string) {
  if (!(await findVisibleRequest(db, user, id))) throw notFound('Vendor request');
  return ownedFile(db, { ownerType: REQUEST_OWNER, ownerId: id }, fileId, 'File');
}
