/**
 * The benchmark measured from outside over HTTP: starts the app on a database (or uses a running
 * one), signs the three demo users in, then (1) every endpoint as each user, closed loop; (2) the
 * open-loop read mix at a fixed rate; (3) requisition creates, open loop. Writes the result JSON.
 */
import os from 'node:os';
import { measureEndpoint, type EndpointResult } from './closed-loop';
import { requisitionBody } from './create';
import {
  READ_MIX,
  USER_WEIGHTS,
  detailEndpoints,
  fixedEndpoints,
  idsOf,
  listEndpoint,
  type Words,
} from './endpoints';
import { createClient, isOk, jsonOf, request } from './http';
import { openLoop, weightedCycle, type Op, type OpenLoopResult } from './open-loop';
import { recoverySeconds, watchHealth } from './health';
import { redactUrl, writeResult, type MeasureResult } from './results';
import { startServer, type Started } from './server';
import { jobsSettled } from './jobs-settled';
import { USERS, signInAll } from './sessions';

export type Phase = 'endpoints' | 'mix' | 'create';

export type MeasureOptions = {
  label: string;
  /** PostgreSQL database to start the app on (`node --import tsx src/server/main.ts`)… */
  db?: string;
  /** …or on the embedded PGlite database in this data directory… */
  pglite?: string;
  /** …or the address of an app already running (start it with API_RATE_LIMIT and LOGIN_RATE_LIMIT raised). */
  url?: string;
  phases?: Phase[];
  /** Closed loop: requests per endpoint and user (after `warmup`), at most `maxSeconds` each. */
  runs?: number;
  warmup?: number;
  maxSeconds?: number;
  /** Open-loop read mix: requests per second and seconds. */
  rate?: number;
  duration?: number;
  /** Seconds of each open loop run at its rate before the measured window (not counted). */
  openWarmupS?: number;
  createRate?: number;
  createDuration?: number;
  words?: Words;
  /** Only the endpoints whose name contains one of these strings (e.g. `/api/analytics`); all when unset. */
  only?: string[];
  /** More list endpoints to time (paths), kept by `only` as well. */
  paths?: string[];
  /** A request unanswered after this long is a timeout (ms). */
  timeoutMs?: number;
  maxSockets?: number;
  /** More environment for the app started with `db` (e.g. DATABASE_POOL_SIZE). */
  serverEnv?: Record<string, string>;
  /** Seed the demo data when the database has no users (a fresh development database). */
  seedDemo?: boolean;
  /** Where the JSON goes (default bench/results). */
  outDir?: string;
  log?: (line: string) => void;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An open loop with the health check probed during it, and the time the app takes to recover after. */
async function withHealth(url: string, run: () => Promise<OpenLoopResult>): Promise<OpenLoopResult> {
  const watch = watchHealth(url);
  const result = await run();
  const health = await watch.stop();
  return { ...result, health, recoveryS: await recoverySeconds(url) };
}

export async function runMeasure(options: MeasureOptions): Promise<{ result: MeasureResult; file: string }> {
  const o = {
    phases: ['endpoints', 'mix', 'create'] as Phase[],
    runs: 30,
    warmup: 3,
    maxSeconds: 15,
    rate: 500,
    duration: 30,
    openWarmupS: 3,
    createRate: 100,
    createDuration: 20,
    words: { common: 'office', rare: 'northstar', clustered: 'laptop', vendor: 'Falcon Media' },
    timeoutMs: 10_000,
    maxSockets: 600,
    // Options given as undefined keep their defaults.
    ...(Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as MeasureOptions),
  };
  const log = o.log ?? ((line: string) => console.log(line));
  if ([o.db, o.pglite, o.url].filter(Boolean).length !== 1)
    throw new Error('give one of --db <postgres url>, --pglite <data dir> or --url <http://host:port>');
  const startedAt = new Date().toISOString();
  const loadavgBefore = os.loadavg();
  let server: Started | undefined;
  if (o.db || o.pglite) {
    log(`starting the app on ${o.db ? redactUrl(o.db) : `PGlite in ${o.pglite}`} …`);
    server = await startServer({
      databaseUrl: o.db,
      pgliteDir: o.pglite,
      label: o.label,
      seedDemo: o.seedDemo,
      extraEnv: o.serverEnv,
    });
    log(`app up at ${server.url} (log ${server.log})`);
    if (o.db) await jobsSettled(o.db, log);
  }
  const url = server?.url ?? o.url!;
  const client = createClient(url, { maxSockets: o.maxSockets, timeoutMs: o.timeoutMs });
  try {
    const sessions = await signInAll(client);
    const endpoints: EndpointResult[] = [];
    if (o.phases.includes('endpoints')) {
      for (const who of USERS) {
        const all = [
          ...fixedEndpoints(o.words),
          // Details are named by their path pattern (`--only /api/purchase-orders/:id`); their ids are
          // looked up only when one is wanted.
          ...(!o.only || o.only.some((s) => s.includes(':id'))
            ? await detailEndpoints(client, sessions[who])
            : []),
        ];
        const picked = o.only ? all.filter((e) => o.only!.some((s) => e.name.includes(s))) : all;
        const list = [...picked, ...(o.paths ?? []).map((path) => listEndpoint(path))];
        for (const e of list) {
          const r = await measureEndpoint(client, sessions[who], e, o);
          endpoints.push(r);
          log(
            `${who.padEnd(11)} ${e.name.padEnd(48)} ${r.status === 200 ? `p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} ms (n ${r.n})` : `(${r.status})`}`,
          );
        }
      }
    }

    let readMix: MeasureResult['readMix'];
    if (o.phases.includes('mix')) {
      const items: { item: Op; weight: number }[] = [];
      for (const who of USERS) {
        for (const m of READ_MIX) {
          const probe = await request(client, { path: m.path, cookie: sessions[who].cookie }, 120_000);
          if (isOk(probe))
            items.push({
              item: { op: `${who} ${m.path}`, call: { path: m.path, cookie: sessions[who].cookie } },
              weight: m.weight * USER_WEIGHTS[who],
            });
        }
      }
      await pause(2000);
      log(`read mix: ${o.rate} req/s for ${o.duration} s over ${items.length} (user, screen) pairs …`);
      readMix = await withHealth(url, () =>
        openLoop(client, {
          rate: o.rate,
          durationS: o.duration,
          warmupS: o.openWarmupS,
          next: weightedCycle(items),
        }),
      );
      log(
        `read mix: ${readMix.achievedRate} req/s answered 2xx, p50 ${readMix.latency.p50} p95 ${readMix.latency.p95} p99 ${readMix.latency.p99} ms, errors ${JSON.stringify(readMix.errors)}, client CPU ${readMix.clientCpuPct} %, recovered in ${readMix.recoveryS} s`,
      );
    }

    let create: MeasureResult['create'];
    if (o.phases.includes('create')) {
      const employee = sessions.employee;
      const vendors = await request(
        client,
        { path: '/api/vendors?limit=1', cookie: employee.cookie, keepBody: true },
        120_000,
      );
      const vendorId = idsOf(jsonOf(vendors))[0];
      const department = employee.department ?? 'IT';
      const run = startedAt.slice(0, 19);
      await pause(2000);
      log(`create: ${o.createRate}/s for ${o.createDuration} s as employee (${department}) …`);
      const loop = await withHealth(url, () =>
        openLoop(client, {
          rate: o.createRate,
          durationS: o.createDuration,
          warmupS: o.openWarmupS,
          next: () => ({
            op: 'employee POST /api/requisitions',
            call: {
              method: 'POST',
              path: '/api/requisitions',
              cookie: employee.cookie,
              json: requisitionBody({ department, vendorId, run }),
            },
          }),
        }),
      );
      create = { ...loop, created: loop.sent - loop.errorCount };
      log(
        `create: ${loop.achievedRate}/s answered 2xx, p50 ${loop.latency.p50} p95 ${loop.latency.p95} p99 ${loop.latency.p99} ms, errors ${JSON.stringify(loop.errors)}, recovered in ${loop.recoveryS} s`,
      );
    }

    const cpus = os.cpus();
    const result: MeasureResult = {
      label: o.label,
      startedAt,
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadavgBefore,
        loadavgAfter: os.loadavg(),
      },
      target: {
        url,
        spawned: Boolean(server),
        database: o.db ? redactUrl(o.db) : o.pglite ? `pglite:${o.pglite}` : undefined,
      },
      options: {
        runs: o.runs,
        warmup: o.warmup,
        maxSeconds: o.maxSeconds,
        rate: o.rate,
        duration: o.duration,
        createRate: o.createRate,
        createDuration: o.createDuration,
        words: o.words,
        timeoutMs: o.timeoutMs,
        maxSockets: o.maxSockets,
        phases: o.phases,
        serverEnv: o.serverEnv,
      },
      endpoints,
      readMix,
      create,
    };
    const file = writeResult(result, o.outDir);
    log(`written ${file}`);
    return { result, file };
  } finally {
    client.agent.destroy();
    await server?.stop();
  }
}
