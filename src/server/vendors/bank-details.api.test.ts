import { createCipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { vendorRequests } from '../db/schema/vendors';
import { auditLog } from '../db/schema/admin';
import { encryptionKeyFromHex, sealV1 } from './crypto';
import { resealLegacyBankDetails } from './reseal';
import { accountCell, routingCell } from './request-view';
import { type Team } from '../test/factories/users';
import {
  TEST_ACCOUNT,
  submitVendorRequest,
  vendorRequestForm as form,
} from '../test/factories/vendor-requests';

/**
 * Issue 8 point 14: bank numbers are bound to their row (AES-GCM associated data), a number that does
 * not open shows as unavailable instead of failing the whole answer, and numbers sealed the old way
 * still open and are re-sealed.
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const stored = async (id: string) =>
  (await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, id)))[0]!;
const setStored = (id: string, values: Partial<typeof vendorRequests.$inferInsert>) =>
  t.database.db.update(vendorRequests).set(values).where(eq(vendorRequests.id, id));
const asFinance = async (id: string) => {
  const res = await t.request({ method: 'GET', url: `/api/vendor-requests/${id}`, as: team.finance });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    accountNumber: string | null;
    routingNumber: string | null;
    bankDetailsUnavailable: boolean;
  };
};

/** A v1 value as an instance with another DATA_ENCRYPTION_KEY wrote it (built without this code's helpers). */
function sealedElsewhere(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', randomBytes(32), iv);
  cipher.setAAD(Buffer.from('vendor_requests.account_number', 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ct.toString('base64url'),
  ].join(':');
}

describe('bank numbers that cannot be decrypted', () => {
  it('show as unavailable to finance, in the list and the detail, without failing the rest', async () => {
    const good = await submitVendorRequest(t, team.employee, form({ companyName: 'Zzbank Readable Co' }));
    const bad = await submitVendorRequest(t, team.employee, form({ companyName: 'Zzbank Foreign Key Co' }));
    await setStored(bad.id, { accountNumberEnc: sealedElsewhere(TEST_ACCOUNT) });

    const list = await t.request({
      method: 'GET',
      url: '/api/vendor-requests?q=Zzbank&limit=50',
      as: team.finance,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json() as {
      id: string;
      accountNumber: string | null;
      routingNumber: string | null;
      bankDetailsUnavailable: boolean;
    }[];
    expect(rows.find((r) => r.id === good.id)).toMatchObject({
      accountNumber: TEST_ACCOUNT,
      bankDetailsUnavailable: false,
    });
    expect(rows.find((r) => r.id === bad.id)).toMatchObject({
      accountNumber: null,
      routingNumber: '102000021',
      bankDetailsUnavailable: true,
    });
    expect(await asFinance(bad.id)).toMatchObject({ accountNumber: null, bankDetailsUnavailable: true });

    // Readers who only ever see the masked form are not affected.
    const procurement = await t.request({
      method: 'GET',
      url: `/api/vendor-requests/${bad.id}`,
      as: team.procurement,
    });
    expect(procurement.json()).toMatchObject({ accountNumber: '••••1234', bankDetailsUnavailable: false });
  });

  it("do not open in another row: a request's sealed number copied into another request is unavailable there", async () => {
    const a = await submitVendorRequest(
      t,
      team.employee,
      form({ companyName: 'Zzbank Source Co', accountNumber: '111122223333' }),
    );
    const b = await submitVendorRequest(
      t,
      team.employee,
      form({ companyName: 'Zzbank Target Co', accountNumber: '999988887777' }),
    );
    await setStored(b.id, { accountNumberEnc: (await stored(a.id)).accountNumberEnc });
    const view = await asFinance(b.id);
    expect(view.accountNumber).not.toBe('111122223333');
    expect(view).toMatchObject({ accountNumber: null, bankDetailsUnavailable: true });
    expect(await asFinance(a.id)).toMatchObject({
      accountNumber: '111122223333',
      bankDetailsUnavailable: false,
    });
  });
});

describe('bank numbers sealed the old way (v1: column-only associated data)', () => {
  it('still open, and are re-sealed bound to their row once, with an audit entry', async () => {
    const key = encryptionKeyFromHex(t.app.config.encryptionKey);
    const r = await submitVendorRequest(
      t,
      team.employee,
      form({ companyName: 'Zzbank Legacy Co', accountNumber: '123412341234' }),
    );
    await setStored(r.id, {
      accountNumberEnc: sealV1('123412341234', key, accountCell(r.id)),
      routingNumberEnc: sealV1('021000021', key, routingCell(r.id)),
    });
    expect(await asFinance(r.id)).toMatchObject({
      accountNumber: '123412341234',
      routingNumber: '021000021',
    });
    const unreadable = await submitVendorRequest(
      t,
      team.employee,
      form({ companyName: 'Zzbank Unreadable Co' }),
    );
    await setStored(unreadable.id, { accountNumberEnc: sealedElsewhere('5555') });

    const report = await resealLegacyBankDetails(t.database.db, key);
    expect(report.resealed).toBeGreaterThanOrEqual(1);
    expect(report.unreadable).toBeGreaterThanOrEqual(1);
    const row = await stored(r.id);
    expect(row.accountNumberEnc).toMatch(/^v2:/);
    expect(row.routingNumberEnc).toMatch(/^v2:/);
    expect(await asFinance(r.id)).toMatchObject({
      accountNumber: '123412341234',
      routingNumber: '021000021',
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    expect(audits.filter((a) => a.action === 'vendor_request.reseal_bank_details')).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain('123412341234');
    expect((await stored(unreadable.id)).accountNumberEnc).toMatch(/^v1:/);

    const again = await resealLegacyBankDetails(t.database.db, key);
    expect(again.resealed).toBe(0);
    expect((await stored(r.id)).accountNumberEnc).toBe(row.accountNumberEnc);
  });
});
