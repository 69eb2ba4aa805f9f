import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { JobDefinition } from './runner';

export const PRUNE_JOBS_JOB = 'jobs.prune';
/** Done jobs are kept this long (for looking back at what ran); failed jobs are kept until removed by hand. */
export const DONE_JOBS_KEPT_DAYS = 7;
const BATCH = 1000;

/** A daily job that deletes done jobs older than DONE_JOBS_KEPT_DAYS, in batches (short transactions). */
export function pruneJobsJob(everyMs = 24 * 60 * 60 * 1000): JobDefinition {
  return {
    kind: PRUNE_JOBS_JOB,
    everyMs,
    runAtStart: false,
    maxAttempts: 3,
    handler: async (_payload, { db }) => {
      for (;;) {
        const rows = await queryRows(
          db,
          sql`delete from jobs where id = any(array(
                select id from jobs where status = 'done'
                  and done_at < now() - make_interval(days => ${DONE_JOBS_KEPT_DAYS})
                order by done_at limit ${BATCH}))
              returning id`,
        );
        if (rows.length < BATCH) return;
      }
    },
  };
}
