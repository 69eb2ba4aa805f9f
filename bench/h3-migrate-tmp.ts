import { openDatabase, runMigrations } from '../src/server/db/client';
const t0 = Date.now();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, pool: { size: 2, statementTimeoutMs: 3_600_000, connectTimeoutMs: 60_000 } });
await runMigrations(database);
console.log(`migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await database.close();
