/**
 * `npm run bench -- --messaging` (issue 13): the Messaging Center at 100,000 messages.
 * Loads the 10 % scale data set with `BENCH_MESSAGES` (default 100,000) messages into the empty database
 * BENCH_DATABASE_URL (or `--pglite <dir>`; `--reset` empties one that holds rows; `--no-load` measures a
 * database loaded before), starts the app
 * on it — two instances on PostgreSQL, one on PGlite — and measures
 * (1) the mailbox endpoints (each tab, a later page, search, the unread count) as the three demo users,
 *     closed loop, p50/p95/p99;
 * (2) live-event latency: from a message's send to the recipient's `counts` event, the stream held by the
 *     same instance and (PostgreSQL) by the other one.
 * Writes bench/results/messaging-<pg|pglite>.json and prints a table.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureEndpoint, type EndpointResult } from '../measure/closed-loop';
import type { Endpoint } from '../measure/endpoints';
import { createClient } from '../measure/http';
import { RESULTS_DIR } from '../measure/results';
import type { Summary } from '../measure/stats';
import { startServer, type Started } from '../measure/server';
import { USERS, signInAll } from '../measure/sessions';
import { openForLoad, printReport } from '../scale/main';
import { loadScale } from '../scale/load';
import { eventLatency, type LatencyResult } from './latency';

export type MessagingArgs = {
  databaseUrl?: string;
  pgliteDir?: string;
  load: boolean;
  reset: boolean;
  messages: number;
};

/** `--messaging` [`--no-load`] [`--reset`] [`--pglite <dir>`], BENCH_DATABASE_URL, BENCH_MESSAGES. */
export function parseMessagingArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): MessagingArgs | undefined {
  if (!argv.includes('--messaging')) return undefined;
  const at = argv.indexOf('--pglite');
  const pgliteDir = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && (!pgliteDir || pgliteDir.startsWith('--')))
    throw new Error('--pglite needs a directory: --pglite <dir>');
  const databaseUrl = pgliteDir ? undefined : env.BENCH_DATABASE_URL;
  if (!pgliteDir && !databaseUrl)
    throw new Error(
      'BENCH_DATABASE_URL is not set: e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/procura_messages ' +
        'npm run bench -- --messaging (an empty database), or --pglite <dir>.',
    );
  const messages = Number(env.BENCH_MESSAGES ?? 100_000);
  if (!Number.isInteger(messages) || messages < 1_000)
    throw new Error('BENCH_MESSAGES must be a whole number ≥ 1000');
  return {
    databaseUrl,
    pgliteDir,
    load: !argv.includes('--no-load'),
    reset: argv.includes('--reset'),
    messages,
  };
}

const enc = encodeURIComponent;
const ms = (s: Summary) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.p99.toFixed(1)} ms`;
const one = (path: string): Endpoint => ({ name: path, kind: 'list', paths: [path] });

/** What the Messaging Center asks for: each tab's first page, a later page, searches, the badge. */
export const MAILBOX_ENDPOINTS: Endpoint[] = [
  one('/api/messages?folder=inbox&limit=50'),
  one('/api/messages?folder=inbox&limit=50&offset=150'),
  one('/api/messages?folder=sent&limit=50'),
  one('/api/messages?folder=starred&limit=50'),
  one('/api/messages?folder=archived&limit=50'),
  one(`/api/messages?folder=inbox&limit=50&q=${enc('quote')}`),
  one(`/api/messages?folder=inbox&limit=50&q=${enc('elevator inspection')}`),
  one(`/api/messages?folder=inbox&limit=50&q=${enc('no such words')}`),
  { name: '/api/messages/unread-count', kind: 'summary', paths: ['/api/messages/unread-count'] },
];

export async function runMessaging(args: MessagingArgs): Promise<void> {
  const log = (l: string) => console.log(l);
  if (args.load) {
    const database = await openForLoad({ ...args, factor: 0.1, loadOnly: true });
    try {
      const report = await loadScale(database, {
        factor: 0.1,
        reset: args.reset,
        messages: args.messages,
        log,
      });
      printReport(report, args.pgliteDir ? `PGlite ${args.pgliteDir}` : 'PostgreSQL');
    } finally {
      await database.close();
    }
  }
  const kind = args.pgliteDir ? 'pglite' : 'pg';
  const servers: Started[] = [];
  const started = new Date().toISOString();
  // One session secret for both instances: a cookie signed by one is good on the other.
  const extraEnv = { SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex') };
  try {
    for (const n of args.pgliteDir ? [1] : [1, 2])
      servers.push(
        await startServer({
          databaseUrl: args.databaseUrl,
          pgliteDir: args.pgliteDir,
          label: `messaging-${n}`,
          extraEnv,
        }),
      );
    const clients = servers.map((s) => createClient(s.url));
    const sessions = await signInAll(clients[0]!);
    const endpoints: EndpointResult[] = [];
    for (const endpoint of MAILBOX_ENDPOINTS)
      for (const who of USERS) {
        const r = await measureEndpoint(clients[0]!, sessions[who], endpoint, {
          runs: 200,
          warmup: 20,
          maxSeconds: 30,
        });
        endpoints.push(r);
        log(
          `${r.name.padEnd(58)} ${who.padEnd(12)} ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} ms`,
        );
      }
    const sender = { url: servers[0]!.url, cookie: sessions.manager.cookie };
    const latency: LatencyResult[] = [];
    const routes = servers.map((s, i) => ({
      route: i === 0 ? 'same instance' : 'other instance (LISTEN/NOTIFY)',
      url: s.url,
    }));
    for (const r of routes) {
      const result = await eventLatency({
        route: r.route,
        sendTo: sender,
        listenOn: { url: r.url, cookie: sessions.procurement.cookie, email: 'procurement@procura.test' },
        samples: 100,
      });
      latency.push(result);
      log(
        `event latency, ${r.route}: ${ms(result)} from the send; ${ms(result.afterAnswer)} from its answer ` +
          `(${result.samples} samples, ${result.errors} errors)`,
      );
    }
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `messaging-${kind}.json`);
    const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version };
    writeFileSync(
      file,
      `${JSON.stringify({ started, finished: new Date().toISOString(), machine, messages: args.messages, instances: servers.length, endpoints, latency }, null, 2)}\n`,
    );
    log(`\nmeasured: ${file}`);
  } finally {
    for (const s of servers) await s.stop();
  }
}
