import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  encryptionKeyFromHex,
  lastFour,
  seal,
  sealV1,
  sealedVersion,
  unseal,
  type SealedCell,
} from './crypto';

const key = encryptionKeyFromHex(randomBytes(32).toString('hex'));
const cell = (rowId: string, column = 'account_number'): SealedCell => ({
  table: 'vendor_requests',
  column,
  rowId,
});
const account = cell('NVR-1');
const routing = cell('NVR-1', 'routing_number');

describe('bank detail sealing', () => {
  it('round-trips and never contains the plain text', () => {
    const sealed = seal('123456789012', key, account);
    expect(sealed).not.toContain('123456789012');
    expect(sealed.startsWith('v2:')).toBe(true);
    expect(sealedVersion(sealed)).toBe('v2');
    expect(unseal(sealed, key, account)).toBe('123456789012');
  });

  it('uses a fresh IV each time', () => {
    expect(seal('000111', key, account)).not.toBe(seal('000111', key, account));
  });

  it('refuses a wrong key, a wrong column or a tampered value', () => {
    const sealed = seal('987654321', key, routing);
    const other = encryptionKeyFromHex(randomBytes(32).toString('hex'));
    expect(() => unseal(sealed, other, routing)).toThrow();
    expect(() => unseal(sealed, key, account)).toThrow();
    const parts = sealed.split(':');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    expect(() =>
      unseal([parts[0], parts[1], parts[2], ct.toString('base64url')].join(':'), key, routing),
    ).toThrow();
  });

  it("binds the value to its row: another request's sealed number does not open there", () => {
    const sealed = seal('555500001111', key, cell('NVR-1'));
    expect(() => unseal(sealed, key, cell('NVR-2'))).toThrow();
    expect(unseal(sealed, key, cell('NVR-1'))).toBe('555500001111');
  });

  it('still opens values sealed the old way (v1: the associated data names the column only)', () => {
    // Built here as the code before v2 did, independently of sealV1.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from('vendor_requests.account_number', 'utf8'));
    const ct = Buffer.concat([cipher.update('4444333322221111', 'utf8'), cipher.final()]);
    const old = ['v1', iv, cipher.getAuthTag(), ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
    expect(unseal(old, key, cell('any-row'))).toBe('4444333322221111');
    expect(() => unseal(old, key, cell('any-row', 'routing_number'))).toThrow();
    expect(sealV1('4444333322221111', key, account).startsWith('v1:')).toBe(true);
    expect(unseal(sealV1('4444333322221111', key, account), key, cell('NVR-9'))).toBe('4444333322221111');
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
