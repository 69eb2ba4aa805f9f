import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Bank details at rest: AES-256-GCM with the instance's data encryption key (config
 * `encryptionKey`, 32 bytes as hex). A sealed value is `<version>:<iv>:<tag>:<ciphertext>` (base64url).
 * The associated data binds the value to where it is stored:
 * - v2 (written now): `<table>:<row id>:<column>`, so a value copied to another row or column does not open;
 * - v1 (older rows): `<table>.<column>` only; still opened, and re-sealed as v2 (vendors/reseal.ts).
 */
export type SealedCell = { table: string; column: string; rowId: string };

const aadOf = (version: 'v1' | 'v2', cell: SealedCell) =>
  version === 'v2' ? `${cell.table}:${cell.rowId}:${cell.column}` : `${cell.table}.${cell.column}`;

export function encryptionKeyFromHex(hex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error(
      'The data encryption key must be 32 bytes written as 64 hex characters (DATA_ENCRYPTION_KEY).',
    );
  }
  return Buffer.from(hex, 'hex');
}

function sealWith(version: 'v1' | 'v2', plain: string, key: Buffer, cell: SealedCell): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aadOf(version, cell), 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    version,
    iv.toString('base64url'),
    tag.toString('base64url'),
    ciphertext.toString('base64url'),
  ].join(':');
}

/** Seals `plain` for one cell (v2: the associated data names the row). */
export const seal = (plain: string, key: Buffer, cell: SealedCell): string =>
  sealWith('v2', plain, key, cell);

/** Test-only and for re-sealing tests: a value as the code before v2 sealed it. */
export const sealV1 = (plain: string, key: Buffer, cell: SealedCell): string =>
  sealWith('v1', plain, key, cell);

/** The version of a sealed value ('v1', 'v2'), or undefined when it is not one. */
export const sealedVersion = (sealed: string): string | undefined => /^(v[12]):/.exec(sealed)?.[1];

/** Opens a v1 or v2 value of `cell`; throws when the key, the cell or the value does not match. */
export function unseal(sealed: string, key: Buffer, cell: SealedCell): string {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || ciphertext === undefined)
    throw new Error('Unrecognised sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aadOf(version, cell), 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** The last four characters shown in the masked form ('••••1234'). */
export const lastFour = (plain: string) => plain.slice(-4);
