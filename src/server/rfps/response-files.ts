import type { FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { ATTACHMENT_UPLOAD_MESSAGES } from '@shared/requisitions/constants';
import { RFP_RESPONSE_FILES, RFP_RESPONSE_MESSAGES, type RfpResponsePage } from '@shared/rfps/response';
import { RFP_RESPONSE_MAX_FILES } from '@shared/rfps/files';
import type { Db } from '../db/client';
import { attachments } from '../db/schema/attachments';
import { badRequest, notFound } from '../http/errors';
import { readUploads } from '../http/uploads';
import { audit } from '../lib/audit';
import { storeAttachment } from '../lib/attachments';
import { openInvitation, responseOf, responsePage, RFP_RESPONSE_OWNER } from './response-access';
import { upsertResponse } from './response';

/**
 * POST /api/rfp-response/attachments?token=… (multipart, field `files`): files of the vendor's response
 * (the requisition attachment types, content checked, 10 MB each; at most RFP_RESPONSE_MAX_FILES on a
 * response). A vendor who has not saved yet gets a draft response to hold them. The token is checked
 * before the body is read, and again with the deadline inside the transaction that stores the files.
 */
export async function attachResponseFiles(
  db: Db,
  token: string,
  req: FastifyRequest,
): Promise<RfpResponsePage> {
  await openInvitation(db, token);
  const files = await readUploads(req, {
    ...RFP_RESPONSE_FILES,
    noFileMessage: ATTACHMENT_UPLOAD_MESSAGES.none,
    notMultipartMessage: ATTACHMENT_UPLOAD_MESSAGES.notMultipart,
  });
  if (files.length > RFP_RESPONSE_MAX_FILES) throw tooMany();
  return db.transaction(async (tx) => {
    const found = await openInvitation(tx, token, { lock: true });
    const existing = await responseOf(tx, found.invitation);
    const responseId = existing?.id ?? (await upsertResponse(tx, found, { status: 'draft' }));
    const [held] = await tx
      .select({ n: count() })
      .from(attachments)
      .where(and(eq(attachments.ownerType, RFP_RESPONSE_OWNER), eq(attachments.ownerId, responseId)));
    if ((held?.n ?? 0) + files.length > RFP_RESPONSE_MAX_FILES) throw tooMany();
    const stored = [];
    for (const file of files)
      stored.push(
        await storeAttachment(tx, { ownerType: RFP_RESPONSE_OWNER, ownerId: responseId, file, userId: null }),
      );
    await audit(tx, {
      actorId: null,
      action: 'rfp.response-attach',
      entityType: 'rfp',
      entityId: found.rfp.id,
      details: {
        invitationId: found.invitation.id,
        files: stored.map((f) => ({ id: f.id, fileName: f.fileName, size: f.size })),
      },
    });
    return responsePage(tx, found);
  });
}

const tooMany = () =>
  badRequest(RFP_RESPONSE_MESSAGES.tooManyFiles, { files: RFP_RESPONSE_MESSAGES.tooManyFiles });

/** DELETE /api/rfp-response/attachments/{fileId}?token=…: removes one file of the vendor's own response. */
export async function deleteResponseFile(db: Db, token: string, fileId: string): Promise<RfpResponsePage> {
  return db.transaction(async (tx) => {
    const found = await openInvitation(tx, token, { lock: true });
    const response = await responseOf(tx, found.invitation);
    const [gone] = response
      ? await tx
          .delete(attachments)
          .where(
            and(
              eq(attachments.ownerType, RFP_RESPONSE_OWNER),
              eq(attachments.ownerId, response.id),
              eq(attachments.id, fileId),
            ),
          )
          .returning({ id: attachments.id, fileName: attachments.fileName })
      : [];
    if (!gone) throw notFound('Attachment');
    await audit(tx, {
      actorId: null,
      action: 'rfp.response-detach',
      entityType: 'rfp',
      entityId: found.rfp.id,
      details: { invitationId: found.invitation.id, file: gone },
    });
    return responsePage(tx, found);
  });
}
