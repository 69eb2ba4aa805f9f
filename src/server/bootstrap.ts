import { sql } from 'drizzle-orm';
import type { Config } from './config/config';
import { encryptionKeyFromHex } from './vendors/crypto';
import { resealLegacyBankDetails, type ResealReport } from './vendors/reseal';
import { openDatabase, runMigrations, type Database } from './db/client';
import { seedReferenceData } from './seed/reference';
import { installDemoData } from './seed/install-demo';
import { users } from './db/schema/auth';

export type StartupReport = { demoSeeded: boolean; bankDetails: ResealReport | null };

/**
 * Migrations, reference data, the demo data (when `seedDemo` and the database has no users yet) and
 * the re-sealing of bank details sealed the old way (when a key is given), all under the startup
 * lock, on its connection (no statement timeout): instances starting together on one database do this
 * one after the other, so the first migrates and seeds and the others find it done.
 */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean; encryptionKey?: string },
): Promise<StartupReport> {
  return database.exclusive(async (db) => {
    await runMigrations({ db, kind: database.kind });
    await seedReferenceData(db);
    let demoSeeded = false;
    if (opts.seedDemo) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      if (!row || row.n === 0) {
        await installDemoData(db);
        demoSeeded = true;
      }
    }
    const bankDetails = opts.encryptionKey
      ? await resealLegacyBankDetails(db, encryptionKeyFromHex(opts.encryptionKey))
      : null;
    return { demoSeeded, bankDetails };
  });
}

/** Opens the configured database and prepares it (prepareDatabase). */
export async function bootstrapDatabase(
  config: Config,
): Promise<{ database: Database; startup: StartupReport }> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool })
    : await openDatabase({ dataDir: config.dataDir });
  try {
    const startup = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      encryptionKey: config.encryptionKey,
    });
    return { database, startup };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
