/**
 * `npm run bench`: with `--scale[=0.1]` (or BENCH_SCALE) or `--pglite <dir>`, loads the scale data set
 * (bench/scale) and measures it; with `--messaging`, the Messaging Center at 100,000 messages
 * (bench/messaging); otherwise the in-process list and search bench on bench/data.ts
 * (bench/classic.ts; BENCH_N, BENCH_RUNS, BENCH_DATABASE_URL).
 */
import { parseScaleArgs, runScale } from './scale/main';
import { runClassic } from './classic';
import { parseMessagingArgs, runMessaging } from './messaging/main';

try {
  const argv = process.argv.slice(2);
  const messaging = parseMessagingArgs(argv, process.env);
  const scale = messaging ? undefined : parseScaleArgs(argv, process.env);
  if (messaging) await runMessaging(messaging);
  else if (scale) await runScale(scale);
  else await runClassic();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
