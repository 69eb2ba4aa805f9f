import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import { buildApp } from '../app';
import { isOverloaded } from '../http/error-handler';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { withDb } from '../test/template';
import { openDatabase, queryRows, sqlState, type Database } from './client';

/**
 * The PostgreSQL pool settings (DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS,
 * DATABASE_CONNECT_TIMEOUT_MS): an overloaded instance answers 503 after the set wait instead of
 * queueing requests without end, and a runaway statement is cancelled.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the connection pool (PostgreSQL)', () => {
  let t: TestApp;
  let small: Database;
  let impatient: Database;
  let app: FastifyInstance;
  let user: User;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const databaseUrl = withDb(url!, row!.name);
    small = await openDatabase({
      databaseUrl,
      pool: { size: 1, statementTimeoutMs: 10_000, connectTimeoutMs: 400 },
    });
    impatient = await openDatabase({
      databaseUrl,
      pool: { size: 2, statementTimeoutMs: 300, connectTimeoutMs: 5000 },
    });
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '.test-data',
        API_RATE_LIMIT: '100000',
        LOGIN_RATE_LIMIT: '1000',
      }),
      databaseUrl: url,
    };
    app = await buildApp(config, small);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await small?.close();
    await impatient?.close();
    await t?.close();
  });

  it('cancels a statement running past the statement timeout', async () => {
    const err = await impatient.db.execute(sql`select pg_sleep(3)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(err)).toBe('57014');
    expect(isOverloaded(err)).toBe(true);
  });

  it('answers 503 when no connection comes free within the connect timeout, and serves again after', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const busy = new Promise<void>((r) => (holding = r));
    const tx = small.db.transaction(async (inner) => {
      await inner.execute(sql`select 1`);
      holding();
      await held;
    });
    await busy;
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/vendors?limit=5', headers: { cookie } });
    const waited = Date.now() - started;
    release();
    await tx;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({
      message: 'The server is busy. Please try again in a moment.',
      code: 'unavailable',
    });
    expect(waited).toBeLessThan(5000);
    const again = await app.inject({ method: 'GET', url: '/api/vendors?limit=5', headers: { cookie } });
    expect(again.statusCode).toBe(200);
  });
});
