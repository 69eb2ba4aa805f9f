/**
 * `npx tsx bench/explain.ts [path…]`: EXPLAIN ANALYZE of the text-search queries the endpoints run,
 * on the same large data set as `npm run bench` (BENCH_N, BENCH_DATABASE_URL as there). Prints, per
 * query that contains an ILIKE, the plan's node lines (no costs) and the execution time. With paths
 * given, explains those instead of the default search cases; EXPLAIN_AS picks the demo user (the
 * part before @procura.test) and EXPLAIN_COSTS=1 adds the planner's costs and row estimates.
 */
import { loadConfig } from '../src/server/config/config';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/seed/reference';
import { installDemoData } from '../src/server/seed/install-demo';
import { buildApp } from '../src/server/app';
import { addBulkData } from './data';

type Captured = { text: string; values: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const n = Number(process.env.BENCH_N ?? 20000);
const url = process.env.BENCH_DATABASE_URL;
const as = process.env.EXPLAIN_AS ?? 'procurement';
const costs = process.env.EXPLAIN_COSTS ? 'on' : 'off';
const defaults = [
  '/api/search?q=chair',
  '/api/search?q=bulk%20order%2012',
  '/api/invoices?q=BINV-1234',
  '/api/purchase-orders?q=supplies&limit=50',
  '/api/purchase-orders?q=PO-51234',
  '/api/requisitions?q=BREQ-1234',
  '/api/contracts?q=agreement&sort=value&limit=50',
  '/api/vendors?q=logistics',
  '/api/catalog-items?q=chair',
];
const paths = process.argv.length > 2 ? process.argv.slice(2) : defaults;

// Generous timeouts: the bulk inserts run longer than the app's statement timeout allows.
const pool = { size: 10, statementTimeoutMs: 600_000, connectTimeoutMs: 60_000 };
const database = url ? await openDatabase({ databaseUrl: url, pool }) : await openDatabase({});
await runMigrations(database);
await seedReferenceData(database.db);
await installDemoData(database.db);
await addBulkData(database.db, n);

// Record every statement the app sends while a request runs (both drivers go through `query`).
const client = (database.db as unknown as { $client: Client }).$client;
const original = client.query.bind(client);
let captured: Captured[] | undefined;
client.query = (...args: unknown[]) => {
  const [first, second] = args;
  if (captured) {
    if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, values: q.values ?? (second as unknown[]) ?? [] });
    }
  }
  return original(...args);
};

const config = {
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/bench', API_RATE_LIMIT: '1000000' }),
  databaseUrl: url,
};
const app = await buildApp(config, database);
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: `${as}@procura.test`, password: 'procura-demo' },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

for (const path of paths) {
  captured = [];
  const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
  const statements = captured.filter((s) => /\bilike\b/i.test(s.text));
  captured = undefined;
  console.log(`\n=== ${path} (${res.statusCode}, ${statements.length} searching statements)`);
  for (const s of statements) {
    const { rows } = await original(
      `explain (analyze, buffers off, costs ${costs}, timing off, summary on) ${s.text}`,
      s.values,
    );
    const lines = rows
      .map((r) => String(Object.values(r)[0]))
      .filter((l) => !/^\s*(Buffers:|Planning:$|Sort Method|Buckets:)/.test(l));
    console.log(`--- ${s.text.slice(0, 110).replace(/\s+/g, ' ')}…`);
    for (const line of lines) console.log(`  ${line}`);
  }
}
await app.close();
await database.close();
