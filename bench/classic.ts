/**
 * `npm run bench` without --scale: API latency of the list, filter, sort and search endpoints on a large data set.
 * BENCH_N (default 20000) sets the number of requisitions, POs, invoices and catalog items (and n / 2 RFPs);
 * BENCH_DATABASE_URL runs it against a PostgreSQL database instead of an in-memory PGlite.
 */
import { loadConfig } from '../src/server/config/config';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/seed/reference';
import { installDemoData } from '../src/server/seed/install-demo';
import { buildApp } from '../src/server/app';
import { addBulkData } from './data';

export async function runClassic(): Promise<void> {
  const n = Number(process.env.BENCH_N ?? 20000);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
  const url = process.env.BENCH_DATABASE_URL;

  // Generous timeouts: the bulk inserts run longer than the app's statement timeout allows.
  const pool = { size: 10, statementTimeoutMs: 600_000, connectTimeoutMs: 60_000 };
  const database = url ? await openDatabase({ databaseUrl: url, pool }) : await openDatabase({});
  let t0 = Date.now();
  await runMigrations(database);
  await seedReferenceData(database.db);
  await installDemoData(database.db);
  await addBulkData(database.db, n);
  console.log(
    `data: ${n} requisitions / POs / invoices / catalog items on ${database.kind} (${Date.now() - t0} ms)`,
  );

  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/bench', API_RATE_LIMIT: '1000000' }),
    databaseUrl: url,
  };
  const app = await buildApp(config, database);
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'procurement@procura.test', password: 'procura-demo' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const cases = [
    '/api/purchase-orders?limit=50',
    '/api/purchase-orders?status=approved&sort=-amount&limit=50&offset=1000',
    '/api/purchase-orders?q=supplies&limit=50',
    '/api/purchase-orders?q=PO-51234',
    '/api/requisitions?limit=50&sort=-submittedDate',
    '/api/requisitions?status=pending&department=IT&limit=50',
    '/api/requisitions?q=BREQ-1234',
    '/api/invoices?status=disputed&limit=50',
    '/api/invoices?q=BINV-1234',
    '/api/invoices?q=vendor%20777',
    '/api/contracts?status=expiring',
    '/api/contracts?q=agreement&sort=value&limit=50',
    '/api/vendors?limit=50&sort=-totalSpendYtd',
    '/api/vendors?limit=50&sort=name',
    '/api/invoices?limit=50&sort=vendor',
    '/api/purchase-orders?limit=50&sort=vendor',
    '/api/invoices/vendors',
    '/api/search?q=chair',
    '/api/search?q=bulk%20order%2012',
    '/api/catalog-items?q=chair',
    '/api/dashboard/summary',
    '/api/approvals',
    '/api/rfps?limit=20',
    '/api/rfps?limit=20&status=responses',
    '/api/rfps?limit=20&q=office',
    '/api/rfps/summary',
  ];

  console.log(
    `\n${'endpoint'.padEnd(70)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(6)}`,
  );
  for (const path of cases) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs; i++) {
      t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const body = res.json();
      rows = Array.isArray(body) ? body.length : 1;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `${path.padEnd(70)} ${p(0.5).padStart(8)} ${p(0.95).padStart(8)} ${String(rows).padStart(6)}`,
    );
  }
  await app.close();
  await database.close();
}
