/**
 * npx tsx bench/measure/cli.ts --db <postgres url> --label pg-10 [--rate 500] [--duration 30] …
 * npx tsx bench/measure/cli.ts --pglite <data dir> --label pglite-10
 * npx tsx bench/measure/cli.ts --url http://127.0.0.1:5000 --label mine
 * npx tsx bench/measure/cli.ts --report [--labels pg-10,pg-100]
 */
import { parseArgs } from 'node:util';
import { runMeasure, type Phase } from './run-measure';
import { buildReport } from './report';
import { readResults } from './results';

const USAGE = `Usage:
  npx tsx bench/measure/cli.ts --db <postgres url> --label <label> [options]   start the app on that database and measure it
  npx tsx bench/measure/cli.ts --pglite <data dir> --label <label> [options]   the same on the embedded PGlite database of that directory
  npx tsx bench/measure/cli.ts --url <http://host:port> --label <label> [options]   measure a running app
  npx tsx bench/measure/cli.ts --report [--labels a,b]   Markdown tables of bench/results/*.json
Options:
  --runs 30 --warmup 3 --max-seconds 15     closed loop per endpoint and user
  --rate 500 --duration 30                  open-loop read mix
  --create-rate 100 --create-duration 20    open-loop requisition create
  --open-warmup 3                           seconds of each open loop at its rate before the measured window
  --phases endpoints,mix,create             which parts to run
  --common office --rare northstar --clustered laptop --vendor 'Falcon Media'   the search words
  --only /api/analytics,/api/cost-savings   only the endpoints whose name contains one of these (details: /api/invoices/:id)
  --paths '/api/x?limit=10,/api/y'          more list endpoints to time (with --only: these too)
  --timeout 10000 --sockets 600             per-request time limit (ms), keep-alive connections at most
                                            (an open loop at 500/s never waits for one: the server's shedding shows)
  --pool <n>                                DATABASE_POOL_SIZE of the started app
  --seed-demo                               seed the demo data if the database is empty
Environment:
  MEASURE_CPU_PROF=<dir>                    the started app writes a V8 CPU profile there when it stops`;

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    url: { type: 'string' },
    pglite: { type: 'string' },
    label: { type: 'string' },
    report: { type: 'boolean' },
    labels: { type: 'string' },
    runs: { type: 'string' },
    warmup: { type: 'string' },
    'max-seconds': { type: 'string' },
    rate: { type: 'string' },
    duration: { type: 'string' },
    'create-rate': { type: 'string' },
    'create-duration': { type: 'string' },
    'open-warmup': { type: 'string' },
    phases: { type: 'string' },
    common: { type: 'string' },
    only: { type: 'string' },
    paths: { type: 'string' },
    rare: { type: 'string' },
    clustered: { type: 'string' },
    vendor: { type: 'string' },
    timeout: { type: 'string' },
    sockets: { type: 'string' },
    pool: { type: 'string' },
    'seed-demo': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const num = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number (got "${v}")`);
  return n;
};

if (values.help) {
  console.log(USAGE);
} else if (values.report) {
  const labels = values.labels
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  process.stdout.write(buildReport(readResults(undefined, labels)));
} else {
  if (!values.label || (!values.db && !values.url && !values.pglite)) {
    console.error(USAGE);
    process.exit(2);
  }
  const phases = values.phases?.split(',').map((s) => s.trim()) as Phase[] | undefined;
  for (const p of phases ?? [])
    if (!['endpoints', 'mix', 'create'].includes(p)) throw new Error(`unknown phase "${p}"`);
  const words =
    values.common || values.rare || values.clustered || values.vendor
      ? {
          common: values.common ?? 'office',
          rare: values.rare ?? 'northstar',
          clustered: values.clustered ?? 'laptop',
          vendor: values.vendor ?? 'Falcon Media',
        }
      : undefined;
  await runMeasure({
    label: values.label,
    db: values.db,
    url: values.url,
    pglite: values.pglite,
    phases,
    runs: num('runs', values.runs),
    warmup: values.warmup === undefined ? undefined : Number(values.warmup),
    maxSeconds: num('max-seconds', values['max-seconds']),
    rate: num('rate', values.rate),
    duration: num('duration', values.duration),
    createRate: num('create-rate', values['create-rate']),
    createDuration: num('create-duration', values['create-duration']),
    openWarmupS: values['open-warmup'] === undefined ? undefined : Number(values['open-warmup']),
    words,
    only: values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    paths: values.paths
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    timeoutMs: num('timeout', values.timeout),
    maxSockets: num('sockets', values.sockets),
    serverEnv: values.pool ? { DATABASE_POOL_SIZE: values.pool } : undefined,
    seedDemo: values['seed-demo'],
  });
}
