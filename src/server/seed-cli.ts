/** `npm run db:seed-demo`: migrate and seed the demo data into DATABASE_URL (or the embedded database). */
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './bootstrap';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool })
  : await openDatabase({ dataDir: config.dataDir });
const { demoSeeded } = await prepareDatabase(database, {
  seedDemo: true,
  encryptionKey: config.encryptionKey,
});
console.log(
  demoSeeded
    ? `Demo data seeded into ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`
    : 'The database already has users; demo data not seeded again.',
);
await database.close();
