import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { JobDefinition } from '../jobs/runner';

export const PRUNE_EXPORTS_JOB = 'exports.prune';
const BATCH = 100;

/**
 * A daily job that deletes expired exports (their files with them), a few at a time (short
 * transactions; files can be large). A link of a deleted export answers 404 like any unknown one.
 */
export function pruneExportsJob(everyMs = 24 * 60 * 60 * 1000): JobDefinition {
  return {
    kind: PRUNE_EXPORTS_JOB,
    everyMs,
    runAtStart: false,
    maxAttempts: 3,
    handler: async (_payload, { db }) => {
      for (;;) {
        const rows = await queryRows(
          db,
          sql`delete from exports where id = any(array(
                select id from exports where expires_at < now() order by expires_at limit ${BATCH}))
              returning id`,
        );
        if (rows.length < BATCH) return;
      }
    },
  };
}
