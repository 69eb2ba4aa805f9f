/**
 * `npx tsx bench/load.ts`: the mixed load of many signed-in users on PostgreSQL, against real app
 * processes. It (re)creates its own database (LOAD_DATABASE_URL, default procura_load on the local
 * server), seeds the demo data plus a bulk data set (bench/data.ts, LOAD_N rows, default 20000),
 * starts LOAD_INSTANCES app processes (default 2) on that database, signs in LOAD_CLIENTS clients
 * (default 200, demo accounts of every role, split between the instances) and runs them for
 * LOAD_SECONDS (default 60): reads (lists, a detail, search, dashboard) and, with probability
 * LOAD_WRITE_SHARE (default 0.3), writes (employees create + submit requisitions, approvers approve).
 * Prints p50/p95/p99 latency, requests/s, non-2xx answers by status, and the lost writes: every write
 * answered 2xx must be in the database afterwards, and no document number may be handed out twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/seed/reference';
import { installDemoData } from '../src/server/seed/install-demo';
import { addBulkData } from './data';
import {
  APPROVERS,
  CREATORS,
  readableBy,
  runClient,
  signIn,
  type Sample,
  type Written,
} from './load-clients';
import { checkWrites } from './load-check';

const env = process.env;
const url = env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/procura_load';
const clients = Number(env.LOAD_CLIENTS ?? 200);
const seconds = Number(env.LOAD_SECONDS ?? 60);
const instances = Number(env.LOAD_INSTANCES ?? 2);
const bulk = Number(env.LOAD_N ?? 20000);
const writeShare = Number(env.LOAD_WRITE_SHARE ?? 0.3);
const ROLES = [
  'employee',
  'manager',
  'employee',
  'director',
  'procurement',
  'employee',
  'finance',
  'legal',
  'employee',
  'admin',
];
const root = fileURLToPath(new URL('..', import.meta.url));

const database = new URL(url).pathname.slice(1);
const adminUrl = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists "${database}" with (force)`);
await admin.query(`create database "${database}"`);
await admin.end();

let t0 = Date.now();
// Bulk inserts run longer than the app's statement timeout allows; so may this machine.
const seeded = await openDatabase({
  databaseUrl: url,
  pool: { size: 2, statementTimeoutMs: 600_000, connectTimeoutMs: 60_000 },
});
await runMigrations(seeded);
await seedReferenceData(seeded.db);
await installDemoData(seeded.db);
await addBulkData(seeded.db, bulk);
await seeded.close();
console.log(`database ${database}: demo data + ${bulk} bulk rows per table (${Date.now() - t0} ms)`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const secrets = {
  SESSION_SECRET: randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};
const logDir = `${root}.test-data/load`;
mkdirSync(logDir, { recursive: true });
const servers: { url: string; child: ChildProcess }[] = [];
for (let i = 0; i < instances; i++) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      ...secrets,
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      API_RATE_LIMIT: '100000000',
      DATA_DIR: `${logDir}/data-${i}`,
      CLIENT_DIR: `${logDir}/no-client`,
    },
  });
  const log = createWriteStream(`${logDir}/instance-${i}.log`);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  servers.push({ url: `http://127.0.0.1:${port}`, child });
}
for (const s of servers) {
  const until = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${s.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until || s.child.exitCode !== null)
      throw new Error(`${s.url} did not start (see ${logDir})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
console.log(`${instances} instance(s) up: ${servers.map((s) => s.url).join(', ')}`);

// Sign everyone in before the clock starts (password hashing is not what is measured), 10 at a time.
const plans = Array.from({ length: clients }, (_, i) => ({
  baseUrl: servers[i % instances]!.url,
  who: ROLES[i % ROLES.length]!,
  writeShare:
    CREATORS.has(ROLES[i % ROLES.length]!) || APPROVERS.has(ROLES[i % ROLES.length]!) ? writeShare : 0,
  readPaths: [] as string[],
}));
const cookies: string[] = [];
for (let i = 0; i < clients; i += 10)
  cookies.push(...(await Promise.all(plans.slice(i, i + 10).map((p) => signIn(p.baseUrl, p.who)))));
const readsOf = new Map<string, string[]>();
for (const [i, p] of plans.entries()) {
  if (!readsOf.has(p.who)) readsOf.set(p.who, await readableBy(p.baseUrl, cookies[i]!));
  p.readPaths = readsOf.get(p.who)!;
}

// Once a second: how many of the app's connections are running a statement, and how many of those wait on a lock.
const watcher = new pg.Client({ connectionString: url });
await watcher.connect();
const activity: { active: number; lockWaits: number }[] = [];
const watch = setInterval(() => {
  watcher
    .query<{ active: number; lock_waits: number }>(
      `select count(*) filter (where state = 'active')::int as active,
              count(*) filter (where wait_event_type = 'Lock')::int as lock_waits
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    )
    .then(({ rows }) => activity.push({ active: rows[0]!.active, lockWaits: rows[0]!.lock_waits }))
    .catch(() => {});
}, 1000);

const samples: Sample[] = [];
const written: Written = { requisitions: [], approvedSteps: [] };
console.log(`${clients} clients signed in; running ${seconds} s…`);
t0 = Date.now();
const deadline = t0 + seconds * 1000;
await Promise.all(plans.map((p, i) => runClient(p, cookies[i]!, deadline, samples, written)));
const elapsed = (Date.now() - t0) / 1000;
clearInterval(watch);
await watcher.end();
for (const s of servers) s.child.kill('SIGTERM');
await Promise.all(
  servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(0) : s.child.once('exit', r)))),
);

const pct = (xs: number[], q: number) =>
  xs.length ? xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]! : 0;
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return [0.5, 0.95, 0.99].map((q) => pct(s, q).toFixed(0).padStart(7)).join(' ');
};
const ok = (s: Sample) => s.status >= 200 && s.status < 300;
console.log(
  `\n${samples.length} requests in ${elapsed.toFixed(1)} s = ${(samples.length / elapsed).toFixed(1)} requests/s`,
);
console.log(`${'operation'.padEnd(36)} ${'count'.padStart(6)}  p50 ms  p95 ms  p99 ms  non-2xx`);
const ops = [...new Set(samples.map((s) => s.op))].sort();
const line = (name: string, xs: Sample[]) =>
  console.log(
    `${name.padEnd(36)} ${String(xs.length).padStart(6)} ${fmt(xs.map((s) => s.ms))} ${String(xs.filter((s) => !ok(s)).length).padStart(8)}`,
  );
for (const op of ops)
  line(
    op,
    samples.filter((s) => s.op === op),
  );
line(
  'all reads',
  samples.filter((s) => s.op.startsWith('read')),
);
line(
  'all writes',
  samples.filter((s) => s.op.startsWith('write')),
);
line('all', samples);
const byStatus = new Map<string, number>();
for (const s of samples.filter((x) => !ok(x))) {
  const key = `${s.status || 'no answer'} ${s.op}`;
  byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
}
console.log(
  `non-2xx answers: ${byStatus.size ? [...byStatus].map(([k, n]) => `${n} × ${k}`).join('; ') : 'none'}`,
);

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
console.log(
  `database connections (sampled each second): ${mean(activity.map((a) => a.active)).toFixed(1)} running a statement on average, ` +
    `${mean(activity.map((a) => a.lockWaits)).toFixed(1)} of them waiting on a lock (max ${Math.max(0, ...activity.map((a) => a.lockWaits))})`,
);
const report = await checkWrites(url, written);
for (const l of report) console.log(l);
console.log(`instance logs: ${logDir}/instance-*.log`);
