import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { reopen } from '../test/reopen';
import { permissions } from '../db/schema/auth';
import { createSession, SESSION_COOKIE } from './sessions';

/** Polls `read` until it gives `want` (a change another connection announced), for up to 3 s. */
async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  const until = Date.now() + 3000;
  let got = await read();
  while (got !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    got = await read();
  }
  return got;
}

/**
 * A session cookie without signing in: signing in also stamps the user's last login, which announces a
 * change of the user that reaches another instance a moment later and would drop what a test just kept.
 */
async function sessionCookie(t: TestApp, userId: string) {
  const { token } = await createSession(t.database.db, userId);
  return `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
}

/** The users table's triggers off: a change to a user then goes unannounced (what the cache cannot hear). */
const announcing = (db: Database['db'], on: boolean) =>
  db.execute(sql.raw(`alter table users ${on ? 'enable' : 'disable'} trigger user`));

const setFirstName = (db: Database['db'], id: string, name: string) =>
  db.execute(sql`update users set first_name = ${name} where id = ${id}`);

describe('the signed-in user cache (decision 030)', () => {
  let t: TestApp, user: User, cookie: string;
  const me = async (app: FastifyInstance = t.app, c = cookie) => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c } });
    return res.statusCode === 200 ? (res.json() as { name: string }).name.split(' ')[0] : res.statusCode;
  };
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { role: 'end_user', department: uniqueDepartment(), firstName: 'Ada' });
    cookie = await sessionCookie(t, user.id);
  });
  afterAll(() => t.close());

  it('answers a session from memory while nothing announced a change, until SESSION_CACHE_MS', async () => {
    expect(await me()).toBe('Ada');
    expect(t.app.sessionCache.size()).toBe(1);
    // A transaction that writes none of sessions, users, roles and role permissions keeps it.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(permissions)
        .set({ description: sql`description` })
        .where(eq(permissions.id, 'manage_users'));
    });
    expect(t.app.sessionCache.size()).toBe(1);
    await announcing(t.database.db, false);
    try {
      await setFirstName(t.database.db, user.id, 'Unheard');
      // Kept: the change was not announced, so this instance still serves what it read.
      expect(await me()).toBe('Ada');
    } finally {
      await announcing(t.database.db, true);
    }
    // The same kind of change, announced by the triggers at commit (no transaction of this app's).
    await setFirstName(t.database.db, user.id, 'Heard');
    expect(await eventually(() => me(), 'Heard')).toBe('Heard');
  });

  it('keeps an entry SESSION_CACHE_MS at most', async () => {
    const short = await createTestApp({ SESSION_CACHE_MS: '2000' });
    try {
      const u = await createUser(short, {
        role: 'end_user',
        department: uniqueDepartment(),
        firstName: 'Ben',
      });
      const c = await sessionCookie(short, u.id);
      expect(await me(short.app, c)).toBe('Ben');
      await announcing(short.database.db, false);
      await setFirstName(short.database.db, u.id, 'Later');
      await announcing(short.database.db, true);
      expect(await me(short.app, c)).toBe('Ben');
      await new Promise((r) => setTimeout(r, 2100));
      expect(await me(short.app, c)).toBe('Later');
    } finally {
      await short.close();
    }
  });

  it('keeps nothing with SESSION_CACHE_MS=0', async () => {
    const off = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const u = await createUser(off, { role: 'end_user', department: uniqueDepartment(), firstName: 'Cy' });
      const c = await off.login(u);
      expect(await me(off.app, c)).toBe('Cy');
      expect(off.app.sessionCache.size()).toBe(0);
      await announcing(off.database.db, false);
      await setFirstName(off.database.db, u.id, 'Now');
      await announcing(off.database.db, true);
      expect(await me(off.app, c)).toBe('Now');
    } finally {
      await off.close();
    }
  });

  // A changed role applies on the next request too: admin/roles/roles.api.test.ts.
  it('a sign-out and a deactivation apply on the very next request', async () => {
    const admin = await createUser(t, { role: 'admin', department: uniqueDepartment() });
    const other = await createUser(t, { role: 'legal', department: uniqueDepartment() });
    const otherCookie = await t.login(other);
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherCookie } }))
        .statusCode;
    expect(await status()).toBe(200);
    expect(await status()).toBe(200);
    const del = await t.request({ method: 'DELETE', url: `/api/admin/users/${other.id}`, as: admin });
    expect(del.statusCode).toBe(200);
    expect(await status()).toBe(401);

    const second = await t.login(user);
    expect(await me(t.app, second)).toBe('Heard');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: second } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await me(t.app, second)).toBe(401);
  });
});

/**
 * Two instances on one PostgreSQL database, and a lost listening connection: PGlite is one process
 * with one database, so this runs with TEST_DATABASE_URL (the API suite on PostgreSQL, .ci/run).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the signed-in user cache across instances', () => {
  let t: TestApp, second: FastifyInstance, secondDb: Database;
  beforeAll(async () => {
    t = await createTestApp();
    secondDb = await reopen(t.database);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data', API_RATE_LIMIT: '100000' }),
      databaseUrl: process.env.TEST_DATABASE_URL,
    };
    second = await buildApp(config, secondDb);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await t.close();
  });

  const status = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;

  it('a user deactivated through one instance is signed out on the other', async () => {
    const admin = await createUser(t, { role: 'admin', department: uniqueDepartment() });
    const u = await createUser(t, { role: 'end_user', department: uniqueDepartment() });
    const cookie = await sessionCookie(t, u.id);
    expect(await status(second, cookie)).toBe(200);
    expect(second.sessionCache.size()).toBeGreaterThan(0);
    const del = await t.request({ method: 'DELETE', url: `/api/admin/users/${u.id}`, as: admin });
    expect(del.statusCode).toBe(200);
    expect(await eventually(() => status(second, cookie), 401)).toBe(401);
  });

  it('a session signed out through one instance ends on the other', async () => {
    const u = await createUser(t, { role: 'end_user', department: uniqueDepartment() });
    const cookie = await sessionCookie(t, u.id);
    expect(await status(second, cookie)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await eventually(() => status(second, cookie), 401)).toBe(401);
  });

  it('keeps nothing while its listening connection is down', async () => {
    const u = await createUser(t, { role: 'end_user', department: uniqueDepartment(), firstName: 'Dee' });
    const cookie = await sessionCookie(t, u.id);
    const name = async () =>
      (
        (await second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json() as {
          name: string;
        }
      ).name.split(' ')[0];
    expect(await name()).toBe('Dee');
    await announcing(t.database.db, false);
    try {
      await setFirstName(t.database.db, u.id, 'Missed');
      expect(await name()).toBe('Dee');
      // Every listening connection of this database's instances ends; while they are down, nothing is kept.
      await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'procura-listen' and datname = current_database()`);
      // Read afresh and not kept (it reconnects a second later, and keeps again from then on).
      const freshAndUnkept = async () => (await name()) === 'Missed' && second.sessionCache.size() === 0;
      expect(await eventually(freshAndUnkept, true)).toBe(true);
    } finally {
      await announcing(t.database.db, true);
    }
  });
});
