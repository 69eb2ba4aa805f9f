import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, queryRows, runMigrations, type Database, type DbOrTx } from './client';
import { SEQUENCES, ensureRequisitionSequence, nextNumber, nextRequisitionNumber } from '../lib/ids';
import { adminUrl, cloneName, withDb } from '../test/template';

/**
 * Migration 0003 on a database from before the sequences: every sequence continues after the higher of
 * its id_counters value and the highest existing id; so do per-year requisition sequences made on first use.
 */
const url = process.env.TEST_DATABASE_URL;
const created: string[] = [];
const opened: Database[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const d of opened) await d.close().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (url && created.length) {
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    for (const name of created) await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  }
});

/** An empty database (PostgreSQL when TEST_DATABASE_URL is set, else an in-memory PGlite). */
async function emptyDatabase(): Promise<{ database: Database; connect: () => Promise<Database> }> {
  if (!url) {
    const database = await openDatabase({});
    opened.push(database);
    return { database, connect: async () => database };
  }
  const name = cloneName(url, `seq_${randomBytes(4).toString('hex')}`);
  const c = new pg.Client({ connectionString: adminUrl(url) });
  await c.connect();
  await c.query(`create database "${name}"`);
  await c.end();
  created.push(name);
  const connect = async () => {
    const d = await openDatabase({ databaseUrl: withDb(url, name) });
    opened.push(d);
    return d;
  };
  return { database: await connect(), connect };
}

/** Applies the committed migrations before 0003 only (a database as the previous release left it). */
async function migrateBeforeSequences(database: Database) {
  const dir = mkdtempSync(path.join(tmpdir(), 'procura-mig-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0003');
  writeFileSync(journalFile, JSON.stringify(journal));
  const config = { migrationsFolder: dir };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
}

const run = (db: DbOrTx, text: string) => db.execute(sql.raw(text));

describe('document-number sequences on a database from before them', () => {
  it('continue after the id_counters values and the highest existing ids', async () => {
    const { database } = await emptyDatabase();
    const { db } = database;
    await migrateBeforeSequences(database);
    await run(
      db,
      `insert into id_counters (name, value) values
      ('po-id', 57), ('purchase-order', 10090), ('vendor', 12), ('invoice', 3),
      ('requisition-2031', 57), ('requisition-2032', 4)`,
    );
    await run(
      db,
      `insert into vendors (id, name, category) values ('vendor-031', 'Old Vendor', 'Supplies'), ('vendor-x', 'Other', 'Supplies')`,
    );
    await run(
      db,
      `insert into messages (id, from_address, from_name, to_addresses, subject, content, thread_id)
      values ('msg-007', 'a@b.test', 'A', '[]', 's', 'c', 't')`,
    );
    await run(
      db,
      `insert into roles (id, label, description, color, can_view_all_departments) values ('r', 'R', 'R', 'gray', false)`,
    );
    await run(
      db,
      `insert into users (id, email, username, password_hash, first_name, last_name, title, role_id, department, join_date)
      values ('u', 'u@x.test', 'u', 'x', 'U', 'X', 'T', 'r', 'IT', '2020-01-01')`,
    );
    await run(
      db,
      `insert into requisitions (id, request_type, title, item_type, department, business_justification, requestor_id)
      values ('REQ-2032-070', 'new-purchase', 't', 'goods', 'IT', 'j', 'u'), ('REQ-2031-010', 'new-purchase', 't', 'goods', 'IT', 'j', 'u')`,
    );

    await runMigrations(database);

    expect(await nextNumber(db, SEQUENCES.poId)).toBe(58);
    expect(await nextNumber(db, SEQUENCES.poNumber)).toBe(10091);
    expect(await nextNumber(db, SEQUENCES.vendor)).toBe(32);
    expect(await nextNumber(db, SEQUENCES.invoice)).toBe(4);
    expect(await nextNumber(db, SEQUENCES.rfp)).toBe(1);
    expect(await nextNumber(db, SEQUENCES.message)).toBe(8);
    for (const [year, next] of [
      [2031, 58],
      [2032, 71],
      [2033, 1],
    ] as const) {
      await ensureRequisitionSequence(db, year);
      expect(await nextRequisitionNumber(db, year), String(year)).toBe(next);
    }
  });

  it('start at 1 (PO numbers at 10001) on a new database', async () => {
    const { database } = await emptyDatabase();
    await runMigrations(database);
    expect(await nextNumber(database.db, SEQUENCES.poNumber)).toBe(10001);
    expect(await nextNumber(database.db, SEQUENCES.poId)).toBe(1);
    await ensureRequisitionSequence(database.db, 2040);
    expect(await nextRequisitionNumber(database.db, 2040)).toBe(1);
  });
});

describe.skipIf(!url)('document-number sequences with several connections (PostgreSQL)', () => {
  let shared: Database;
  beforeAll(async () => {
    shared = (await emptyDatabase()).database;
    await runMigrations(shared);
  });

  it("make a year's requisition sequence once when two instances need it at the same moment", async () => {
    const { database, connect } = await emptyDatabase();
    await runMigrations(database);
    const others = await Promise.all([connect(), connect(), connect()]);
    await Promise.all([database, ...others].map((d) => ensureRequisitionSequence(d.db, 2050)));
    const numbers = await Promise.all([database, ...others].map((d) => nextRequisitionNumber(d.db, 2050)));
    expect(new Set(numbers).size).toBe(4);
    expect(Math.max(...numbers)).toBe(4);
  });

  it.each(Object.values(SEQUENCES))(
    '%s gives a number while another open transaction holds one',
    async (sequence) => {
      const { db } = shared;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let taken!: (n: number) => void;
      const first = new Promise<number>((r) => (taken = r));
      const open = db.transaction(async (tx) => {
        taken(await nextNumber(tx, sequence));
        await held;
      });
      const a = await first;
      try {
        const b = await db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          return nextNumber(tx, sequence);
        });
        expect(b).toBe(a + 1);
      } finally {
        release();
        await open;
      }
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from id_counters`);
      expect(row!.n).toBe(0);
    },
  );
});
