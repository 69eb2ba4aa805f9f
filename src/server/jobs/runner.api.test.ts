import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { reopen } from '../test/reopen';
import { jobs } from '../db/schema/jobs';
import { claimJobs, finishJob } from './claim';
import { enqueue } from './queue';
import { pruneJobsJob } from './prune';
import { backoffMs, createJobRunner, type JobHandler } from './runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A kind of its own per test, so tests never see each other's jobs. */
const uniqueKind = (name: string) => `test.${name}.${++n}`;
const jobsOf = (kind: string) =>
  t.database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
const runner = (
  kind: string,
  handler: JobHandler,
  more: Partial<Parameters<typeof createJobRunner>[1]> = {},
) =>
  createJobRunner(t.database, {
    pollIntervalMs: 60_000,
    concurrency: 2,
    backoffBaseMs: 20,
    ...more,
  }).register({
    kind,
    handler,
  });

describe('enqueue', () => {
  it('adds a job only when the caller’s transaction commits', async () => {
    const kind = uniqueKind('tx');
    await t.database.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind, payload: { n: 1 } });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await jobsOf(kind)).toHaveLength(0);
    await t.database.db.transaction((tx) => enqueue(tx, { kind, payload: { n: 2 } }));
    expect((await jobsOf(kind)).map((j) => j.payload)).toEqual([{ n: 2 }]);
  });

  it('keeps at most one pending job per dedupe key', async () => {
    const kind = uniqueKind('dedupe');
    const db = t.database.db;
    expect(await enqueue(db, { kind, dedupeKey: kind })).toEqual(expect.any(Number));
    expect(await enqueue(db, { kind, dedupeKey: kind })).toBeNull();
    const seen: unknown[] = [];
    await runner(kind, async (p) => void seen.push(p)).drain();
    expect(seen).toHaveLength(1);
    // Once that job is done the key is free again.
    expect(await enqueue(db, { kind, dedupeKey: kind })).toEqual(expect.any(Number));
    expect((await jobsOf(kind)).map((j) => j.status)).toEqual(['done', 'pending']);
  });
});

