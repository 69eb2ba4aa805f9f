/**
 * `npx tsx bench/lists-explain.ts` with BENCH_DATABASE_URL set to an already loaded database (e.g. a copy
 * of the scale set; nothing is migrated or seeded): runs each list endpoint as the employee, the manager,
 * procurement and finance, and EXPLAIN (ANALYZE, BUFFERS) of every statement it sent. Prints per
 * endpoint the summed execution time and shared buffers of its statements, and the plan nodes that grow
 * with the table (Seq Scan of a big table, Sort of more rows than a page). LISTS_PLANS=1 prints the plans.
 * Paths given as arguments replace the default ones (as `who:path`).
 */
import { openDatabase } from '../src/server/db/client';
import { benchApp } from './support/capture';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a loaded database.');
const defaults = [
  'employee:/api/requisitions?limit=50',
  'employee:/api/purchase-orders?limit=50',
  'employee:/api/invoices?limit=50',
  'manager:/api/requisitions?limit=50',
  'manager:/api/purchase-orders?limit=50',
  'manager:/api/invoices?limit=50',
  'manager:/api/invoices?status=pending&limit=50',
  'manager:/api/approvals/history?limit=10',
  'procurement:/api/requisitions?limit=50',
  'procurement:/api/requisitions?status=approved&limit=50',
  'procurement:/api/purchase-orders?limit=50',
  'procurement:/api/purchase-orders?status=approved&limit=50',
  'procurement:/api/invoices?limit=50',
  'procurement:/api/invoices?status=pending&limit=50',
  'procurement:/api/invoices?limit=50&offset=500',
  'procurement:/api/contracts?limit=50',
  'procurement:/api/contracts?status=active&limit=1',
  'procurement:/api/catalog-items?limit=50',
  'procurement:/api/vendor-requests?limit=20',
  'finance:/api/review-queue?limit=20',
];
const cases = (process.argv.length > 2 ? process.argv.slice(2) : defaults).map((c) => {
  const [who, ...rest] = c.split(':');
  return { who: who!, path: rest.join(':') };
});

const pool = { size: 4, statementTimeoutMs: 600_000, connectTimeoutMs: 60_000 };
const database = await openDatabase({ databaseUrl: url, pool });
const { app, original, cookieOf, getRecorded } = await benchApp(database, url);
const BIG =
  /(invoices|invoice_lines|purchase_orders|po_lines|requisitions|requisition_items|approval_steps|approval_requests|goods_receipts)\b/;

for (const { who, path } of cases) {
  const cookie = await cookieOf(who);
  const { res, statements: sent } = await getRecorded(path, cookie);
  const statements = sent.filter((s) => /^\s*(select|with)/i.test(s.text) && !/sessions/.test(s.text));
  let ms = 0;
  let buffers = 0;
  const growing: string[] = [];
  const plans: string[] = [];
  for (const s of statements) {
    const { rows } = await original(`explain (analyze, buffers, format text) ${s.text}`, s.values);
    const lines = rows.map((r) => String(Object.values(r)[0]));
    for (const line of lines) {
      const exec = /Execution Time: ([\d.]+) ms/.exec(line);
      if (exec) ms += Number(exec[1]);
      const seq = /Seq Scan on (\w+).*rows=(\d+)/.exec(line);
      if (seq && BIG.test(seq[1]!)) growing.push(`Seq Scan on ${seq[1]} (${seq[2]} rows)`);
      const sort = /Sort .*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(line);
      if (sort && Number(sort[1]) > 600) growing.push(`Sort of ${sort[1]} rows`);
    }
    const top = lines.find((l) => /Buffers:/.test(l));
    const hit = /shared hit=(\d+)/.exec(top ?? '');
    const read = /read=(\d+)/.exec(top ?? '');
    buffers += Number(hit?.[1] ?? 0) + Number(read?.[1] ?? 0);
    if (process.env.LISTS_PLANS) plans.push(`--- ${s.text.replace(/\s+/g, ' ')}`, ...lines);
  }
  const total = `${res.headers['x-total-count'] ?? ''}${res.headers['x-total-count-capped'] ? '+' : ''}`;
  console.log(
    `${who.padEnd(12)} ${path.padEnd(48)} ${res.statusCode} total=${total.padEnd(6)} statements=${statements.length} exec=${ms.toFixed(1)}ms buffers=${buffers}${growing.length ? `  GROWS: ${[...new Set(growing)].join('; ')}` : ''}`,
  );
  for (const line of plans) console.log(`    ${line}`);
}
await app.close();
await database.close();
