import { DEFAULT_POOL, type PoolSettings } from '../config/pool';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema';
import { backendIds, trackRequestWork, type RequestWork } from './request-work';
import { sideConnection } from './side-connection';
import { sharedListener, type Unlisten } from './listen';
import { observeCommits, type Unsubscribe } from './commits';

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
  /**
   * Runs `fn` while holding the database-wide startup lock (a PostgreSQL advisory lock), so that
   * instances starting together migrate and seed one after the other. `fn` gets the lock's own
   * connection, outside the pool and without its timeouts (a migration may build an index for
   * minutes). PGlite has one process: `fn` just runs, on `db`.
   */
  exclusive: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Checks that the database answers, never waiting behind the pool: PostgreSQL runs `select 1` on
   * a connection of its own; PGlite runs in this process and has one session, which a long
   * transaction may hold, so it only checks that the database is open.
   */
  ping: () => Promise<void>;
  /** Cancels the statements a given-up request is running (PostgreSQL; PGlite cannot cancel). */
  cancel: (work: RequestWork) => Promise<void>;
  /**
   * Calls `onNotify` on each NOTIFY of `channel` (sent when the notifying transaction commits):
   * PostgreSQL on one connection of the instance's own for all its channels (listen.ts), PGlite in
   * process. A nudge only; it may miss one, but only while `onState` last heard false (the connection
   * is down).
   */
  listen?: (
    channel: string,
    onNotify: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ) => Promise<Unlisten>;
  /** Calls `listener` after each `db.transaction` of this process that wrote one of `tables` commits (commits.ts). */
  onCommit: (tables: PgTable[], listener: () => void) => Unsubscribe;
  close: () => Promise<void>;
};

/** The advisory lock key of migrations and seeding ('proc' in ASCII). */
export const STARTUP_LOCK_KEY = 0x70726f63;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  { databaseUrl: string; pool?: PoolSettings } | { dataDir?: string; loadDataDir?: Blob | File };

/** Holds the startup advisory lock on a connection of its own, and lets `fn` work on it. */
async function withAdvisoryLock<T>(databaseUrl: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn(drizzlePg(client, { schema }) as unknown as Db);
  } finally {
    // Ending the session releases the lock, also when the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if ('databaseUrl' in opts) {
    const { databaseUrl } = opts;
    const settings = opts.pool ?? DEFAULT_POOL;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: settings.size,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.statementTimeoutMs,
    });
    // A connection the server ends (restart, admin termination) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    trackRequestWork(pool);
    const side = sideConnection(databaseUrl, Math.min(settings.connectTimeoutMs, 5000));
    // numeric stays a string (money travels as "1250.00"); pg already does this.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      onCommit: observeCommits(db),
      exclusive: (fn) => withAdvisoryLock(databaseUrl, fn),
      ping: side.ping,
      cancel: (work) => side.cancel(backendIds(work)),
      listen: sharedListener(databaseUrl),
      close: async () => {
        await side.close();
        await pool.end();
      },
    };
  }
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    // Not btree_gin: beside it, PGlite's pg_trgm `%` at times answered no row and the next statement
    // never returned (PGlite 0.5, by the order the two loaded); migration 0040 skips it here (decision 022).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    onCommit: observeCommits(db),
    pglite,
    exclusive: (fn) => fn(db),
    ping: async () => {
      if (pglite.closed) throw new Error('The embedded database is closed.');
    },
    cancel: async () => {},
    listen: async (channel, onNotify, onState) => {
      const unlisten = await pglite.listen(channel, onNotify);
      onState?.(true);
      return async () => {
        onState?.(false);
        if (!pglite.closed) await unlisten();
      };
    },
    close: () => pglite.close(),
  };
}

/** Applies the committed migrations (idempotent). */
export async function runMigrations(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
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

/** The SQLSTATE of a driver error (drizzle wraps it in `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
