/**
 * The file rules of every upload, defined once for both sides (rule 3 of issue 9): the kinds Procura
 * stores (extension → MIME type and the first bytes its content must start with), the size limit and
 * the messages. The client checks type and size before sending (`fileProblem`, `acceptAttribute`);
 * the server checks the same and the content (src/server/http/uploads.ts).
 */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Known file kinds: MIME type and the bytes the content must start with. */
export const FILE_KINDS = {
  pdf: { mimeType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  png: { mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  /** RIFF container; the profile photo checks the 'WEBP' form type at bytes 8–11 as well. */
  webp: { mimeType: 'image/webp', magic: [0x52, 0x49, 0x46, 0x46] },
  doc: { mimeType: 'application/msword', magic: OLE },
  xls: { mimeType: 'application/vnd.ms-excel', magic: OLE },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ZIP,
  },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
} as const satisfies Record<string, { mimeType: string; magic: readonly number[] }>;
export type FileKind = keyof typeof FILE_KINDS;

export const isFileKind = (ext: string): ext is FileKind => Object.hasOwn(FILE_KINDS, ext);

/** Each uploaded file: at most 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** 'The file is too large (10 MB at most).' */
export const fileTooLargeMessage = (maxBytes: number = MAX_FILE_BYTES) =>
  `The file is too large (${megabytes(maxBytes)} at most).`;

/** The lower-cased extension of a file name ('' when it has none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Which files an upload takes, and the message when a file's type is refused. */
export type FileRules = { allowed: readonly FileKind[]; maxBytes: number; message: string };

/** The file chooser's `accept`: '.pdf,.doc,…'. */
export const acceptAttribute = (rules: FileRules) => rules.allowed.map((e) => `.${e}`).join(',');

/** True when the name ends in one of the allowed extensions (the server also checks the content). */
export const isAllowedFileName = (rules: FileRules, name: string) =>
  (rules.allowed as readonly string[]).includes(fileExtension(name.trim()));

/** Why a chosen file is refused (its type, or its size), or null when it is accepted. */
export function fileProblem(rules: FileRules, file: { name: string; size: number }): string | null {
  if (!isAllowedFileName(rules, file.name)) return rules.message;
  if (file.size > rules.maxBytes) return fileTooLargeMessage(rules.maxBytes);
  return null;
}

/** True when the content (its first bytes) starts with the signature of the file's kind. */
export function hasSignature(kind: FileKind, head: Uint8Array): boolean {
  const { magic } = FILE_KINDS[kind];
  return head.length >= magic.length && magic.every((b, i) => head[i] === b);
}
