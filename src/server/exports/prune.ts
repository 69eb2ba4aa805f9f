import { sql } from 'drizzle-orm';
import { batchedDeleteJob } from '../jobs/prune';
import type { JobDefinition } from '../jobs/runner';

export const PRUNE_EXPORTS_JOB = 'exports.prune';

/**
 * A daily job that deletes expired exports (their files with them), a hundred at a time (short
 * transactions; files can be large). A link of a deleted export answers 404 like any unknown one.
 */
export function pruneExportsJob(everyMs?: number): JobDefinition {
  return batchedDeleteJob({
    kind: PRUNE_EXPORTS_JOB,
    batch: 100,
    everyMs,
    deleteBatch: (limit) =>
      sql`delete from exports where id = any(array(
            select id from exports where expires_at < now() order by expires_at limit ${limit}))
          returning id`,
  });
}
