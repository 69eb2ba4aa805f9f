import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllowedOrigins, parseFlag, parsePublicUrl, parseTrustProxy, type TrustProxy } from './web';
import { defaultMaxInFlight, defaultPoolSize, type OverloadSettings, type PoolSettings } from './pool';
import { parseSmtpFrom, parseSmtpUrl, type JobSettings, type MailSettings } from './background';

export type Config = {
  port: number;
  host: string;
  /** Where people reach the app, for links in e-mails (PUBLIC_URL; no trailing slash). */
  publicUrl: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** The PostgreSQL connection pool of this instance (unused with PGlite). */
  databasePool: PoolSettings;
  /** Request timeout and load shedding (503 with Retry-After) of this instance. */
  overload: OverloadSettings;
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
  /** Which proxies in front may tell the client's address and scheme (X-Forwarded-*). */
  trustProxy: TrustProxy;
  /** Origins besides the request's own whose pages may send state-changing requests. */
  allowedOrigins: string[];
  /** /api/docs open to anyone (default outside production); otherwise it needs a session. */
  apiDocsPublic: boolean;
  /**
   * A response its route's schema would drop or change anything of answers 500 instead of losing it
   * quietly (on in the API and browser tests: a schema missing a field the client reads fails them).
   */
  strictResponses: boolean;
  /**
   * Test-only API routes for the browser tests (TEST_ROUTES=true), e.g. closing an RFP's bidding now;
   * refused together with NODE_ENV=production.
   */
  testRoutes: boolean;
  /** The background job runner (poll interval, concurrency). */
  jobs: JobSettings;
  /** Outbound e-mail (SMTP_URL, SMTP_FROM). */
  mail: MailSettings;
  /** Live events (GET /api/events): how often an open stream is pinged and its session checked. */
  events: { heartbeatMs: number };
  /**
   * How long an instance may keep a session's signed-in user without reading it again (SESSION_CACHE_MS,
   * 0: never keep it); changes drop it at once either way (auth/session-cache.ts, decision 030).
   */
  sessionCacheMs: number;
  /** List exports (src/server/exports). */
  exports: ExportSettings;
};

export type ExportSettings = {
  /** A list export of at most this many rows streams at once; a larger one goes through the job (EXPORT_STREAM_MAX_ROWS). */
  streamMaxRows: number;
  /** The most rows the export job writes into one file (EXPORT_JOB_MAX_ROWS). */
  jobMaxRows: number;
};

/**
 * Reads `name` from the environment, else from DATA_DIR/.name (creating it once with random bytes).
 * In production, and with a PostgreSQL server (DATABASE_URL: several instances may share it, and each
 * must sign and encrypt alike), it must come from the environment.
 */
function keptSecret(env: NodeJS.ProcessEnv, name: string, dataDir: string, production: boolean): string {
  const fromEnv = env[name];
  if (fromEnv) return fromEnv;
  if (production) throw new Error(`${name} must be set when NODE_ENV=production.`);
  if (env.DATABASE_URL)
    throw new Error(
      `${name} must be set when DATABASE_URL is set, so that every instance on the database shares it.`,
    );
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `.${name.toLowerCase()}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** A whole number ≥ 1 from the environment, else `fallback`; anything else stops the start with a clear sentence. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1 (it is "${raw}").`);
  return n;
}

/** A whole number ≥ 0 from the environment (0: off), else `fallback`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, 0 for off (it is "${raw}").`);
  return n;
}

/** A positive size in megabytes from the environment, as bytes. */
function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number of megabytes.`);
  return Math.floor(value * 1024 * 1024);
}

/** TEST_ROUTES: off unless `true`; never in production. */
function testRoutes(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const on = parseFlag('TEST_ROUTES', env.TEST_ROUTES, false);
  if (on && production)
    throw new Error(
      'TEST_ROUTES=true is for the browser tests only; it cannot be used with NODE_ENV=production.',
    );
  return on;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const poolSize = positiveInt(env, 'DATABASE_POOL_SIZE', defaultPoolSize());
  const port = Number(env.PORT ?? 5000);
  return {
    port,
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    // The embedded demo listens on this machine only; HOST=0.0.0.0 listens on all interfaces.
    host: env.HOST || (databaseUrl ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl,
    databasePool: {
      size: poolSize,
      statementTimeoutMs: positiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
      connectTimeoutMs: positiveInt(env, 'DATABASE_CONNECT_TIMEOUT_MS', 10_000),
    },
    overload: {
      requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 30_000),
      maxInFlight: positiveInt(env, 'MAX_REQUESTS_IN_FLIGHT', defaultMaxInFlight(poolSize)),
      // Off (0) on the embedded database: PGlite's queries run on the event loop, so its delay is
      // the database working, not the instance overloaded.
      maxEventLoopDelayMs: wholeNumber(env, 'MAX_EVENT_LOOP_DELAY_MS', databaseUrl ? 500 : 0),
    },
    dataDir,
    sessionSecret: keptSecret(env, 'SESSION_SECRET', dataDir, production),
    encryptionKey: keptSecret(env, 'DATA_ENCRYPTION_KEY', dataDir, production),
    // Embedded instances seed the demo data on first start unless SEED_DEMO=false; a PostgreSQL or a
    // production instance only when SEED_DEMO=true (or by `npm run db:seed-demo`).
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl && !production,
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    apiRateLimit: Number(env.API_RATE_LIMIT ?? 1200),
    uploadRequestLimitBytes: megabytes(env, 'UPLOAD_REQUEST_LIMIT_MB', 25),
    clientDir: path.resolve(
      env.CLIENT_DIR ?? fileURLToPath(new URL('../../../dist/client', import.meta.url)),
    ),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    apiDocsPublic: parseFlag('API_DOCS_PUBLIC', env.API_DOCS_PUBLIC, !production),
    strictResponses: parseFlag('STRICT_RESPONSES', env.STRICT_RESPONSES, env.NODE_ENV === 'test'),
    testRoutes: testRoutes(env, production),
    jobs: {
      pollIntervalMs: positiveInt(env, 'JOBS_POLL_INTERVAL_MS', 5000),
      concurrency: positiveInt(env, 'JOBS_CONCURRENCY', 2),
    },
    mail: { smtpUrl: parseSmtpUrl(env.SMTP_URL), from: parseSmtpFrom(env.SMTP_FROM) },
    events: { heartbeatMs: positiveInt(env, 'EVENTS_HEARTBEAT_MS', 25_000) },
    sessionCacheMs: wholeNumber(env, 'SESSION_CACHE_MS', 10_000),
    exports: {
      streamMaxRows: positiveInt(env, 'EXPORT_STREAM_MAX_ROWS', 5000),
      jobMaxRows: positiveInt(env, 'EXPORT_JOB_MAX_ROWS', 100_000),
    },
  };
}
