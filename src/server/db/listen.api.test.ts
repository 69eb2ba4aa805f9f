import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { sharedListener } from './listen';
import { createTestApp, type TestApp } from '../test/harness';
import { withDb } from '../test/template';

async function eventually(check: () => Promise<boolean> | boolean): Promise<boolean> {
  const until = Date.now() + 5000;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return check();
}

/**
 * One listening connection per instance, for all its channels (PostgreSQL; PGlite listens in
 * process): its subscribers hear their own channel, hear the connection go and come back, and
 * the connection closes with the last subscriber.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('sharedListener', () => {
  let t: TestApp, url: string;
  const listeners = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pg_stat_activity
            where application_name = 'procura-listen' and datname = current_database()`,
        )
      )[0]!.n,
    );
  const notify = (channel: string, payload: string) =>
    t.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    url = withDb(process.env.TEST_DATABASE_URL!, row!.name);
  });
  afterAll(() => t.close());

  it('the app listens on its three channels over one connection', async () => {
    expect(await listeners()).toBe(1);
  });

  it('delivers each channel to its subscribers, through a lost connection, and closes with the last', async () => {
    const listen = sharedListener(url);
    const heard: string[] = [];
    const states: string[] = [];
    const offA = await listen(
      'test_a',
      (p) => heard.push(`a:${p}`),
      (s) => states.push(`a:${s}`),
    );
    const offB = await listen(
      'test_b',
      (p) => heard.push(`b:${p}`),
      (s) => states.push(`b:${s}`),
    );
    const offA2 = await listen(
      'test_a',
      (p) => heard.push(`a2:${p}`),
      (s) => states.push(`a2:${s}`),
    );
    expect(states).toEqual(['a:true', 'b:true', 'a2:true']);
    expect(await listeners()).toBe(2); // the app's and this one
    await notify('test_a', '1');
    await notify('test_b', '2');
    expect(await eventually(() => heard.length === 3)).toBe(true);
    expect(heard.sort()).toEqual(['a2:1', 'a:1', 'b:2']);

    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'procura-listen' and datname = current_database()`);
    expect(await eventually(() => states.filter((s) => s.endsWith('true')).length === 6)).toBe(true);
    expect(states.slice(3, 6).sort()).toEqual(['a2:false', 'a:false', 'b:false']);
    heard.length = 0;
    await notify('test_b', '3');
    expect(await eventually(() => heard.length === 1)).toBe(true);
    expect(heard).toEqual(['b:3']);

    await offA();
    await offB();
    heard.length = 0;
    await notify('test_a', '4');
    expect(await eventually(() => heard.length === 1)).toBe(true);
    expect(heard).toEqual(['a2:4']);
    await offA2();
    expect(await eventually(async () => (await listeners()) === 1)).toBe(true);
  });
});
