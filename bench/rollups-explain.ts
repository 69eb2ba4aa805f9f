/**
 * `BENCH_DATABASE_URL=… npx tsx bench/rollups-explain.ts [as:path …]`: every statement the rollup
 * endpoints run (the paths of bench/rollups.ts by default), with EXPLAIN (ANALYZE, BUFFERS) on the
 * given database as it is (migrated, nothing loaded): per statement its execution time, shared
 * buffers read or hit, and the plan's node lines (EXPLAIN_PLANS=0 leaves the plans out).
 */
import { openDatabase, runMigrations } from '../src/server/db/client';
import { benchApp } from './support/capture';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL: the scale database to explain on');
const plans = process.env.EXPLAIN_PLANS !== '0';
const defaults = [
  'procurement:/api/vendors?limit=50&sort=-totalSpendYtd',
  'procurement:/api/vendors?limit=50&sort=-lastOrderDate',
  'procurement:/api/vendors?limit=50',
  'procurement:/api/vendors/vendor-002',
  'finance:/api/invoices/summary',
  'manager:/api/invoices/summary',
  'employee:/api/invoices/summary',
  'procurement:/api/dashboard/summary',
  'manager:/api/dashboard/summary',
];
const cases = (process.argv.length > 2 ? process.argv.slice(2) : defaults).map((c) => {
  const at = c.indexOf(':');
  return { who: c.slice(0, at), path: c.slice(at + 1) };
});

const database = await openDatabase({
  databaseUrl: url,
  pool: { size: 4, statementTimeoutMs: 600_000, connectTimeoutMs: 60_000 },
});
await runMigrations(database);

const { app, original, cookieOf, getRecorded } = await benchApp(database, url);

const SESSION = /\b(sessions|auth_sessions|audit_log)\b/;
for (const { who, path } of cases) {
  const cookie = await cookieOf(who);
  const { res, statements: sent } = await getRecorded(path, cookie);
  const statements = sent.filter((s) => !SESSION.test(s.text) && /^\s*select/i.test(s.text));
  console.log(`\n=== ${who} ${path} (${res.statusCode}, ${statements.length} statements)`);
  for (const s of statements) {
    const { rows } = await original(
      `explain (analyze, buffers, costs off, timing off, summary on) ${s.text}`,
      s.values,
    );
    const lines = rows.map((r) => String(Object.values(r)[0]));
    const time = lines.find((l) => l.startsWith('Execution Time'));
    const buffers = lines.find((l) => /Buffers:/.test(l))?.trim() ?? 'Buffers: none';
    console.log(`--- ${time} · ${buffers} · ${s.text.slice(0, 100).replace(/\s+/g, ' ')}…`);
    if (plans) {
      for (const line of lines.filter(
        (l) => !/^\s*(Buffers:|Planning|Execution|Sort Method|Buckets:)/.test(l),
      ))
        console.log(`  ${line}`);
    }
  }
}
await app.close();
await database.close();
