import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import type { LogStream } from '../http/logging';
import { adminUrl, cloneName, templateDb, withDb, type TemplateKind } from './template';

/** The password of every user the factories create (factories/users.ts). */
export const TEST_PASSWORD = 'test-password-42';

/** Whom a request signs in as: a user the factories created, or a demo account with its password. */
export type Account = { email: string; password?: string };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Signs in and returns the session cookie header value. */
  login: (who: Account) => Promise<string>;
  /** app.inject as a signed-in user (or anonymous with `as: null`); the session is kept per email. */
  request: (opts: InjectOptions & { as?: Account | null }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

async function cloneDatabase(
  kind: TemplateKind,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const tar = readFileSync(inject('templateFiles')[kind]);
    return { database: await openDatabase({ loadDataDir: new Blob([tar]) }) };
  }
  const name = cloneName(url, randomBytes(6).toString('hex'));
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${name}" template "${templateDb(url, kind)}"`);
  await admin.end();
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
  return { database: await openDatabase({ databaseUrl: withDb(url, name) }), drop };
}

/**
 * A fresh app on its own copy of a migrated template database (logging to `logStream` when given).
 * The database holds the reference data only — tests create the rows they need with the factories
 * (factories/*.ts) — or, with `demo: true`, the demo data set too (for the tests of that data set).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: LogStream; demo?: boolean } = {},
): Promise<TestApp> {
  const { database, drop } = await cloneDatabase(opts.demo ? 'demo' : 'empty');
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.test-data',
      API_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    }),
    databaseUrl: process.env.TEST_DATABASE_URL,
  };
  const app = await buildApp(config, database, { logStream: opts.logStream });
  await app.ready();

  const cookies = new Map<string, string>();
  const login = async ({ email, password = TEST_PASSWORD }: Account) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'procura_session');
    return `${cookie!.name}=${cookie!.value}`;
  };
  const request: TestApp['request'] = async ({ as, ...opts }) => {
    if (!as) return app.inject(opts);
    let cookie = cookies.get(as.email);
    if (!cookie) {
      cookie = await login(as);
      cookies.set(as.email, cookie);
    }
    return app.inject({ ...opts, headers: { ...opts.headers, cookie } });
  };
  return {
    app,
    database,
    login,
    request,
    close: async () => {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}
