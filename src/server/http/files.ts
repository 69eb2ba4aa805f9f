import type { FastifyReply } from 'fastify';
import { cleanFileName } from '@shared/file-names';
import { fileExtension, hasSignature, isFileKind, type FileRules } from '@shared/files';

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

/** True when the extension is allowed and known, and the content starts with that kind's signature. */
export function isAcceptedFile(fileName: string, head: Buffer, allowed: readonly string[]): boolean {
  const ext = fileExtension(fileName);
  return isFileKind(ext) && allowed.includes(ext) && hasSignature(ext, head);
}

/** Which files an upload endpoint accepts (src/shared/files.ts), and what it answers when there are none. */
export type UploadRules = FileRules & {
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
