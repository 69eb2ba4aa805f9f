import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { contracts } from '../db/schema/contracts';
import { createUser } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { startRenewalNoticeScheduler } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const sentAt = async (id: string) =>
  (await t.database.db.select({ at: contracts.noticeSentAt }).from(contracts).where(eq(contracts.id, id)))[0]!
    .at;

/** Polls on real time (vi.waitFor would advance the fake interval as it polls). */
async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('startRenewalNoticeScheduler', () => {
  it('sends due notices when the app is ready and on every tick, and stops when the app closes', async () => {
    // The interval is driven by hand; everything else (the database) runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const contact = await createUser(t, { role: 'legal', department: 'Legal' });
    const vendorId = (await createVendor(t, { name: 'Zzsched Vendor' })).id;
    const due = async (title: string) =>
      (
        await createContract(t, {
          vendorId,
          title,
          endDate: isoDate(addDays(new Date(), 5)),
          contactUserId: contact.id,
        })
      ).id;
    const first = await due('Zzsched First');

    // Started on the built app before it is ready, as main.ts does. Each run reads the app's database.
    let runs = 0;
    const app = Fastify({ logger: false });
    const counted = Object.create(t.database, {
      db: {
        get: () => {
          runs += 1;
          return t.database.db;
        },
      },
    }) as typeof t.database;
    app.decorate('database', counted);
    startRenewalNoticeScheduler(app, 100);
    expect(runs).toBe(0);
    expect(await sentAt(first)).toBeNull();
    await app.ready();
    expect(runs).toBe(1);
    await until(async () => (await sentAt(first)) !== null);

    const second = await due('Zzsched Second');
    vi.advanceTimersByTime(100);
    expect(runs).toBe(2);
    await until(async () => (await sentAt(second)) !== null);

    await app.close();
    expect(vi.getTimerCount()).toBe(0);
    const third = await due('Zzsched Third');
    vi.advanceTimersByTime(10 * 100);
    expect(runs).toBe(2);
    expect(await sentAt(third)).toBeNull();
  });
});
