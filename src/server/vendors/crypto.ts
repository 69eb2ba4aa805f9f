import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Bank details at rest: AES-256-GCM with the instance's data encryption key (config
 * `encryptionKey`, 32 bytes as hex). A sealed value is `v1:<iv>:<tag>:<ciphertext>` (base64url);
 * the associated data names the field, so a value cannot be moved to another column unnoticed.
 */
const VERSION = 'v1';

export function encryptionKeyFromHex(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error(
      'The data encryption key must be 32 bytes written as 64 hex characters (DATA_ENCRYPTION_KEY).',
    );
  }
  return Buffer.from(hex, 'hex');
}

export function seal(plain: string, key: Buffer, field: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    iv.toString('base64url'),
    tag.toString('base64url'),
    ciphertext.toString('base64url'),
  ].join(':');
}

export function unseal(sealed: string, key: Buffer, field: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('Unrecognised sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(field, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** The last four characters shown in the masked form ('••••1234'). */
export const lastFour = (plain: string) => plain.slice(-4);
