import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptionKeyFromHex, lastFour, seal, unseal } from './crypto';

const key = encryptionKeyFromHex(randomBytes(32).toString('hex'));

describe('bank detail sealing', () => {
  it('round-trips and never contains the plain text', () => {
    const sealed = seal('123456789012', key, 'account');
    expect(sealed).not.toContain('123456789012');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(unseal(sealed, key, 'account')).toBe('123456789012');
  });

  it('uses a fresh IV each time', () => {
    expect(seal('000111', key, 'account')).not.toBe(seal('000111', key, 'account'));
  });

  it('refuses a wrong key, a wrong field or a tampered value', () => {
    const sealed = seal('987654321', key, 'routing');
    const other = encryptionKeyFromHex(randomBytes(32).toString('hex'));
    expect(() => unseal(sealed, other, 'routing')).toThrow();
    expect(() => unseal(sealed, key, 'account')).toThrow();
    const parts = sealed.split(':');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    expect(() =>
      unseal([parts[0], parts[1], parts[2], ct.toString('base64url')].join(':'), key, 'routing'),
    ).toThrow();
  });

  it('accepts only a 32-byte hex key', () => {
    expect(() => encryptionKeyFromHex('abc')).toThrow(/64 hex/);
    expect(() => encryptionKeyFromHex('z'.repeat(64))).toThrow();
  });

  it('keeps the last four', () => {
    expect(lastFour('123456789')).toBe('6789');
    expect(lastFour('12')).toBe('12');
  });
});
