import { describe, expect, it } from 'vitest';

import { hashToken, newToken } from './tokens';

describe('link and session tokens', () => {
  it('hash as the SHA-256 hex of their UTF-8 bytes (stored hashes depend on it)', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('tök€n')).toBe('df84331714c7e96716baee01dfc421e888fa6701e51b69ab866a72643ca4b89a');
  });

  it('are 32 random bytes in base64url, a new one each time', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });
});
