import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema/requisitions';
import { AppError, badRequest, notFound } from './errors';
import { newId } from './ids';

/** One uploaded file, read into memory and checked. */
export type Upload = {
  fieldName: string;
  fileName: string;
  extension: string;
  /** From the extension (the client's claimed type is not trusted). */
  mimeType: string;
  size: number;
  content: Buffer;
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

/** The file name without any path, control characters or surrounding blanks, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"]/g;
  return base.replace(unsafe, '').trim().slice(-255);
}

export const extensionOf = (fileName: string) =>
  fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';

/** True when the extension is allowed and known, and the content starts with that kind's signature. */
function isAcceptedFile(fileName: string, content: Buffer, allowed: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  const kind = FILE_KINDS[ext];
  if (!kind || !allowed.includes(ext)) return false;
  return content.length >= kind.magic.length && kind.magic.every((b, i) => content[i] === b);
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Which files an upload endpoint accepts, and what it answers when one is refused. */
export type UploadRules = {
  allowed: readonly string[];
  maxBytes: number;
  message: string;
  noFileMessage?: string;
  notMultipartMessage?: string;
};

/**
 * Reads a multipart request into memory: its text fields (a repeated name, or one in `listFields`,
 * becomes a list; a trailing `[]` is dropped from names) and its files. Each file must have an allowed
 * extension AND content of that kind (magic bytes) — else 400 with `message`; a file above `maxBytes`
 * is a 413 'The file is too large (10 MB at most).'. An empty, unnamed file input is skipped.
 */
export async function readMultipart(
  req: FastifyRequest,
  rules: UploadRules,
  listFields: readonly string[] = [],
): Promise<{ fields: Record<string, unknown>; uploads: Upload[] }> {
  if (!req.isMultipart()) {
    throw badRequest(rules.notMultipartMessage ?? 'Send the files as multipart/form-data.');
  }
  const tooLarge = `The file is too large (${megabytes(rules.maxBytes)} at most).`;
  const fields: Record<string, unknown> = {};
  const uploads: Upload[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes } })) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const prev = fields[name];
        if (listFields.includes(name) || prev !== undefined) {
          fields[name] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), value];
        } else {
          fields[name] = value;
        }
        continue;
      }
      const content = await part.toBuffer();
      if (content.length > rules.maxBytes) throw new AppError('payload_too_large', tooLarge);
      const fileName = cleanFileName(part.filename ?? '');
      if (!fileName && !content.length) continue; // an empty file input
      if (!fileName || !isAcceptedFile(fileName, content, rules.allowed)) {
        throw badRequest(rules.message, { [name || 'file']: rules.message });
      }
      const extension = extensionOf(fileName);
      uploads.push({
        fieldName: name,
        fileName,
        extension,
        mimeType: FILE_KINDS[extension]!.mimeType,
        size: content.length,
        content,
      });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('payload_too_large', 'Too many files at once.');
    throw err;
  }
  return { fields, uploads };
}

/** The files of a multipart request (see readMultipart); no file at all is a 400 `noFileMessage`. */
export async function readUploads(req: FastifyRequest, rules: UploadRules): Promise<Upload[]> {
  const { uploads } = await readMultipart(req, rules);
  if (!uploads.length) {
    const message = rules.noFileMessage ?? 'Choose at least one file to attach.';
    throw badRequest(message, { file: message });
  }
  return uploads;
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

/** Stores one checked upload as an attachment of a record, inside the caller's transaction. */
export async function storeAttachment(
  tx: DbOrTx,
  input: { ownerType: string; ownerId: string; kind?: string; file: Upload; userId: string | null },
): Promise<StoredAttachment> {
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
      content: input.file.content,
      uploadedBy: input.userId,
    })
    .returning(attachmentInfoColumns);
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}
