/**
 * `npx tsx bench/explain.ts [path…]`: EXPLAIN ANALYZE of the text-search queries the endpoints run,
 * on the same large data set as `npm run bench` (BENCH_N, BENCH_DATABASE_URL as there). Prints, per
 * query that contains an ILIKE, the plan's node lines (no costs) and the execution time. With paths
 * given, explains those instead of the default search cases; EXPLAIN_AS picks the demo user (the
 * part before @procura.test) and EXPLAIN_COSTS=1 adds the planner's costs and row estimates.
 */
import { openDatabase, runMigrations } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/seed/reference';
import { installDemoData } from '../src/server/seed/install-demo';
import { benchApp } from './support/capture';
import { addBulkData } from './data';

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

const { app, original, cookieOf, getRecorded } = await benchApp(database, url);
const cookie = await cookieOf(as);

for (const path of paths) {
  const { res, statements: sent } = await getRecorded(path, cookie);
  const statements = sent.filter((s) => /\bilike\b/i.test(s.text));
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
