import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { JobDefinition } from './runner';

export const PRUNE_JOBS_JOB = 'jobs.prune';
/** Done jobs are kept this long (for looking back at what ran); failed jobs are kept until removed by hand. */
export const DONE_JOBS_KEPT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A recurring job (daily by default) that deletes rows in batches of `batch` (short transactions) until
 * a batch comes back short. `deleteBatch(limit)` deletes at most `limit` rows and returns their ids.
 */
export function batchedDeleteJob(opts: {
  kind: string;
  batch: number;
  everyMs?: number;
  deleteBatch: (limit: number) => SQL;
}): JobDefinition {
  return {
    kind: opts.kind,
    everyMs: opts.everyMs ?? DAY_MS,
    runAtStart: false,
    maxAttempts: 3,
    handler: async (_payload, { db }) => {
      for (;;) {
        const rows = await queryRows(db, opts.deleteBatch(opts.batch));
        if (rows.length < opts.batch) return;
      }
    },
  };
}

/** A daily job that deletes done jobs older than DONE_JOBS_KEPT_DAYS. */
export function pruneJobsJob(everyMs = DAY_MS): JobDefinition {
  return batchedDeleteJob({
    kind: PRUNE_JOBS_JOB,
    batch: 1000,
    everyMs,
    deleteBatch: (limit) =>
      sql`delete from jobs where id = any(array(
            select id from jobs where status = 'done'
              and done_at < now() - make_interval(days => ${DONE_JOBS_KEPT_DAYS})
            order by done_at limit ${limit}))
          returning id`,
  });
}
