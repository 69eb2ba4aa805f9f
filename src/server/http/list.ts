import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { asc, desc, is, sql, type AnyColumn, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { PgTable, type PgSelect } from 'drizzle-orm/pg-core';
import { INTEGER_MAX, queryInteger } from '@shared/numbers';
import { queryRows, type DbOrTx } from '../db/client';
import { holdsAtMost } from '../db/table-size';
import { badRequest } from './errors';

/** Paging, sorting and free-text search every list endpoint accepts. */
export const listQuerySchema = z.object({
  limit: queryInteger({ min: 1, max: 500, default: 50 }),
  offset: queryInteger({ min: 0, max: INTEGER_MAX, default: 0 }),
  sort: z.string().trim().max(64).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** `sort=field` ascending, `sort=-field` descending; only the listed fields are allowed. */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
  tieBreaker: AnyColumn,
): SQL[] {
  if (!sort) return [...fallback, asc(tieBreaker)];
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const column = columns[field];
  if (!column) {
    throw badRequest(`Cannot sort by ${field}`, { sort: `Allowed: ${Object.keys(columns).join(', ')}` });
  }
  return [descending ? desc(column) : asc(column), asc(tieBreaker)];
}

/**
 * Lists count at most this many matching rows; beyond it the answer says "more than this"
 * (X-Total-Count: LIST_COUNT_CAP with X-Total-Count-Capped: true) and the screens show "1,000+"
 * (a text search stops sooner: SEARCH_COUNT_CAP).
 */
export const LIST_COUNT_CAP = 1000;

/**
 * A text search (`q`) counts at most this many matches ("100+"): a common word matches a large part of
 * a table, and counting it to LIST_COUNT_CAP reads ten times the rows of the answer people act on —
 * they narrow the search rather than page past the hundredth match (decision 019).
 */
export const SEARCH_COUNT_CAP = 100;

/** The count cap of a list page: SEARCH_COUNT_CAP when it searches for text, else LIST_COUNT_CAP. */
export function countCapOf(page: { q?: string | undefined }): number {
  return page.q ? SEARCH_COUNT_CAP : LIST_COUNT_CAP;
}

/** A list page: its window, and the text it searches for (which sets its count cap: countCapOf). */
export type PageWindow = { limit: number; offset: number; q?: string | undefined };

/** The select list of a list's count query: `db.select(matchingRow).from(…joins the filter needs)`. */
export const matchingRow = { one: sql<number>`1`.as('one') };

/**
 * What a list counts: its table, or (when the filter needs joins) `db.select(matchingRow)` from those
 * joins.
 */
export type Counted =
  | PgTable
  | {
      _: { result: { one: number }[] };
      $dynamic(): {
        where(where: SQL | undefined): { limit(n: number): SQLWrapper & { as(alias: string): Subquery } };
      };
    };

/**
 * What a count filters by: one condition, or disjoint conditions whose union is the rows counted (a
 * visibility rule's parts with the filters, e.g. visibleRequisitionParts), counted in one statement part
 * after part until the cap — the first part, read from its own index, usually reaches it alone.
 */
type CountWhere = SQL | undefined | SQL[];

/** The rows of a list page and how many match in all: exact up to its count cap, else `capped`. */
export type ListResult<T> = { rows: T[]; total: number; capped: boolean };

/** The column a page's statement carries its count in (PageRows as a function). */
export const LIST_TOTAL = 'listTotal';
/** What a list's page selects its count as: `db.select({ ...columns, ...total })`. */
export type TotalColumn = { [LIST_TOTAL]: SQL<number | null> };

/**
 * A list's rows: `db.select(…).from(…)` with the joins its rows read; or `rows` building it with one
 * more column (TotalColumn, spread into its select), in which the page's own statement counts the
 * matching rows — one statement where a full page took two — when `table` (the listed rows' table)
 * holds more than COUNT_WITH_PAGE_ABOVE rows and the page has no text to search.
 */
export type PageRows<T> = T | { table: PgTable; rows: (total: TotalColumn) => T };

/**
 * Tables up to this many rows count a full page in a statement of its own: most of their pages are not
 * full, and tell their totals themselves (on PGlite at demo scale, some lists measured 0.3–1 ms slower
 * counting in the page's statement, within a wide spread).
 */
export const COUNT_WITH_PAGE_ABOVE = LIST_COUNT_CAP;

export type RowOf<T extends { $dynamic(): PgSelect }> = ReturnType<T['$dynamic']>['_']['result'][number];

/** The page's rows without the count a PageRows function selected with them. */
function withoutTotal<R>(rows: R[]): Omit<R, typeof LIST_TOTAL>[] {
  return rows.map((row) => {
    const { [LIST_TOTAL]: _total, ...rest } = row as R & { [LIST_TOTAL]?: number };
    return rest;
  });
}

/**
 * One page of a list and how many rows match in all: `rows` (select … from … joins) and `counted` both
 * filtered by `where`, the rows sorted by `order` and cut to the page. The count reads at most
 * countCapOf(page) + 1 matching rows, and is not used when the page itself tells the total (a page that
 * is not full) or when the rows already seen pass the cap; with `rows` a function (PageRows) it is a
 * column of the page's statement, else a statement of its own run only when needed.
 * `countWhere`: the same rows as `where`, written for the count (see listPageByParts).
 */
export async function listPage<T extends { $dynamic(): PgSelect }>(
  db: DbOrTx,
  rows: PageRows<T>,
  counted: Counted,
  where: SQL | undefined,
  order: SQL[],
  page: PageWindow,
  countWhere: CountWhere = where,
): Promise<ListResult<Omit<RowOf<T>, typeof LIST_TOTAL>>> {
  const most = countCapOf(page) + 1;
  const built = '$dynamic' in rows;
  // A text search's page is often not full (a rare word), and then tells its total itself: its count
  // stays a statement of its own, run only for a full page (counting in the page's statement cost a
  // rare word's search 0.5–2 ms more).
  const withPage = !built && !page.q && !(await holdsAtMost(db, rows.table, COUNT_WITH_PAGE_ABOVE));
  const query = built
    ? rows
    : rows.rows({
        [LIST_TOTAL]: withPage ? countQuery(db, counted, countWhere, most) : sql<number | null>`null`,
      });
  const found: RowOf<T>[] = await query
    .$dynamic()
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const told = (found[0] as { [LIST_TOTAL]?: number | null } | undefined)?.[LIST_TOTAL];
  const total = await boundedTotal(page, found.length, () =>
    told === undefined || told === null ? countCapped(db, counted, countWhere, most) : Promise.resolve(told),
  );
  return { rows: built ? found : withoutTotal(found), ...total };
}

/**
 * How many rows match `where` (a condition or disjoint parts: CountWhere), counting at most `most`: a
 * scalar subquery, to read on its own (countCapped), as a column of the page's statement (listPage) or
 * among other figures (countAtMost: the glance counts, GLANCE_COUNT_CAP).
 */
function countQuery(db: DbOrTx, counted: Counted, where: CountWhere, most: number): SQL<number> {
  const matching = (w: SQL | undefined) =>
    (is(counted, PgTable) ? db.select(matchingRow).from(counted).$dynamic() : counted.$dynamic())
      .where(w)
      .limit(most);
  if (Array.isArray(where)) {
    // union all runs its arms in turn, and the outer limit stops it once the cap is reached.
    const arms = sql.join(
      where.map((part) => sql`(${matching(part)})`),
      sql` union all `,
    );
    return sql<number>`(select count(*)::int from (select 1 from (${arms}) arms limit ${most}) matching)`;
  }
  return sql<number>`(select count(*)::int from (${matching(where)}) matching)`;
}

/**
 * How many rows of `table` match `where`, counted to at most `most` (countQuery); while the whole table
 * holds no more rows than that (holdsAtMost, known for a minute), a plain count, bounded by the table
 * and one subquery fewer to build and plan (the glance counts at demo scale: about 0.2 ms a summary).
 */
export async function countAtMost(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  most: number,
): Promise<SQL<number>> {
  if (!(await holdsAtMost(db, table, most))) return countQuery(db, table, where, most);
  return sql<number>`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`;
}

/** countQuery in a statement of its own. */
async function countCapped(db: DbOrTx, counted: Counted, where: CountWhere, most: number) {
  const [row] = await queryRows<{ n: number }>(db, sql`select ${countQuery(db, counted, where, most)} as n`);
  return row?.n ?? 0;
}

/**
 * The total of a list whose page at `page.offset` holds `shown` rows: told by the page itself when it
 * is not full (or its rows pass the cap), else `countCapped()` — which must count at most
 * countCapOf(page) + 1 matching rows (e.g. `select count(*) from (select 1 … limit <cap + 1>)`).
 */
export async function boundedTotal(
  page: PageWindow,
  shown: number,
  countCapped: () => Promise<number>,
): Promise<{ total: number; capped: boolean }> {
  const cap = countCapOf(page);
  const bounded = (n: number) => (n > cap ? { total: cap, capped: true } : { total: n, capped: false });
  const seen = page.offset + shown;
  if (shown < page.limit && (shown > 0 || page.offset === 0)) return bounded(seen);
  if (seen > cap) return bounded(seen);
  return bounded(await countCapped());
}

/**
 * A list answers a JSON array (the page's rows); the number of matching rows comes in X-Total-Count,
 * and X-Total-Count-Capped: true when more than that many match.
 */
export function sendList<T>(reply: FastifyReply, page: { rows: T[]; total: number; capped?: boolean }): T[] {
  reply.header('X-Total-Count', String(page.total));
  if (page.capped) reply.header('X-Total-Count-Capped', 'true');
  return page.rows;
}

/** The user's text as an ILIKE pattern matching exactly that text (the LIKE wildcards escaped). */
export function exactly(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, with the LIKE wildcards in the user's text escaped. */
export function likePattern(text: string): string {
  return `%${exactly(text)}%`;
}
