import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** 32-byte key (hex) for encrypting bank details at rest. */
  encryptionKey: string;
  seedDemo: boolean;
  production: boolean;
  logLevel: string;
  /** Sign-in attempts per minute for one address and email. */
  loginRateLimit: number;
  /** API requests per minute from one address. */
  apiRateLimit: number;
  /** The largest upload request (all its files and fields), in bytes; above it the answer is 413. */
  uploadRequestLimitBytes: number;
  /** The built client served at / (CLIENT_DIR overrides; the browser tests use their own build). */
  clientDir: string;
};

/** Reads `name` from the environment, else from DATA_DIR/.name (creating it once with random bytes). */
function keptSecret(env: NodeJS.ProcessEnv, name: string, dataDir: string, production: boolean): string {
  const fromEnv = env[name];
  if (fromEnv) return fromEnv;
  if (production) throw new Error(`${name} must be set when NODE_ENV=production.`);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `.${name.toLowerCase()}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** A positive size in megabytes from the environment, as bytes. */
function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of megabytes.`);
  return Math.floor(value * 1024 * 1024);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 5000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    sessionSecret: keptSecret(env, 'SESSION_SECRET', dataDir, production),
    encryptionKey: keptSecret(env, 'DATA_ENCRYPTION_KEY', dataDir, production),
    // Embedded instances seed the demo data on first start unless SEED_DEMO=false;
    // a PostgreSQL instance is seeded only when SEED_DEMO=true (or by `npm run db:seed-demo`).
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    apiRateLimit: Number(env.API_RATE_LIMIT ?? 1200),
    uploadRequestLimitBytes: megabytes(env, 'UPLOAD_REQUEST_LIMIT_MB', 25),
    clientDir: path.resolve(env.CLIENT_DIR ?? fileURLToPath(new URL('../../dist/client', import.meta.url))),
  };
}
