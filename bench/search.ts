/**
 * `npx tsx bench/search.ts [path…]`: latency of the search endpoints (home search, list text search,
 * the vendor type-aheads, the assistant's insights) on an already loaded database — e.g. a copy of the
 * scale set — as the employee, the manager and procurement (visibility differs). BENCH_DATABASE_URL
 * (required) names the database; its migrations are applied first. BENCH_RUNS (default 20) requests
 * per path and user; SEARCH_AS=employee,manager limits the users; SEARCH_EXPLAIN=1 prints, per
 * statement of each path's first request, the plan's node lines and the execution time instead.
 */
import { openDatabase, runMigrations } from '../src/server/db/client';
import { benchApp } from './support/capture';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required (a database loaded with the scale set)');
const runs = Number(process.env.BENCH_RUNS ?? 20);
const users = (process.env.SEARCH_AS ?? 'employee,manager,procurement').split(',');
const explain = Boolean(process.env.SEARCH_EXPLAIN);
const defaults = [
  '/api/search?q=office',
  '/api/search?q=supplies',
  '/api/search?q=services',
  '/api/search?q=chair',
  '/api/search?q=INV-1234',
  '/api/search?q=zzqx',
  '/api/invoices?q=office&limit=50',
  '/api/invoices?q=supplies&limit=50',
  '/api/purchase-orders?q=supplies&limit=50',
  '/api/requisitions?q=office&limit=50',
  '/api/invoices/vendors',
  '/api/invoices/vendors?q=sup',
  '/api/search/vendors?q=sup',
  '/api/search/purchase-orders?status=approved,in-progress',
  '/api/search/purchase-orders?q=sup&status=approved,in-progress',
  '/api/search/purchase-orders?q=PO-1&status=approved,in-progress',
  '/api/assistant/insights',
];
const paths = process.argv.length > 2 ? process.argv.slice(2) : defaults;

const pool = { size: 10, statementTimeoutMs: 600_000, connectTimeoutMs: 60_000 };
const database = await openDatabase({ databaseUrl: url, pool });
await runMigrations(database);

const { app, original, cookieOf, getRecorded } = await benchApp(database, url);

async function explainPath(path: string, cookie: string) {
  const { res, statements: sent } = await getRecorded(path, cookie);
  const statements = sent.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  console.log(`\n=== ${path} (${res.statusCode}, ${statements.length} statements)`);
  const total = { exec: 0, plan: 0 };
  for (const s of statements) {
    const { rows } = await original(
      `explain (analyze, buffers, costs off, timing off, summary on) ${s.text}`,
      s.values,
    );
    console.log(`--- ${s.text.slice(0, 140).replace(/\s+/g, ' ')}…`);
    for (const r of rows) {
      const line = String(Object.values(r)[0]);
      const ms = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line.trim());
      if (ms) total[ms[1] === 'Planning' ? 'plan' : 'exec'] += Number(ms[2]);
      console.log(`  ${line}`);
    }
  }
  console.log(`SUM ${path}: execution ${total.exec.toFixed(1)} ms, planning ${total.plan.toFixed(1)} ms`);
}

console.log(
  `${'user'.padEnd(12)} ${'endpoint'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} rows`,
);
for (const who of users) {
  const cookie = await cookieOf(who);
  for (const path of paths) {
    if (explain) {
      await explainPath(path, cookie);
      continue;
    }
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const body: unknown = res.json();
      rows = Array.isArray(body) ? body.length : 1;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${who.padEnd(12)} ${path.padEnd(48)} ${p(0.5).padStart(8)} ${p(0.95).padStart(8)} ${rows}`);
  }
}
await app.close();
await database.close();
