import { createHash, randomBytes } from 'node:crypto';

/** Link tokens (a link's only credential): 32 random bytes, base64url; only their SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** The SHA-256 of a link token, hex: what the database keeps and looks the link up by. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
