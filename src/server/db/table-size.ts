import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from './client';

/** How long a table's size (whether it holds more than some number of rows) is taken as known. */
const SIZE_KNOWN_MS = 60_000;
type Known = { within: boolean; at: number };
const sizes = new WeakMap<object, Map<PgTable, Map<number, Known>>>();

/**
 * The table holds at most `rows` rows: counted to one more, and remembered a minute per database,
 * table and bound, so requests pay the statement at most once a minute (lib/match-order.ts isSmall;
 * whether a list counts in its page's statement, http/list.ts).
 */
export async function holdsAtMost(db: DbOrTx, table: PgTable, rows: number): Promise<boolean> {
  const tables = sizes.get(db) ?? new Map<PgTable, Map<number, Known>>();
  sizes.set(db, tables);
  const bounds = tables.get(table) ?? new Map<number, Known>();
  tables.set(table, bounds);
  const size = bounds.get(rows);
  if (size && Date.now() - size.at < SIZE_KNOWN_MS) return size.within;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} limit ${rows + 1}) s`,
  );
  const within = (row?.n ?? 0) <= rows;
  bounds.set(rows, { within, at: Date.now() });
  return within;
}
