import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@shared/auth/types';
import { MAX_PHOTO_BYTES, PROFILE_MESSAGES as M } from '@shared/profile/schemas';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { userPhotos } from '../db/schema/attachments';
import { badRequest, notFound } from '../http/errors';
import { readUploads } from '../http/uploads';
import { audit } from '../lib/audit';
import { cleanPhoto } from './image';

/** The photo's address; the version makes a new photo a new URL (long-lived caches stay right). */
export const photoUrlOf = (userId: string, at: Date) =>
  `/api/users/${encodeURIComponent(userId)}/photo?v=${at.getTime()}`;

/**
 * Reads one image (multipart; PNG, JPEG or WebP by content, at most 5 MB: 413 beyond), strips its
 * metadata and stores it as the user's photo, replacing any earlier one.
 */
export async function uploadPhoto(db: Db, user: SessionUser, req: FastifyRequest): Promise<string> {
  const [upload, ...more] = await readUploads(req, {
    allowed: ['png', 'jpg', 'jpeg', 'webp'],
    maxBytes: MAX_PHOTO_BYTES,
    message: M.photoType,
    noFileMessage: M.photoMissing,
  });
  if (!upload || more.length) throw badRequest(M.photoMissing, { file: M.photoMissing });
  const photo = await cleanPhoto(await readFile(upload.path));
  if (!photo) throw badRequest(M.photoType, { [upload.fieldName || 'file']: M.photoType });
  const at = new Date();
  const url = photoUrlOf(user.id, at);
  await db.transaction(async (tx) => {
    const row = {
      mimeType: photo.mimeType,
      size: photo.content.length,
      content: photo.content,
      updatedAt: at,
    };
    await tx
      .insert(userPhotos)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({ target: userPhotos.userId, set: row });
    await tx.update(users).set({ avatar: url }).where(eq(users.id, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'profile.photo_upload',
      entityType: 'user',
      entityId: user.id,
      details: { fileName: upload.fileName, mimeType: photo.mimeType, size: photo.content.length },
    });
  });
  return url;
}

/** Removes the user's photo (the initials come back); removing none is a no-op without an audit row. */
export async function deletePhoto(db: Db, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(userPhotos)
      .where(eq(userPhotos.userId, user.id))
      .returning({ userId: userPhotos.userId });
    if (!gone.length) return;
    await tx.update(users).set({ avatar: null }).where(eq(users.id, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'profile.photo_remove',
      entityType: 'user',
      entityId: user.id,
    });
  });
}

/** A user's photo (any signed-in user may see it, like the name); 404 when there is none. */
export async function readPhoto(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ mimeType: userPhotos.mimeType, content: userPhotos.content, updatedAt: userPhotos.updatedAt })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId));
  if (!row) throw notFound('Photo');
  return row;
}
