import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { contracts } from '../db/schema/contracts';
import { jobs } from '../db/schema/jobs';
import { createUser } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createJobRunner } from '../jobs/runner';
import { RENEWAL_NOTICES_JOB, renewalNoticesJob } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sentAt = async (id: string) =>
  (await t.database.db.select({ at: contracts.noticeSentAt }).from(contracts).where(eq(contracts.id, id)))[0]!
    .at;

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const pendingRenewalJobs = async () =>
  t.database.db
    .select({ id: jobs.id, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, RENEWAL_NOTICES_JOB), eq(jobs.status, 'pending')));

describe('renewal notices on the job runner', () => {
  it('run when the runner starts and again after each interval, never doubled, and stop with the runner', async () => {
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
    const runner = createJobRunner(t.database, { pollIntervalMs: 20, concurrency: 1 }).register(
      renewalNoticesJob(150),
    );
    expect(await sentAt(first)).toBeNull();
    await runner.start();
    await until(async () => (await sentAt(first)) !== null);

    // The next run is pending, one only, an interval after the last.
    await until(async () => (await pendingRenewalJobs()).length === 1);
    const second = await due('Zzsched Second');
    await until(async () => (await sentAt(second)) !== null);
    const done = () =>
      t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, RENEWAL_NOTICES_JOB), eq(jobs.status, 'done')));
    await until(async () => (await done()).length >= 2);

    await runner.stop();
    const third = await due('Zzsched Third');
    await new Promise((r) => setTimeout(r, 400));
    expect(await sentAt(third)).toBeNull();
    expect(await pendingRenewalJobs()).toHaveLength(1);

    // A restart (two, even: two instances) brings the pending run forward to now instead of adding one.
    const a = createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 1 }).register(
      renewalNoticesJob(),
    );
    const b = createJobRunner(t.database, { pollIntervalMs: 60_000, concurrency: 1 }).register(
      renewalNoticesJob(),
    );
    await a.ensureRecurring();
    await b.ensureRecurring();
    const pending = await pendingRenewalJobs();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await a.runOnce()) + (await b.runOnce())).toBe(1);
    expect(await sentAt(third)).not.toBeNull();
    const next = await pendingRenewalJobs();
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});
