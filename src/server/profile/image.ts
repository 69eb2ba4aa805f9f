/**
 * Profile photos without an image library (sharp is not installed): the type comes from the content
 * (PNG, JPEG or WebP signature), and metadata is stripped by walking the file's structure — PNG text,
 * time and EXIF chunks, JPEG APP1 (EXIF/XMP), APP13 (IPTC) and comment segments, WebP EXIF and XMP
 * chunks. The picture itself is stored as sent (no resize to a square; the client shows it with
 * object-fit: cover).
 */
export type PhotoType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function photoType(content: Buffer): PhotoType | null {
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** The WebP without its EXIF and XMP chunks (and their VP8X flags); null when the chunks are broken. */
function stripWebp(content: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 12;
  while (at + 8 <= content.length) {
    const type = content.toString('latin1', at, at + 4);
    const size = content.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > content.length) return null;
    const chunk = Buffer.from(content.subarray(at, Math.min(end, content.length)));
    if (type === 'VP8X' && chunk.length > 8) chunk[8] = chunk[8]! & ~(0x08 | 0x04); // EXIF, XMP flags
    if (type !== 'EXIF' && type !== 'XMP ') parts.push(chunk);
    at = end;
  }
  const body = Buffer.concat(parts);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}

const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The PNG without its metadata chunks; null when the chunk structure is broken. */
function stripPng(content: Buffer): Buffer | null {
  const parts: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let ended = false;
  while (at + 12 <= content.length) {
    const length = content.readUInt32BE(at);
    const type = content.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > content.length) return null;
    if (!PNG_METADATA.has(type)) parts.push(content.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  return ended ? Buffer.concat(parts) : null;
}

/** APP1 (EXIF, XMP), APP13 (IPTC/Photoshop) and COM segments are dropped. */
const JPEG_METADATA = new Set([0xe1, 0xed, 0xfe]);

/** The JPEG without its metadata segments; null when the segment structure is broken. */
function stripJpeg(content: Buffer): Buffer | null {
  const parts: Buffer[] = [content.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= content.length) {
    if (content[at] !== 0xff) return null;
    const marker = content[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: the compressed picture and everything after it is kept as is.
      parts.push(content.subarray(at));
      return Buffer.concat(parts);
    }
    const length = content.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > content.length) return null;
    if (!JPEG_METADATA.has(marker)) parts.push(content.subarray(at, end));
    at = end;
  }
  return null;
}

/** The photo's type and its content without metadata; null when it is not a well-formed PNG, JPEG or WebP. */
export function cleanPhoto(content: Buffer): { mimeType: PhotoType; content: Buffer } | null {
  const type = photoType(content);
  if (!type) return null;
  const clean =
    type === 'image/png'
      ? stripPng(content)
      : type === 'image/jpeg'
        ? stripJpeg(content)
        : stripWebp(content);
  return clean ? { mimeType: type, content: clean } : null;
}
