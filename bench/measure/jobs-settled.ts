/**
 * Waits until the app's background jobs on a PostgreSQL database have settled: no job due or running
 * (e.g. the anomaly scan a fresh start queues, whose statements take seconds on the scale set). The
 * bench measures requests, not a start-up's work beside them; the wait and what was due are logged.
 */
import pg from 'pg';

const busy = `select count(*)::int as n from jobs
  where status = 'pending' and (run_at <= now() or locked_until > now())`;

export async function jobsSettled(
  databaseUrl: string,
  log: (line: string) => void,
  opts: { timeoutMs?: number; pollMs?: number } = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(busy);
      const n = rows[0]?.n ?? 0;
      if (n === 0) break;
      if (Date.now() - started > (opts.timeoutMs ?? 600_000)) {
        log(
          `background jobs still busy (${n}) after ${Math.round((Date.now() - started) / 1000)} s; measuring anyway`,
        );
        return;
      }
      await new Promise((r) => setTimeout(r, opts.pollMs ?? 1000));
    }
    log(`background jobs settled after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
