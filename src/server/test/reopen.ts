import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client';
import { withDb } from './template';

/**
 * The same data opened once more, as another instance (PostgreSQL: a new pool on the same database)
 * or a restarted one (PGlite: a new instance from a dump of the data directory). Close it yourself.
 */
export async function reopen(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return openDatabase({ loadDataDir: await database.pglite!.dumpDataDir() });
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  return openDatabase({ databaseUrl: withDb(process.env.TEST_DATABASE_URL!, row!.name) });
}