describe('the runner', () => {
  it('runs a due job once with its payload and marks it done', async () => {
    const kind = uniqueKind('once');
    await enqueue(t.database.db, { kind, payload: { to: 'x' } });
    await enqueue(t.database.db, { kind, payload: { to: 'later' }, delayMs: 60_000 });
    const seen: unknown[] = [];
    const r = runner(kind, async (p, ctx) => void seen.push({ ...p, attempt: ctx.attempt }));
    expect(await r.drain()).toBe(1);
    expect(seen).toEqual([{ to: 'x', attempt: 1 }]);
    const [first, later] = await jobsOf(kind);
    expect(first).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(first!.doneAt).toBeInstanceOf(Date);
    expect(later).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries a failing job with exponential backoff and fails it for good after its last attempt', async () => {
    const kind = uniqueKind('retry');
    await enqueue(t.database.db, { kind, maxAttempts: 3 });
    const runAts: number[] = [];
    const base = 1000;
    const r = runner(
      kind,
      async (_p, { final }) => {
        runAts.push(Date.now());
        throw new Error(final ? 'last try failed' : 'not yet');
      },
      { backoffBaseMs: base },
    );
    // The first attempt fails: due again backoff(1) later, the error kept.
    expect(await r.runOnce()).toBe(1);
    let [job] = await jobsOf(kind);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'not yet', lockedBy: null });
    expect(job!.runAt.getTime() - job!.createdAt.getTime()).toBeGreaterThanOrEqual(backoffMs(1, base) - 5);
    // Not due yet (checked only while well before its due time: a loaded machine may be slower than the wait).
    if (Date.now() < job!.runAt.getTime() - 300) expect(await r.runOnce()).toBe(0);
    await r.drain();
    [job] = await jobsOf(kind);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'last try failed' });
    expect(job!.doneAt).toBeInstanceOf(Date);
    // Waits of 1 then 2 s between the attempts (at least; the machine may add to them).
    const gaps = runAts.slice(1).map((at, i) => at - runAts[i]!);
    expect(gaps).toHaveLength(2);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffMs(i + 1, base) - 5));
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(20)).toBe(60 * 60_000);
  });

  it('takes a job whose runner died once its lease has run out, and the dead runner cannot settle it', async () => {
    const kind = uniqueKind('lease');
    await enqueue(t.database.db, { kind });
    // A runner claims it with a short lease and dies (never settles).
    const [claimed] = await claimJobs(t.database.db, 'dead-runner', [kind], 5, 600);
    expect(claimed).toMatchObject({ kind, attempts: 1 });
    const seen: number[] = [];
    const r = runner(kind, async (_p, { attempt }) => void seen.push(attempt));
    expect(await r.runOnce()).toBe(0);
    await r.drain();
    expect(seen).toEqual([2]);
    expect(await finishJob(t.database.db, claimed!, 'dead-runner')).toBe(false);
    expect((await jobsOf(kind))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps the lease of a long job alive, so no other runner takes it meanwhile', async () => {
    const kind = uniqueKind('heartbeat');
    await enqueue(t.database.db, { kind });
    const runs: string[] = [];
    const slow = (name: string) =>
      runner(
        kind,
        async () => {
          runs.push(name);
          await new Promise((r) => setTimeout(r, 1500));
        },
        { leaseMs: 450, id: name },
      );
    const first = slow('first').runOnce();
    await new Promise((r) => setTimeout(r, 900)); // twice the lease
    expect(await slow('second').runOnce()).toBe(0);
    await first;
    expect(runs).toEqual(['first']);
    expect((await jobsOf(kind))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('wakes at once on a new job (NOTIFY) although its poll interval is long, and stop waits for running jobs', async () => {
    const kind = uniqueKind('nudge');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ran: string[] = [];
    const r = runner(kind, async (p) => {
      ran.push(String(p.name));
      if (p.name === 'slow') await gate;
    });
    await r.start();
    await t.database.db.transaction((tx) => enqueue(tx, { kind, payload: { name: 'slow' } }));
    const end = Date.now() + 5000;
    while (!ran.length && Date.now() < end) await new Promise((res) => setTimeout(res, 10));
    expect(ran).toEqual(['slow']);
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((res) => setTimeout(res, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await jobsOf(kind))[0]).toMatchObject({ status: 'done' });
  });

  it('claims only the kinds it has handlers for', async () => {
    const mine = uniqueKind('mine');
    const other = uniqueKind('other');
    await enqueue(t.database.db, { kind: other });
    expect(await runner(mine, async () => {}).drain()).toBe(0);
    expect((await jobsOf(other))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('schedules the next run of a recurring job even when this one failed for good', async () => {
    const kind = uniqueKind('recurring');
    const r = createJobRunner(t.database, {
      pollIntervalMs: 60_000,
      concurrency: 1,
      backoffBaseMs: 5,
    }).register({
      kind,
      everyMs: 60_000,
      maxAttempts: 2,
      handler: async () => {
        throw new Error('down');
      },
    });
    await r.ensureRecurring();
    await r.ensureRecurring();
    expect(await jobsOf(kind)).toHaveLength(1);
    await r.drain({ withinMs: 1000 });
    const rows = await jobsOf(kind);
    expect(rows.map((j) => j.status)).toEqual(['failed', 'pending']);
    expect(rows[1]!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
  });
});

describe('restart', () => {
  it('keeps pending jobs: a new instance on the same data runs them', async () => {
    const kind = uniqueKind('restart');
    await enqueue(t.database.db, { kind, payload: { keep: true } });
    // The database closed and opened again (PGlite: its data directory; PostgreSQL: a new pool).
    const again = await reopen(t.database);
    try {
      const seen: unknown[] = [];
      const r = createJobRunner(again, { pollIntervalMs: 60_000, concurrency: 1 }).register({
        kind,
        handler: async (p) => void seen.push(p),
      });
      expect(await r.drain()).toBe(1);
      expect(seen).toEqual([{ keep: true }]);
    } finally {
      await again.close();
    }
  });
});

describe('pruning', () => {
  it('deletes done jobs after a week and keeps failed and pending ones', async () => {
    const kind = uniqueKind('prune');
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(jobs).values([
      { kind, status: 'done', doneAt: old, payload: { n: 'old done' } },
      { kind, status: 'done', doneAt: new Date(), payload: { n: 'recent done' } },
      { kind, status: 'failed', doneAt: old, payload: { n: 'old failed' } },
      { kind, status: 'pending', runAt: old, payload: { n: 'pending' } },
    ]);
    await pruneJobsJob().handler({}, { db: t.database.db } as never);
    expect((await jobsOf(kind)).map((j) => j.payload.n)).toEqual(['recent done', 'old failed', 'pending']);
  });
});
