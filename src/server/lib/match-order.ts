import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../db/client';
import { holdsAtMost } from '../db/table-size';

/**
 * How a text search's first rows in a list's order are found.
 *
 * Under ORDER BY … LIMIT, PostgreSQL walks the order's index and tests each row when it expects the
 * matches to come early: with M matches among N rows, after about N / M × LIMIT rows. That assumes
 * the matches are spread evenly over the order, and words are not: every "Laptop …" product sits
 * between K and M by name, so a search for "laptop" (2,063 of 50,000 products) walked 27,000 names
 * to find 50 (20–150 ms). Reading the matches from the trigram indexes and sorting them costs what
 * their number costs, whatever the order.
 *
 * So when PostgreSQL's own estimate of the matches is at most MATCHES_SORTED_UP_TO, the order is
 * given in a form no index serves (`byMatches`), and the matches are read and sorted: the work is
 * bounded by that number (about 5 µs a match with its join: 1,904 in 10 ms, 3,639 in 18 ms).
 * Beyond it the word is common, the walk mostly finds its rows early, and the order stays
 * index-served. The estimate is one EXPLAIN of the filter (planning only, no rows read); it comes
 * from the column statistics, which track a word's frequency to about a quarter (laptop: 1,988
 * estimated for 2,063 on one load of the scale set, 2,520 for 2,119 on another; a rare word: 10 for 0).
 * The bound leaves room for that error: 4,000 matches sort in about 10 ms (20 ms with the list's join),
 * while a common word ("office", 8,193 estimated) is found in under a millisecond along the index.
 */
export const MATCHES_SORTED_UP_TO = 4_000;

/** The root node of PostgreSQL's `explain (format json)` plan of `query` (planning only). */
export async function planRoot<T>(db: DbOrTx, query: SQLWrapper): Promise<T | undefined> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: T }[] | undefined;
  return plan?.[0]?.Plan;
}

/** PostgreSQL's estimate of the rows of `table` that `where` keeps. */
export async function estimatedRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const filter = where ? sql` where ${where}` : sql``;
  const root = await planRoot<{ 'Plan Rows': number }>(db, sql`select 1 from ${table}${filter}`);
  return root?.['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * The table holds at most MATCHES_SORTED_UP_TO rows (counted to one more, remembered a minute per
 * database): then any filter's matches are few and need no estimate — a demo catalogue costs no
 * statement more than before — and a list's count needs no parts (requisitions/queries.ts).
 */
export const isSmall = (db: DbOrTx, table: PgTable): Promise<boolean> =>
  holdsAtMost(db, table, MATCHES_SORTED_UP_TO);

/** True when the matches of `where` are few enough to read and sort (see MATCHES_SORTED_UP_TO). */
export async function sortMatches(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  if (await isSmall(db, table)) return true;
  return (await estimatedRows(db, table, where)) <= MATCHES_SORTED_UP_TO;
}

/**
 * A text column as an order key no index serves, sorting exactly as the column does (same value,
 * same collation): `(column || '')`. With it PostgreSQL cannot walk the column's index for the order.
 */
export const byMatches = (column: AnyColumn): SQL => sql`(${column} || '')`;
