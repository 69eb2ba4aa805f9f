import { loadConfig } from './config';
import { bootstrapDatabase } from './db/bootstrap';
import { buildApp } from './app';

const started = Date.now();
const config = loadConfig();
const database = await bootstrapDatabase(config);
const app = await buildApp(config, database);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, ms: Date.now() - started },
  `Procura is ready on http://localhost:${config.port}`,
);
