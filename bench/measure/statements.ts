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

let sent: { text: string; ms: number }[] = [];
type Query = (...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text?: string; name?: string };
  const entry = { text: typeof q === 'string' ? q : (q.text ?? q.name ?? '?'), ms: Number.NaN };
  sent.push(entry);
  const t0 = performance.now();
  const out = query.apply(this, args);
  if (out instanceof Promise)
    void out.then(
      () => (entry.ms = performance.now() - t0),
      () => undefined,
    );
  return out;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const show = (what: string) => {
  console.log(`${String(sent.length).padStart(3)} statements  ${what}`);
  if (verbose)
    for (const s of sent)
      console.log(`  ${s.ms.toFixed(2).padStart(6)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 150)}`);
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
  // Creates: the statements of the 21st, with each statement's median time over rounds 2–21.
  const times: number[][] = [];
  for (let round = 1; round <= 21; round++) {
    sent = [];
    const res = await app.inject({
      method: 'POST',
      url: '/api/requisitions',
      cookies: { procura_session: sessions.employee!.cookie },
      payload: requisitionBody({ department: sessions.employee!.department, run: 'statements' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    if (round > 1) sent.forEach((s, i) => (times[i] ??= []).push(s.ms));
    if (round === 21) {
      sent.forEach((s, i) => (s.ms = median(times[i]!)));
      show(`${res.statusCode} requisition create, 5 lines, submitted (median ms of 20)`);
    }
  }
} finally {
  await app.close();
  await database.close();
}
