import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { contracts } from '../db/schema/contracts';
import { ensureDemoUsers, insertContract, insertVendor } from '../profile/test-fixtures';
import { startRenewalNoticeScheduler } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoUsers(t.database.db);
});
afterAll(() => t.close());

const sentAt = async (id: string) =>
  (await t.database.db.select({ at: contracts.noticeSentAt }).from(contracts).where(eq(contracts.id, id)))[0]!
    .at;
async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('startRenewalNoticeScheduler', () => {
  it('sends due notices when the app is ready and on every tick, and stops when the app closes', async () => {
    const db = t.database.db;
    const vendorId = await insertVendor(db, { name: 'Zzsched Vendor' });
    const due = (title: string) =>
      insertContract(db, {
        vendorId,
        title,
        endDate: isoDate(addDays(new Date(), 5)),
        contactUserId: 'user-006',
      });
    const first = await due('Zzsched First');

    // Started on the built app before it is ready, as main.ts does.
    const app = Fastify({ logger: false });
    app.decorate('database', t.database);
    startRenewalNoticeScheduler(app, 100);
    expect(await sentAt(first)).toBeNull();
    await app.ready();
    expect(await eventually(async () => (await sentAt(first)) !== null)).toBe(true);

    const second = await due('Zzsched Second');
    expect(await eventually(async () => (await sentAt(second)) !== null)).toBe(true);

    await app.close();
    const third = await due('Zzsched Third');
    await new Promise((r) => setTimeout(r, 400));
    expect(await sentAt(third)).toBeNull();
  });
});
