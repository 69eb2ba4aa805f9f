import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { reopen } from '../test/reopen';
import type { Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { enqueue } from './queue';
import { createJobRunner } from './runner';

let t: TestApp;
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  // PostgreSQL: a second database handle (its own pool), as a second app instance. PGlite has one
  // process: the two runners share its handle.
  other = t.database.kind === 'postgres' ? await reopen(t.database) : t.database;
});
afterAll(async () => {
  if (other !== t.database) await other.close();
  await t.close();
});

describe('several runners on one jobs table', () => {
  it('run each of N jobs exactly once', async () => {
    const kind = 'test.instances';
    const N = 40;
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < N; i++) await enqueue(tx, { kind, payload: { i } });
    });
    const runs = new Map<number, string[]>();
    const make = (database: Database, name: string) =>
      createJobRunner(database, { pollIntervalMs: 5, concurrency: 4, id: name }).register({
        kind,
        handler: async (p) => {
          const i = Number(p.i);
          runs.set(i, [...(runs.get(i) ?? []), name]);
          await new Promise((r) => setTimeout(r, 2));
        },
      });
    const a = make(t.database, 'instance-a');
    const b = make(other, 'instance-b');
    await Promise.all([a.start(), b.start()]);
    const end = Date.now() + 20_000;
    const left = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(sql`${jobs.kind} = ${kind} and ${jobs.status} <> 'done'`)
      )[0]!.n;
    while ((await left()) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    await Promise.all([a.stop(), b.stop()]);
    expect(await left()).toBe(0);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(N).keys()]);
    expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
    const attempts = await t.database.db.select({ a: jobs.attempts }).from(jobs).where(eq(jobs.kind, kind));
    expect(attempts.every((r) => r.a === 1)).toBe(true);
    // Both instances took part.
    const by = new Set([...runs.values()].flat());
    expect(by).toEqual(new Set(['instance-a', 'instance-b']));
  });
});
