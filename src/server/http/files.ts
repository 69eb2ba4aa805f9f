import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { attachments } from '../db/schema/requisitions';
import { AppError, badRequest } from './errors';
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
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"]/g;
  return base.replace(unsafe, '').trim().slice(-255);
}

export const extensionOf = (fileName: string) =>
  fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';

/** True when the extension is allowed and known, and the content starts with that kind's signature. */
export function isAcceptedFile(fileName: string, content: Buffer, allowed: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  const kind = FILE_KINDS[ext];
  if (!kind || !allowed.includes(ext)) return false;
  return content.length >= kind.magic.length && kind.magic.every((b, i) => content[i] === b);
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads every file of a multipart request into memory. Each must have an allowed extension AND
 * content of that kind (magic bytes) — else 400 with `message`; a file above `maxBytes` is a 413
 * 'The file is too large (10 MB at most).'. No file at all is a 400 `noFileMessage`.
 */
export async function readUploads(
  req: FastifyRequest,
  opts: {
    allowed: readonly string[];
    maxBytes: number;
    message: string;
    noFileMessage?: string;
    notMultipartMessage?: string;
  },
): Promise<Upload[]> {
  if (!req.isMultipart()) {
    throw badRequest(opts.notMultipartMessage ?? 'Send the files as multipart/form-data.');
  }
  const tooLarge = `The file is too large (${megabytes(opts.maxBytes)} at most).`;
  const uploads: Upload[] = [];
  try {
    for await (const part of req.files({ limits: { fileSize: opts.maxBytes } })) {
      const content = await part.toBuffer();
      if (content.length > opts.maxBytes) throw new AppError('payload_too_large', tooLarge);
      const fileName = cleanFileName(part.filename ?? '');
      if (!fileName || !isAcceptedFile(fileName, content, opts.allowed)) {
        throw badRequest(opts.message, { [part.fieldname || 'file']: opts.message });
      }
      const extension = extensionOf(fileName);
      uploads.push({
        fieldName: part.fieldname,
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
  if (!uploads.length) {
    const message = opts.noFileMessage ?? 'Choose at least one file to attach.';
    throw badRequest(message, { file: message });
  }
  return uploads;
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
