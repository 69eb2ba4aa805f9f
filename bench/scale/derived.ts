import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Brings everything derived from the loaded rows up to date, after the load and its indexes: the
 * planner's statistics, and (as they are added) the rollup tables kept by the app's writes, rebuilt
 * here from the rows in one statement each.
 */
export async function refreshDerived(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
