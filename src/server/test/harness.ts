import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import type { LogStream } from '../http/logging';
import { adminUrl, cloneName, templateDb, withDb } from './template';

export const DEMO_PASSWORD = 'procura-demo';
export const DEMO = {
  procurement: 'procurement@procura.test',
  finance: 'finance@procura.test',
  /** The second AP Finance account: enters invoices that finance@ matches and pays (separation of duties). */
  ap: 'ap@procura.test',
  employee: 'employee@procura.test',
  manager: 'manager@procura.test',
  director: 'director@procura.test',
  legal: 'legal@procura.test',
  admin: 'admin@procura.test',
} as const;
export type DemoUser = keyof typeof DEMO;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Signs in and returns the session cookie header value. */
  login: (who: DemoUser | string, password?: string) => Promise<string>;
  /** app.inject as a signed-in user (or anonymous with `as: null`). */
  request: (opts: InjectOptions & { as?: DemoUser | null }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** A fresh copy of the migrated, seeded template database behind a fresh app (logging to `logStream` when given). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: LogStream } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (url) {
    const name = cloneName(url, randomBytes(6).toString('hex'));
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateDb(url)}"`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDb(url, name) });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    const tar = readFileSync(inject('templateFile'));
    database = await openDatabase({ loadDataDir: new Blob([tar]) });
  }
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.test-data',
      API_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    }),
    databaseUrl: url,
  };
  const app = await buildApp(config, database, { logStream: opts.logStream });
  await app.ready();

  const cookies = new Map<string, string>();
  const login = async (who: string, password = DEMO_PASSWORD) => {
    const email = who in DEMO ? DEMO[who as DemoUser] : who;
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'procura_session');
    return `${cookie!.name}=${cookie!.value}`;
  };
  const request: TestApp['request'] = async ({ as, ...opts }) => {
    if (!as) return app.inject(opts);
    let cookie = cookies.get(as);
    if (!cookie) {
      cookie = await login(as);
      cookies.set(as, cookie);
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
      await dropDb?.();
    },
  };
}
