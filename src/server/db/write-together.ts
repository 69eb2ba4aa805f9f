import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Sends independent writes (drizzle inserts, updates or deletes without `returning`) to the database
 * as one statement, `with w0 as (…), w1 as (…) select 1`: one round trip instead of one per write.
 * PostgreSQL runs every data-modifying WITH clause exactly once and to completion.
 *
 * Only for writes that do not read each other's rows. They all see the database as it was before the
 * statement, and the order they run in is not defined: a row trigger of one (a BEFORE trigger's
 * query) may not see what another writes. Foreign keys and statement-level AFTER triggers are checked
 * when the whole statement has run, so a row may name one written beside it: an approval request and
 * its steps, whose trigger keeps the queue order the steps carry (migration 0043) when it cannot read
 * the request. Absent writes (`false`, `null`, `undefined`) are skipped; a single write is sent as it is.
 */
export async function writeTogether(
  tx: DbOrTx,
  ...writes: (SQLWrapper | false | null | undefined)[]
): Promise<void> {
  const present = writes.filter((w): w is SQLWrapper => Boolean(w));
  if (!present.length) return;
  if (present.length === 1) {
    await tx.execute(present[0]!.getSQL());
    return;
  }
  const clauses = present.map((w, i) => sql`${sql.identifier(`w${i}`)} as (${w.getSQL()})`);
  await tx.execute(sql`with ${sql.join(clauses, sql`, `)} select 1`);
}
