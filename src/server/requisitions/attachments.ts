import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { ATTACHMENT_UPLOAD_MESSAGES, REQUISITION_FILES } from '@shared/requisitions/constants';
import type { AttachmentInfo } from '@shared/requisitions/types';
import { attachRequisitionRefusal } from '@shared/requisitions/policies';
import type { Db } from '../db/client';
import { requisitions } from '../db/schema/requisitions';
import { audit } from '../lib/audit';
import { enforce } from '../http/errors';
import { storeAttachment } from '../lib/attachments';
import { readUploads } from '../http/uploads';
import { findVisibleRequisition } from '../access/requisitions';

/**
 * POST /api/requisitions/{id}/attachments (multipart): the requester stores files (pdf, doc, docx,
 * xls, xlsx, png, jpg, jpeg, checked by extension and content, 10 MB each) and their names join the
 * request's attachment names.
 */
export async function attachToRequisition(
  db: Db,
  user: SessionUser,
  id: string,
  req: FastifyRequest,
): Promise<AttachmentInfo[]> {
  enforce(attachRequisitionRefusal(user, await findVisibleRequisition(db, user, id)));
  const files = await readUploads(req, {
    ...REQUISITION_FILES,
    noFileMessage: ATTACHMENT_UPLOAD_MESSAGES.none,
    notMultipartMessage: ATTACHMENT_UPLOAD_MESSAGES.notMultipart,
  });
  return db.transaction(async (tx) => {
    const row = await findVisibleRequisition(tx, user, id, true);
    enforce(attachRequisitionRefusal(user, row));
    const stored: AttachmentInfo[] = [];
    for (const file of files) {
      stored.push(
        await storeAttachment(tx, { ownerType: 'requisition', ownerId: id, file, userId: user.id }),
      );
    }
    await tx
      .update(requisitions)
      .set({
        attachmentNames: [...new Set([...row.attachmentNames, ...stored.map((f) => f.fileName)])],
        updatedAt: new Date(),
      })
      .where(eq(requisitions.id, id));
    await audit(tx, {
      actorId: user.id,
      action: 'requisition.attach',
      entityType: 'requisition',
      entityId: id,
      details: { files: stored.map((f) => ({ id: f.id, fileName: f.fileName, size: f.size })) },
    });
    return stored;
  });
}
