/**
 * `npm run bench`: with `--scale[=0.1]` (or BENCH_SCALE) or `--pglite <dir>`, loads the scale data set
 * (bench/scale) and measures it; otherwise the in-process list and search bench on bench/data.ts
 * (bench/classic.ts; BENCH_N, BENCH_RUNS, BENCH_DATABASE_URL).
 */
import { parseScaleArgs, runScale } from './scale/main';
import { runClassic } from './classic';

try {
  const scale = parseScaleArgs(process.argv.slice(2), process.env);
  if (scale) await runScale(scale);
  else await runClassic();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
