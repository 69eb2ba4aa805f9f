/** `npm run db:seed-demo`: migrate and seed the demo data into DATABASE_URL (or the embedded database). */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, runMigrations } from './client';
import { seedReferenceData } from './seed/reference';
import { installDemoData } from './seed/install-demo';
import { users } from './schema/auth';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ databaseUrl: config.databaseUrl })
  : await openDatabase({ dataDir: config.dataDir });
await runMigrations(database);
await seedReferenceData(database.db);
const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
if (row && row.n > 0) {
  console.log('The database already has users; demo data not seeded again.');
} else {
  await installDemoData(database.db);
  console.log(`Demo data seeded into ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`);
}
await database.close();
