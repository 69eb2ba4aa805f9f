import { open } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema/requisitions';
import { cleanFileName } from '@shared/file-names';
import { notFound } from './errors';
import { newId } from './ids';

/** One uploaded file, checked, waiting in a temporary file of the request (http/uploads.ts). */
export type Upload = {
  fieldName: string;
  /** The client's name, cleaned (cleanFileName); shown and sent back, never used as a path. */
  fileName: string;
  extension: string;
  /** From the extension (the client's claimed type is not trusted). */
  mimeType: string;
  size: number;
  /** Where the content waits until the response is sent (then it is removed). */
  path: string;
};

export type StoredAttachment = {
  id: string;
  fileName: string;
  size: number;
  mimeType: string;
  createdAt: string;
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Known file kinds: MIME type and the bytes the content must start with. */
export const FILE_KINDS: Record<string, { mimeType: string; magic: number[] }> = {
  pdf: { mimeType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  png: { mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  doc: { mimeType: 'application/msword', magic: OLE },
  xls: { mimeType: 'application/vnd.ms-excel', magic: OLE },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ZIP,
  },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
};

export const extensionOf = (fileName: string) =>
  fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';

/** True when the extension is allowed and known, and the content (its first bytes) starts with that kind's signature. */
export function isAcceptedFile(fileName: string, head: Buffer, allowed: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  const kind = FILE_KINDS[ext];
  if (!kind || !allowed.includes(ext)) return false;
  return head.length >= kind.magic.length && kind.magic.every((b, i) => head[i] === b);
}

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Which files an upload endpoint accepts, and what it answers when one is refused. */
export type UploadRules = {
  allowed: readonly string[];
  maxBytes: number;
  message: string;
  noFileMessage?: string;
  notMultipartMessage?: string;
};

/** Sends a stored file as a download (the name is sent both plain-ASCII and UTF-8 encoded). */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Buffer | Uint8Array },
): FastifyReply {
  const name = cleanFileName(file.fileName) || 'file';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', file.mimeType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.content));
}

/** One stored file of a record (the caller has checked the user may see the record); 404 otherwise. */
export async function ownedFile(
  db: DbOrTx,
  owner: { ownerType: string; ownerId: string },
  fileId: string,
  what = 'Attachment',
) {
  const [file] = await db
    .select({ fileName: attachments.fileName, mimeType: attachments.mimeType, content: attachments.content })
    .from(attachments)
    .where(
      and(
        eq(attachments.ownerType, owner.ownerType),
        eq(attachments.ownerId, owner.ownerId),
        eq(attachments.id, fileId),
      ),
    );
  if (!file) throw notFound(what);
  return file;
}

/** What a record's detail tells of each stored file (the content stays behind /api/attachments/{id}). */
export const attachmentInfoColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  size: attachments.size,
  mimeType: attachments.mimeType,
  createdAt: attachments.createdAt,
};

/** Uploads reach the database in pieces of this size. */
const STORE_CHUNK = 1024 * 1024;

/**
 * Stores one checked upload as an attachment of a record, inside the caller's transaction. The
 * content goes from its temporary file to the database a megabyte at a time, as hex text the
 * database decodes, into a temporary table (dropped at commit) that the insert then joins: the
 * process never holds a whole file, PGlite (which keeps whatever memory one statement needed) is
 * never handed 10 MB at once, and no row is rewritten piece by piece.
 */
export async function storeAttachment(
  tx: DbOrTx,
  input: { ownerType: string; ownerId: string; kind?: string; file: Upload; userId: string | null },
): Promise<StoredAttachment> {
  await tx.execute(sql`create temp table if not exists upload_pieces (n int, piece bytea) on commit drop`);
  const handle = await open(input.file.path, 'r');
  try {
    const buffer = Buffer.alloc(STORE_CHUNK);
    for (let n = 0; ; n++) {
      const { bytesRead } = await handle.read(buffer, 0, STORE_CHUNK, null);
      if (!bytesRead) break;
      const hex = buffer.subarray(0, bytesRead).toString('hex');
      await tx.execute(sql`insert into upload_pieces (n, piece) values (${n}, decode(${hex}, 'hex'))`);
    }
  } finally {
    await handle.close();
  }
  const [row] = await tx
    .insert(attachments)
    .values({
      id: newId('att'),
      ownerType: input.ownerType,
      ownerId: input.ownerId,
      kind: input.kind ?? 'attachment',
      fileName: input.file.fileName,
      mimeType: input.file.mimeType,
      size: input.file.size,
      content: sql`(select coalesce(string_agg(piece, ''::bytea order by n), ''::bytea) from upload_pieces)`,
      uploadedBy: input.userId,
    })
    .returning(attachmentInfoColumns);
  await tx.execute(sql`delete from upload_pieces`);
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}
