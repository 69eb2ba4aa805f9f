import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { MIGRATIONS_DIR, type Database } from './db/client';
import { bootstrapDatabase } from './bootstrap';
import { adminUrl, cloneName, withDb } from './test/template';
import { DEMO_ACCOUNTS } from './seed/demo-users';

/**
 * Issue 8 point 13: instances started together on an empty PostgreSQL database. Before, both ran the
 * migrations at once (one crashed on a duplicate key, e.g. creating pg_trgm) and both could seed the
 * demo data; now the startup advisory lock makes them take turns.
 */
const url = process.env.TEST_DATABASE_URL;
const name = url ? cloneName(url, `boot_${randomBytes(4).toString('hex')}`) : '';
const opened: Database[] = [];

afterAll(async () => {
  for (const d of opened) await d.close().catch(() => {});
  if (!url) return;
  const c = new pg.Client({ connectionString: adminUrl(url) });
  await c.connect();
  await c.query(`drop database if exists "${name}" with (force)`);
  await c.end();
});

describe.skipIf(!url)('two instances starting at once on an empty PostgreSQL database', () => {
  it('both start; the migrations are applied once and the demo data is seeded once', async () => {
    const c = new pg.Client({ connectionString: adminUrl(url!) });
    await c.connect();
    await c.query(`create database "${name}"`);
    await c.end();
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '.test-data',
        SEED_DEMO: 'true',
        SESSION_SECRET: 'shared-session-secret',
        DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      }),
      databaseUrl: withDb(url!, name),
    };
    const results = await Promise.allSettled([bootstrapDatabase(config), bootstrapDatabase(config)]);
    for (const r of results) if (r.status === 'fulfilled') opened.push(r.value.database);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    const started = results.map(
      (r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof bootstrapDatabase>>>).value,
    );
    expect(started.map((s) => s.startup.demoSeeded).sort()).toEqual([false, true]);

    const client = new pg.Client({ connectionString: withDb(url!, name) });
    await client.connect();
    try {
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const demo = await client.query<{ n: number }>(
        `select count(*)::int as n from users where email = any($1)`,
        [DEMO_ACCOUNTS.map((a) => a.email)],
      );
      expect(demo.rows[0]!.n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await client.end();
    }
  });
});
