import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { defaultPoolSize } from './pool';
import { encryptionKeyFromHex } from '../vendors/crypto';

let dataDir: string;
const keyFile = () => path.join(dataDir, '.data_encryption_key');
const HEX64 = /^[0-9a-f]{64}$/;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'procura-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the data encryption key', () => {
  it('is created once as 64 hex characters in DATA_DIR with mode 600, and reused on the next load', () => {
    expect(existsSync(keyFile())).toBe(false);
    const first = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(first.dataDir).toBe(dataDir);
    expect(first.encryptionKey).toMatch(HEX64);
    expect(encryptionKeyFromHex(first.encryptionKey)).toHaveLength(32);
    expect(readFileSync(keyFile(), 'utf8')).toBe(first.encryptionKey);
    expect(statSync(keyFile()).mode & 0o777).toBe(0o600);

    const second = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(second.encryptionKey).toBe(first.encryptionKey);
    expect(readFileSync(keyFile(), 'utf8')).toBe(first.encryptionKey);
  });

  it('makes a different key for another data directory', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'procura-config-'));
    try {
      const a = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).encryptionKey;
      const b = loadConfig({ NODE_ENV: 'test', DATA_DIR: other }).encryptionKey;
      expect(b).toMatch(HEX64);
      expect(b).not.toBe(a);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('takes DATA_ENCRYPTION_KEY from the environment over the stored file', () => {
    const fromEnv = 'ab'.repeat(32);
    const fresh = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: fromEnv });
    expect(fresh.encryptionKey).toBe(fromEnv);
    expect(existsSync(keyFile())).toBe(false);

    writeFileSync(keyFile(), 'cd'.repeat(32), { mode: 0o600 });
    const withFile = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: fromEnv });
    expect(withFile.encryptionKey).toBe(fromEnv);
    expect(readFileSync(keyFile(), 'utf8')).toBe('cd'.repeat(32));
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).encryptionKey).toBe('cd'.repeat(32));
  });

  it('must come from the environment in production, which writes no key file', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'a-session-secret' };
    expect(() => loadConfig(env)).toThrow('DATA_ENCRYPTION_KEY must be set when NODE_ENV=production.');
    writeFileSync(keyFile(), 'cd'.repeat(32), { mode: 0o600 });
    expect(() => loadConfig(env)).toThrow('DATA_ENCRYPTION_KEY must be set when NODE_ENV=production.');

    const key = 'ef'.repeat(32);
    const config = loadConfig({ ...env, DATA_ENCRYPTION_KEY: key });
    expect(config).toMatchObject({ production: true, encryptionKey: key, sessionSecret: 'a-session-secret' });
    expect(existsSync(path.join(dataDir, '.session_secret'))).toBe(false);
  });
});

describe('with a PostgreSQL server (DATABASE_URL)', () => {
  const DATABASE_URL = 'postgres://db.internal/procura';

  it('requires SESSION_SECRET and DATA_ENCRYPTION_KEY from the environment, so every instance shares them', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL, DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }),
    ).toThrow(
      'SESSION_SECRET must be set when DATABASE_URL is set, so that every instance on the database shares it.',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL, SESSION_SECRET: 'shared' })).toThrow(
      'DATA_ENCRYPTION_KEY must be set when DATABASE_URL is set, so that every instance on the database shares it.',
    );
    // A key file an earlier embedded run left behind does not stand in for the shared key.
    writeFileSync(keyFile(), 'cd'.repeat(32), { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL, SESSION_SECRET: 'shared' })).toThrow(
      /DATA_ENCRYPTION_KEY must be set/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL,
      SESSION_SECRET: 'shared',
      DATA_ENCRYPTION_KEY: 'ef'.repeat(32),
    });
    expect(config).toMatchObject({
      databaseUrl: DATABASE_URL,
      sessionSecret: 'shared',
      encryptionKey: 'ef'.repeat(32),
    });
    expect(existsSync(path.join(dataDir, '.session_secret'))).toBe(false);
  });

  it('sizes the pool by DATABASE_POOL_SIZE and the timeouts, with defaults, refusing nonsense', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).databasePool).toEqual({
      size: defaultPoolSize(),
      statementTimeoutMs: 15_000,
      connectTimeoutMs: 10_000,
    });
    const set = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    });
    expect(set.databasePool).toEqual({ size: 25, statementTimeoutMs: 5000, connectTimeoutMs: 2000 });
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_POOL_SIZE: 'ten' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number of at least 1 (it is "ten").',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' })).toThrow(
      /at least 1/,
    );
  });

  it('derives the default pool size from the core count, between 4 and 20', () => {
    expect([1, 2, 4, 8, 16].map((cores) => defaultPoolSize(cores))).toEqual([4, 5, 9, 17, 20]);
  });

  it('reads the request timeout and the load-shedding bounds, with defaults, refusing nonsense', () => {
    const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_POOL_SIZE: '10' });
    expect(defaults.overload).toEqual({ requestTimeoutMs: 30_000, maxInFlight: 320, maxEventLoopDelayMs: 0 });
    const server = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://db/x',
      SESSION_SECRET: 's',
    };
    expect(loadConfig({ ...server, DATA_ENCRYPTION_KEY: 'ef'.repeat(32) }).overload.maxEventLoopDelayMs).toBe(
      500,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_POOL_SIZE: '2' }).overload.maxInFlight,
    ).toBe(200);
    const set = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REQUEST_TIMEOUT_MS: '5000',
      MAX_REQUESTS_IN_FLIGHT: '12',
      MAX_EVENT_LOOP_DELAY_MS: '100',
    });
    expect(set.overload).toEqual({ requestTimeoutMs: 5000, maxInFlight: 12, maxEventLoopDelayMs: 100 });
    for (const name of ['REQUEST_TIMEOUT_MS', 'MAX_REQUESTS_IN_FLIGHT'])
      expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, [name]: '0' })).toThrow(
        `${name} must be a whole number of at least 1 (it is "0").`,
      );
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(
      'MAX_EVENT_LOOP_DELAY_MS must be a whole number, 0 for off (it is "-1").',
    );
  });
});

