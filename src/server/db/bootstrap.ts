import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, runMigrations, type Database } from './client';
import { seedReferenceData } from './seed/reference';
import { installDemoData } from './seed/install-demo';
import { users } from './schema/auth';

/** Opens the configured database, applies migrations and reference data, and seeds demo data when asked and empty. */
export async function bootstrapDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });
  await runMigrations(database);
  await seedReferenceData(database.db);
  if (config.seedDemo) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    if (!row || row.n === 0) await installDemoData(database.db);
  }
  return database;
}
