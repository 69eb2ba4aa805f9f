import sharp from 'sharp';

/**
 * Profile photos: the type comes from the content (PNG, JPEG or WebP signature); the picture is decoded
 * (a broken file is refused), turned upright by its orientation tag, cropped to the middle square and
 * resized to 256 × 256, and written again in its own format without any metadata (sharp keeps none
 * unless asked: no EXIF, XMP, IPTC, comments or colour-profile extras).
 */
export type PhotoType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The side of the stored square photo, in pixels. */
export const PHOTO_SIZE = 256;
/** Pictures larger than this many pixels are refused before decoding (a 5 MB file can claim a huge size). */
const MAX_INPUT_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function photoType(content: Buffer): PhotoType | null {
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** The photo as stored: its type and a 256 × 256 square without metadata; null when it is not a well-formed image. */
export async function cleanPhoto(content: Buffer): Promise<{ mimeType: PhotoType; content: Buffer } | null> {
  const type = photoType(content);
  if (!type) return null;
  try {
    const square = sharp(content, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' });
    const out =
      type === 'image/png'
        ? square.png({ compressionLevel: 9 })
        : type === 'image/jpeg'
          ? square.jpeg({ quality: 85, mozjpeg: true })
          : square.webp({ quality: 85 });
    return { mimeType: type, content: await out.toBuffer() };
  } catch {
    return null;
  }
}
