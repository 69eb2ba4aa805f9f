import { loadConfig, type Config } from './config/config';
import { bootstrapDatabase } from './bootstrap';
import { buildApp } from './app';
import { startBackgroundWork } from './background';

const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A missing or malformed setting: one clear sentence, no stack trace.
  console.error(`Procura cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const { database, startup } = await bootstrapDatabase(config);
const app = await buildApp(config, database);
// Background work of a running server (never of a test app): the job runner (mail, renewal notices).
startBackgroundWork(app);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (startup.bankDetails?.resealed)
  app.log.info(startup.bankDetails, 'bank details re-sealed with row-bound associated data');
if (startup.bankDetails?.unreadable)
  app.log.warn(
    startup.bankDetails,
    'some bank details cannot be decrypted with DATA_ENCRYPTION_KEY; they show as unavailable',
  );
await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
    demoSeeded: startup.demoSeeded,
    ms: Date.now() - started,
  },
  `Procura is ready on http://localhost:${config.port}`,
);
