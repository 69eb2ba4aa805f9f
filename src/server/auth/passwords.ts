import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** The hash of a random password nobody knows, made once per process with the same cost as real ones. */
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

/**
 * Checks a sign-in password in the same time whether or not there is a usable hash: an unknown email,
 * or an account whose hash is not an Argon2 one (a disabled password such as '!'), is verified against
 * the dummy hash and fails, so the answer's timing does not tell which emails have accounts.
 */
export async function verifySignIn(passwordHash: string | undefined, password: string): Promise<boolean> {
  const usable = passwordHash?.startsWith('$argon2') === true;
  const ok = await verifyPassword(usable ? passwordHash! : await dummyPasswordHash(), password);
  return usable && ok;
}
