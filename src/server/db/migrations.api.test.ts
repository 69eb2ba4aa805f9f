import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, runMigrations, type Database } from './client';
import { schema } from './schema';
import { adminUrl, cloneName, withDb } from '../test/template';

const url = process.env.TEST_DATABASE_URL;
const dbName = cloneName(url ?? 'postgres://localhost/procura', `mig_${randomBytes(4).toString('hex')}`);
let database: Database;

afterAll(async () => {
  await database?.close();
  if (url) {
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    await c.query(`drop database if exists "${dbName}" with (force)`);
    await c.end();
  }
});

describe(`committed migrations on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('apply to an empty database, twice, and create every table of the schema', async () => {
    if (url) {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`create database "${dbName}"`);
      await c.end();
      database = await openDatabase({ databaseUrl: withDb(url, dbName) });
    } else {
      database = await openDatabase({});
    }
    await runMigrations(database);
    await runMigrations(database);
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = new Set(rows.map((r) => r.table_name));
    const expected = Object.values(schema)
      .filter((v) => isTable(v))
      .map((t) => getTableName(t as never));
    expect(expected.length).toBeGreaterThan(30);
    for (const name of expected) expect(tables, name).toContain(name);
    const ext = await queryRows<{ extname: string }>(database.db, sql`select extname from pg_extension`);
    const [own] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_indexes where indexname in
        ('invoices_po_requestor_search_trgm_idx', 'purchase_orders_department_search_trgm_idx')`,
    );
    // btree_gin and its indexes on PostgreSQL only: PGlite does not load it (decision 022).
    if (url) {
      expect(ext.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'btree_gin']));
      expect(own?.n).toBe(2);
    } else {
      expect(ext.map((r) => r.extname)).toContain('pg_trgm');
      expect(ext.map((r) => r.extname)).not.toContain('btree_gin');
      expect(own?.n).toBe(0);
    }
    // pg_trgm at work (on PGlite, beside btree_gin, its `%` broke).
    const [similar] = await queryRows<{ similar: boolean; threshold: number }>(
      database.db,
      sql`select 'copy paper' % 'copy paper a4' as similar, show_limit() as threshold`,
    );
    expect(similar).toMatchObject({ similar: true, threshold: 0.3 });
  });
});
