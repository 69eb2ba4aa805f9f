/**
 * Statements per request: builds the app on a database (no server, `inject`), signs the bench users
 * in, and counts the statements each read-mix endpoint and one requisition create (5 lines, submitted)
 * send to PostgreSQL. `npx tsx bench/measure/statements.ts <postgres url> [-v]` (-v lists them).
 */
import pg from 'pg';
import { loadConfig } from '../../src/server/config/config';
import { bootstrapDatabase } from '../../src/server/bootstrap';
import { buildApp } from '../../src/server/app';
import { READ_MIX } from './endpoints';
import { requisitionBody } from './create';

const [databaseUrl, flag] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: statements.ts <postgres url> [-v]');
const verbose = flag === '-v';

let sent: string[] = [];
type Query = (...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text?: string; name?: string };
  sent.push(typeof q === 'string' ? q : (q.text ?? q.name ?? '?'));
  return query.apply(this, args);
};
const show = (what: string) => {
  console.log(`${String(sent.length).padStart(3)} statements  ${what}`);
  if (verbose) for (const s of sent) console.log(`      ${s.replace(/\s+/g, ' ').slice(0, 160)}`);
};

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  SESSION_SECRET: 'statements'.repeat(8),
  DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY || 'ab'.repeat(32),
  LOGIN_RATE_LIMIT: '1000000',
  API_RATE_LIMIT: '100000000',
  // Counting, not load: never shed a request because this busy machine lags.
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const { database } = await bootstrapDatabase(config);
const app = await buildApp(config, database);
try {
  const sessions: Record<string, { cookie: string; department: string }> = {};
  for (const who of ['employee', 'manager', 'procurement']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${who}@procura.test`, password: 'procura-demo' },
    });
    const cookie = res.cookies.find((c) => c.name === 'procura_session')?.value;
    if (!cookie) throw new Error(`sign-in of ${who} failed: ${res.body}`);
    sessions[who] = { cookie, department: (res.json() as { department: string }).department };
  }
  for (const { path } of READ_MIX) {
    for (const who of ['employee', 'manager', 'procurement']) {
      // The second request of a user: what every request after a browser's first costs.
      for (const round of [1, 2]) {
        sent = [];
        const res = await app.inject({
          method: 'GET',
          url: path,
          cookies: { procura_session: sessions[who]!.cookie },
        });
        if (round === 2) show(`${res.statusCode} ${who} ${path}`);
      }
    }
  }
  for (const round of [1, 2]) {
    sent = [];
    const res = await app.inject({
      method: 'POST',
      url: '/api/requisitions',
      cookies: { procura_session: sessions.employee!.cookie },
      payload: requisitionBody({ department: sessions.employee!.department, run: 'statements' }),
    });
    if (round === 2) show(`${res.statusCode} requisition create, 5 lines, submitted`);
  }
} finally {
  await app.close();
  await database.close();
}
