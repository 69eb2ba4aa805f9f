import { openDatabase, type Database } from '../../src/server/db/client';
import { loadScale, type LoadReport } from './load';
import { scaleFactorFrom } from './shape';
import { runMeasure } from '../measure/run-measure';
import { ensureDatabase } from './ensure-database';

export type ScaleArgs = {
  factor: number;
  databaseUrl?: string;
  pgliteDir?: string;
  reset: boolean;
  loadOnly: boolean;
};

/** The PGlite variant loads the 10% shape (100,000 invoices) unless --scale says otherwise. */
const PGLITE_FACTOR = 0.1;

/** `--scale[=f]` / BENCH_SCALE, `--pglite <dir>`, `--reset`, `--load-only`, BENCH_DATABASE_URL. */
export function parseScaleArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ScaleArgs | undefined {
  const at = argv.indexOf('--pglite');
  const pgliteDir = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && (!pgliteDir || pgliteDir.startsWith('--')))
    throw new Error('--pglite needs a directory: --pglite <dir>');
  const factor = scaleFactorFrom(argv, env) ?? (pgliteDir ? PGLITE_FACTOR : undefined);
  if (factor === undefined) return undefined;
  const databaseUrl = env.BENCH_DATABASE_URL;
  if (!pgliteDir && !databaseUrl)
    throw new Error(
      'BENCH_DATABASE_URL is not set: the scale data set loads into PostgreSQL, e.g. ' +
        'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/procura_scale10 npm run bench -- --scale=0.1 ' +
        '(a database that does not exist is created; one that exists must be empty), or into a PGlite directory with --pglite <dir>.',
    );
  return {
    factor,
    databaseUrl: pgliteDir ? undefined : databaseUrl,
    pgliteDir,
    reset: argv.includes('--reset'),
    loadOnly: argv.includes('--load-only'),
  };
}

/**
 * One session for the whole load (its work tables are temporary) and generous timeouts: index
 * builds at full scale run for minutes.
 */
export function openForLoad(args: ScaleArgs): Promise<Database> {
  if (args.pgliteDir) return openDatabase({ dataDir: args.pgliteDir });
  const pool = { size: 1, statementTimeoutMs: 3_600_000, connectTimeoutMs: 60_000 };
  return openDatabase({ databaseUrl: args.databaseUrl!, pool });
}

export function printReport(report: LoadReport, where: string): void {
  console.log(`\nloaded scale ${report.shape.factor} into ${where} in ${report.seconds.toFixed(1)} s`);
  for (const [table, n] of Object.entries(report.rows))
    console.log(`  ${table.padEnd(22)} ${String(n).padStart(10)}`);
}

/** `npm run bench -- --scale…`: loads the data set, then measures it (unless --load-only). */
export async function runScale(args: ScaleArgs): Promise<void> {
  const where = args.pgliteDir ? `PGlite ${args.pgliteDir}` : (args.databaseUrl ?? '');
  if (args.databaseUrl && (await ensureDatabase(args.databaseUrl)) === 'created')
    console.log(`created the database ${new URL(args.databaseUrl).pathname.slice(1)}`);
  const database = await openForLoad(args);
  try {
    const report = await loadScale(database, {
      factor: args.factor,
      reset: args.reset,
      log: (l) => console.log(l),
    });
    printReport(report, where);
  } finally {
    await database.close();
  }
  if (args.loadOnly) return;
  const { file } = await runMeasure({
    label: labelOf(args),
    db: args.databaseUrl,
    pglite: args.pgliteDir,
    log: (l) => console.log(l),
  });
  console.log(`\nmeasured: ${file} (npx tsx bench/measure/cli.ts --report compares the labels)`);
}

/** pg-100 / pg-10 / pglite-10: the label the report pairs for the slope (100 % ÷ 10 %). */
function labelOf(args: ScaleArgs): string {
  return `${args.pgliteDir ? 'pglite' : 'pg'}-${Math.round(args.factor * 100)}`;
}
