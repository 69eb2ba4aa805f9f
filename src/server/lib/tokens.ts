import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer tokens: the only credential of a link (RFP response, vendor reply, set-password) or of a
 * session cookie. 32 random bytes, base64url; only their SHA-256 is stored.
 */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * The SHA-256 of a token's UTF-8 bytes, hex: what the database keeps and looks the link or session up
 * by. Stored hashes depend on it byte for byte: never change it.
 */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
