/**
 * What the EXPLAIN scripts (bench/explain.ts, lists-explain.ts, search.ts, rollups-explain.ts) share: the
 * app built in process on a database, demo users signed in by `inject`, and every statement the app sends
 * while one request runs (both drivers go through the client's `query`), to be explained with `original`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/client';
import { buildApp } from '../../src/server/app';

export type Captured = { text: string; values: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export async function benchApp(database: Database, databaseUrl: string | undefined) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query.bind(client);
  let captured: Captured[] | undefined;
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (captured && typeof first === 'string')
      captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (captured && first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, values: q.values ?? (second as unknown[]) ?? [] });
    }
    return original(...args);
  };
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/bench', API_RATE_LIMIT: '1000000' }),
    databaseUrl,
  };
  const app = await buildApp(config, database);
  await app.ready();
  const cookies = new Map<string, string>();
  return {
    app,
    /** The database's own query, not recorded (for the EXPLAINs). */
    original,
    /** A demo user's session cookie (`who`@procura.test), signed in once. */
    async cookieOf(who: string): Promise<string> {
      if (!cookies.has(who)) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `${who}@procura.test`, password: 'procura-demo' },
        });
        if (login.statusCode !== 200) throw new Error(`sign-in as ${who}: ${login.statusCode}`);
        cookies.set(who, login.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
      }
      return cookies.get(who)!;
    },
    /** GET `path` as that cookie, with the statements the request sent. */
    async getRecorded(
      path: string,
      cookie: string,
    ): Promise<{ res: LightMyRequestResponse; statements: Captured[] }> {
      captured = [];
      try {
        const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
        return { res, statements: captured };
      } finally {
        captured = undefined;
      }
    },
  } satisfies { app: FastifyInstance } & Record<string, unknown>;
}
