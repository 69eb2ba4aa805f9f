/**
 * `OVERLOAD_DATABASE_URL=postgres://… npx tsx bench/overload.ts`: how one app instance behaves when
 * more work arrives than it can do (issue 10, point 5). Starts the app on that database (migrated on
 * start; the scale data sets or a bench database, with the demo accounts), signs in as procurement,
 * and keeps OVERLOAD_CONCURRENCY requests (default 300) to OVERLOAD_PATH (default
 * `/api/invoices?limit=50`) in flight for OVERLOAD_SECONDS (default 15), while asking `/api/health`
 * every 250 ms; a client answered 503 waits its Retry-After before asking again. Then it stops the load and times the first normal answer. Prints the answers by
 * status, their p50/p95/p99, the health check's latencies under load, and the recovery. Settings of
 * the app (MAX_REQUESTS_IN_FLIGHT, REQUEST_TIMEOUT_MS, DATABASE_POOL_SIZE, …) pass through.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const env = process.env;
const url = env.OVERLOAD_DATABASE_URL;
if (!url) throw new Error('Set OVERLOAD_DATABASE_URL (a copy of a scale data set, it is migrated).');
const rate = Number(env.OVERLOAD_RATE ?? 120);
const seconds = Number(env.OVERLOAD_SECONDS ?? 15);
const target = env.OVERLOAD_PATH ?? '/api/invoices?limit=50';
const root = fileURLToPath(new URL('..', import.meta.url));

const port = await new Promise<number>((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...env,
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    SESSION_SECRET: randomBytes(16).toString('hex'),
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    API_RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT: '1000',
  },
});
const stop = () => app.kill('SIGTERM');
process.on('exit', stop);

const timed = async (path: string, headers: Record<string, string> = {}) => {
  const started = performance.now();
  try {
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    return {
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null };
  }
};
for (let i = 0; ; i++) {
  if ((await timed('/api/health')).status === 200) break;
  if (i > 600) throw new Error('The app did not start.');
  await new Promise((r) => setTimeout(r, 500));
}
const signIn = () =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'procurement@procura.test', password: 'procura-demo' }),
  });
// Right after the start the event loop may still lag (503 with Retry-After): try again.
let login = await signIn();
for (let i = 0; login.status === 503 && i < 20; i++) {
  await new Promise((r) => setTimeout(r, 500));
  login = await signIn();
}
if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const warm = await timed(target, { cookie });
console.log(`warm-up ${target}: ${warm.status} in ${warm.ms.toFixed(0)} ms`);

const statuses = new Map<number, number>();
const latencies: number[] = [];
const okLatencies: number[] = [];
const busyLatencies: number[] = [];
let withRetryAfter = 0;
const health: number[] = [];
const record = (r: Awaited<ReturnType<typeof timed>>) => {
  statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  latencies.push(r.ms);
  if (r.status === 200) okLatencies.push(r.ms);
  if (r.status === 503) busyLatencies.push(r.ms);
  if (r.status === 503 && r.retryAfter) withRetryAfter++;
};
const sleep = (msecs: number) => new Promise((r) => setTimeout(r, msecs));
// Open loop: requests arrive on schedule whether or not the earlier ones were answered (new users).
const started = performance.now();
const until = started + seconds * 1000;
const probe = (async () => {
  while (performance.now() < until) {
    health.push((await timed('/api/health')).ms);
    await sleep(250);
  }
})();
const pending: Promise<void>[] = [];
for (let i = 0; i < rate * seconds; i++) {
  const wait = started + (i * 1000) / rate - performance.now();
  if (wait > 0) await sleep(wait);
  pending.push(timed(target, { cookie }).then(record));
}
await probe;
const stopped = performance.now();
// Right after the load stops, while what it left is still being answered: a new request and health.
const [after, healthAfter] = await Promise.all([timed(target, { cookie }), timed('/api/health')]);
await Promise.all(pending);
const drainedMs = performance.now() - stopped;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(0) : '-';
};
const ms = (xs: number[]) =>
  `p50 ${pct(xs, 50)} / p95 ${pct(xs, 95)} / p99 ${pct(xs, 99)} / max ${pct(xs, 100)} ms`;
console.log(`${rate} requests/s for ${seconds} s to ${target}: ${latencies.length} answers`);
console.log(
  `  by status: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; 503 with Retry-After: ${withRetryAfter}`,
);
console.log(`  latency of every answer ${ms(latencies)}`);
// Throughput over the whole run: from the first request to the last answer (the backlog included).
const runSeconds = (stopped - started + drainedMs) / 1000;
console.log(
  `  200: ${okLatencies.length} (${(okLatencies.length / runSeconds).toFixed(1)}/s over ${runSeconds.toFixed(1)} s), ${ms(okLatencies)}`,
);
if (busyLatencies.length) console.log(`  503: ${ms(busyLatencies)}`);
console.log(`  /api/health under load (${health.length} probes): ${ms(health)}`);
console.log(
  `  right after the load: ${target} ${after.status} in ${after.ms.toFixed(0)} ms, health ${healthAfter.status} in ${healthAfter.ms.toFixed(0)} ms; the last request sent was answered ${drainedMs.toFixed(0)} ms after the load stopped`,
);
stop();
process.exit(0);
