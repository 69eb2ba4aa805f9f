import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test/harness';
import { startTestSmtp, type TestSmtp } from './test/smtp';
import { loadConfig } from './config/config';
import { jobs, outbox } from './db/schema/jobs';
import { queueMail } from './mail/queue';
import { RENEWAL_NOTICES_JOB } from './contracts/scheduler';
import { startBackgroundWork } from './background';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const status = async (id: number) =>
  (await t.database.db.select({ s: outbox.status }).from(outbox).where(eq(outbox.id, id)))[0]!.s;

describe('startBackgroundWork (as main.ts starts it)', () => {
  it('starts the runner when the app is ready (mail kept unsent goes out, renewal notices run) and stops it on close', async () => {
    const db = t.database.db;
    const earlier = await db.transaction((tx) =>
      queueMail(tx, { to: 'a@example.com', subject: 'Zzbg earlier', text: 'x', kind: 'test.mail' }),
    );
    await db.update(outbox).set({ status: 'unsent' }).where(eq(outbox.id, earlier));
    await db
      .update(jobs)
      .set({ status: 'done' })
      .where(eq(jobs.dedupeKey, `mail:${earlier}`));

    const app = Fastify({ logger: false });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data', SMTP_URL: smtp.url });
    app.decorate('config', { ...config, jobs: { pollIntervalMs: 50, concurrency: 2 } });
    app.decorate('database', t.database);
    startBackgroundWork(app);
    await app.ready();

    await until(async () => (await status(earlier)) === 'sent');
    expect(smtp.received.map((m) => m.parsed.subject)).toContain('Zzbg earlier');
    await until(async () =>
      (await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, RENEWAL_NOTICES_JOB))).some(
        (j) => j.status === 'done',
      ),
    );

    // A mail queued while the app runs goes out at once (the runner is nudged).
    const now = await db.transaction((tx) =>
      queueMail(tx, { to: 'b@example.com', subject: 'Zzbg running', text: 'y', kind: 'test.mail' }),
    );
    await until(async () => (await status(now)) === 'sent');

    await app.close();
    const after = await db.transaction((tx) =>
      queueMail(tx, { to: 'c@example.com', subject: 'Zzbg after close', text: 'z', kind: 'test.mail' }),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await status(after)).toBe('queued');
  });
});
