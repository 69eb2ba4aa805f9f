import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Functions that may run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present for PGlite: the embedded instance (tests dump and clone it). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  | { databaseUrl: string }
  | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if ('databaseUrl' in opts) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection the server ends (restart, admin termination) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    // numeric stays a string (money travels as "1250.00"); pg already does this.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/** Applies the committed migrations (idempotent). */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
  } else {
    await migratePg(database.db as never, config);
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
