/**
 * Starts the app as a real process (`node --import tsx src/server/main.ts`) on a PostgreSQL database
 * (or on the embedded PGlite database of a data directory),
 * production-like (NODE_ENV=production, logs at warn, no demo seeding), and waits for its health check.
 * The sign-in and API rate limits are lifted: the load generator is one address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Started = { url: string; child: ChildProcess; log: string; stop: () => Promise<void> };

const root = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * `extraEnv` wins over the defaults (e.g. DATABASE_POOL_SIZE); SESSION_SECRET and DATA_ENCRYPTION_KEY
 * come from the environment when set (bank details sealed with that key stay readable), else random.
 */
export async function startServer(opts: {
  /** A PostgreSQL database, or (absent) the embedded PGlite database in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  label: string;
  seedDemo?: boolean;
  extraEnv?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<Started> {
  const port = await freePort();
  const dir = path.join(root, '.test-data', 'measure', opts.label);
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'server.log');
  const child = spawn(
    process.execPath,
    [
      ...(process.env.MEASURE_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.MEASURE_CPU_PROF]
        : []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY || randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: opts.databaseUrl ?? '',
        SEED_DEMO: opts.seedDemo ? 'true' : 'false',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000000',
        API_RATE_LIMIT: '100000000',
        DATA_DIR: opts.pgliteDir ? path.resolve(opts.pgliteDir) : path.join(dir, 'data'),
        CLIENT_DIR: path.join(dir, 'no-client'),
        ...opts.extraEnv,
      },
    },
  );
  const out = createWriteStream(log);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const until = Date.now() + (opts.startTimeoutMs ?? 300_000);
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} (see ${log})`);
    if (Date.now() > until) {
      await stop();
      throw new Error(`the app did not answer /api/health in time (see ${log})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, log, stop };
}
