import { sql } from 'drizzle-orm';
import { queryRows, runMigrations, type Database, type Db } from '../../src/server/db/client';
import { seedReferenceData } from '../../src/server/seed/reference';
import { installDemoData } from '../../src/server/seed/install-demo';
import { createIndexes, dropIndexes, LOADED_TABLES, secondaryIndexes } from './indexes';
import { advanceSequences } from './sequences';
import { checkForeignKeys, deferForeignKeyChecks } from './foreign-keys';
import { fillVisibilityColumns, refreshDerived } from './derived';
import { shapeAt, type Shape } from './shape';
import { runSteps, type Step } from './sql';
import { peopleSteps } from './people';
import { vendorSteps } from './vendors';
import { requisitionSteps } from './requisitions';
import { orderSteps } from './orders';
import { invoiceSteps } from './invoices';
import { messageSteps } from './messages';
import { rfpSteps } from './rfps';

export type LoadOptions = {
  factor: number;
  /** Drop and recreate the schema first (otherwise a database holding rows is refused). */
  reset?: boolean;
  /** Messages to load instead of the shape's (the messaging bench: 100,000 at the 10 % shape). */
  messages?: number;
  log?: (line: string) => void;
};

export type LoadReport = {
  shape: Shape;
  seconds: number;
  /** Seconds per phase (prepare, load, indexes, sequences, derived). */
  phases: Record<string, number>;
  rows: Record<string, number>;
};

/** Every statement of the load, in order (work tables are temporary: one session). */
export const loadSteps = (shape: Shape): Step[] => [
  ...peopleSteps(shape),
  ...vendorSteps(shape),
  ...requisitionSteps(shape),
  ...orderSteps(shape),
  ...invoiceSteps(shape),
  ...messageSteps(shape),
  ...rfpSteps(shape),
];

const WORK_TABLES = [
  's_people',
  's_holders',
  's_vendor',
  's_vendor_contract',
  's_req0',
  's_ri',
  's_req',
  's_steps',
  's_po0',
  's_po',
  's_pol',
  's_rcv',
  's_inv',
  's_invl',
  's_invid',
  's_msg',
  's_rfp',
];

/** Refuses a database that holds rows, or (reset) empties it: the schema and the migrations' journal. */
async function prepareEmpty(db: Db, reset: boolean): Promise<void> {
  const [row] = await queryRows<{ users: boolean }>(
    db,
    sql`select to_regclass('public.users') is not null as users`,
  );
  if (row?.users) {
    const [n] = await queryRows<{ n: number }>(db, sql`select (select count(*) from users)::int as n`);
    if ((n?.n ?? 0) > 0 && !reset)
      throw new Error(
        'The target database already holds rows. Load into an empty database, or pass --reset to drop and recreate its schema.',
      );
  }
  if (reset) {
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
  }
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const parts = LOADED_TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const [row] = await queryRows<Record<string, number>>(db, sql.raw(`select ${parts}`));
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * Loads the scale data set into an empty database: migrations, reference data and the demo data set
 * (its accounts sign in), then the shape at `factor` with set-based SQL — secondary indexes dropped
 * during the load and rebuilt after, document sequences moved past the loaded ids, statistics and
 * derived tables refreshed. `database` must run every statement on one session (a pool of 1, PGlite).
 */
export async function loadScale(database: Database, opts: LoadOptions): Promise<LoadReport> {
  const log = opts.log ?? (() => {});
  const shape = { ...shapeAt(opts.factor), ...(opts.messages ? { messages: opts.messages } : {}) };
  const { db } = database;
  const phases: Record<string, number> = {};
  const t0 = performance.now();
  let t = t0;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = (now - t) / 1000;
    log(`${name}: ${phases[name]!.toFixed(1)} s`);
    t = now;
  };

  await prepareEmpty(db, Boolean(opts.reset));
  await runMigrations(database);
  await seedReferenceData(db);
  await installDemoData(db);
  phase('prepare (migrations, reference and demo data)');

  if (database.kind === 'postgres') {
    await db.execute(sql`set work_mem = '256MB'`);
    await db.execute(sql`set maintenance_work_mem = '1GB'`);
    await db.execute(sql`set synchronous_commit = off`);
  }
  const indexes = await secondaryIndexes(db);
  await dropIndexes(db, indexes);
  const deferred = await deferForeignKeyChecks(db);
  log(
    `load (factor ${shape.factor}; ${indexes.length} secondary indexes dropped; foreign-key checks ${deferred ? 'after the load' : 'per row'}):`,
  );
  await runSteps(db, loadSteps(shape), log);
  for (const w of WORK_TABLES) await db.execute(sql.raw(`drop table if exists ${w}`));
  phase('load');
  // Still without triggers (when the load may switch them off): filling them would fire the app's.
  await fillVisibilityColumns(db);
  phase('visibility columns');
  const keys = await checkForeignKeys(db);
  phase(`foreign keys (${keys} checked)`);

  const built = await createIndexes(db, indexes);
  for (const b of [...built].sort((a, b) => b.seconds - a.seconds).slice(0, 8))
    log(`  ${b.name.padEnd(40)} ${b.seconds.toFixed(1).padStart(7)} s`);
  phase(`indexes (${built.length} rebuilt; slowest above)`);

  await advanceSequences(db);
  phase('sequences');
  await refreshDerived(db);
  phase('derived (refreshDerived)');

  const rows = await rowCounts(db);
  return { shape, seconds: (performance.now() - t0) / 1000, phases, rows };
}
