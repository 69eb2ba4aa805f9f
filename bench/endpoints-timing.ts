/**
 * `npx tsx bench/endpoints-timing.ts <app url> <path>…`: the closed loop of `bench/measure` (each path as
 * the employee, the manager and procurement; BENCH_RUNS requests after 3 of warm-up) for a few endpoints
 * of an app already running (started with LOGIN_RATE_LIMIT and API_RATE_LIMIT raised). Prints p50 / p95 /
 * p99 in ms per path and user.
 */
import { measureEndpoint } from './measure/closed-loop';
import { createClient } from './measure/http';
import { USERS, signInAll } from './measure/sessions';

const [url, ...paths] = process.argv.slice(2);
if (!url || paths.length === 0) throw new Error('Usage: npx tsx bench/endpoints-timing.ts <app url> <path>…');
const runs = Number(process.env.BENCH_RUNS ?? 30);
const client = createClient(url);
const sessions = await signInAll(client);
for (const path of paths) {
  for (const who of USERS) {
    const r = await measureEndpoint(
      client,
      sessions[who],
      { name: path, kind: 'summary', paths: [path] },
      { runs, warmup: 3, maxSeconds: 30 },
    );
    const ms = (v: number) => v.toFixed(1);
    console.log(
      `${path.padEnd(36)} ${who.padEnd(12)} ${r.status === 200 ? `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}` : r.status} (n=${r.n}, errors ${r.errors})`,
    );
  }
}
