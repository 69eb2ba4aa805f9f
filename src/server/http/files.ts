import type { FastifyReply } from 'fastify';
import { cleanFileName } from '@shared/file-names';

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