describe('starting the server with a setting missing', () => {
  it('stops with one clear sentence and no stack trace', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://127.0.0.1:1/none',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(
      'Procura cannot start: SESSION_SECRET must be set when DATABASE_URL is set, so that every instance on the database shares it.',
    );
  }, 60_000);
});
describe('the upload request limit', () => {
  it('is 25 MB unless UPLOAD_REQUEST_LIMIT_MB says otherwise, and must be a positive number', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).uploadRequestLimitBytes).toBe(
      25 * 1024 * 1024,
    );
    const half = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, UPLOAD_REQUEST_LIMIT_MB: '0.5' });
    expect(half.uploadRequestLimitBytes).toBe(512 * 1024);
    for (const bad of ['0', '-3', 'lots']) {
      expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, UPLOAD_REQUEST_LIMIT_MB: bad })).toThrow(
        'UPLOAD_REQUEST_LIMIT_MB must be a positive number of megabytes.',
      );
    }
  });
});

describe('the job runner and outbound e-mail', () => {
  const base = () => ({ NODE_ENV: 'test', DATA_DIR: dataDir });

  it('polls every 5 s with 2 jobs at once unless JOBS_POLL_INTERVAL_MS / JOBS_CONCURRENCY say otherwise', () => {
    expect(loadConfig(base()).jobs).toEqual({ pollIntervalMs: 5000, concurrency: 2 });
    const set = loadConfig({ ...base(), JOBS_POLL_INTERVAL_MS: '250', JOBS_CONCURRENCY: '8' });
    expect(set.jobs).toEqual({ pollIntervalMs: 250, concurrency: 8 });
    expect(() => loadConfig({ ...base(), JOBS_CONCURRENCY: '0' })).toThrow(
      'JOBS_CONCURRENCY must be a whole number of at least 1 (it is "0").',
    );
  });

  it('sends through SMTP_URL from SMTP_FROM (with a default), and has no server without SMTP_URL', () => {
    expect(loadConfig(base()).mail).toEqual({
      smtpUrl: undefined,
      from: 'Procura <no-reply@procura.localhost>',
    });
    const set = loadConfig({
      ...base(),
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      SMTP_FROM: 'Buying <buying@example.com>',
    });
    expect(set.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Buying <buying@example.com>',
    });
    expect(loadConfig({ ...base(), SMTP_URL: 'smtp://localhost:2525' }).mail.smtpUrl).toBe(
      'smtp://localhost:2525',
    );
  });

  it('refuses a malformed SMTP_URL or SMTP_FROM with a clear sentence', () => {
    expect(() => loadConfig({ ...base(), SMTP_URL: 'mail.example.com' })).toThrow(
      'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.',
    );
    expect(() => loadConfig({ ...base(), SMTP_URL: 'https://mail.example.com' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps:// and name a host (it is "https://mail.example.com").',
    );
    expect(() => loadConfig({ ...base(), SMTP_FROM: 'not an address' })).toThrow(
      /SMTP_FROM must be an e-mail address/,
    );
  });
});
