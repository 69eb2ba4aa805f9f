import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { asc, desc, is, sql, type AnyColumn, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { PgTable, type PgSelect } from 'drizzle-orm/pg-core';
import { INTEGER_MAX, queryInteger } from '@shared/numbers';
import { queryRows, type DbOrTx } from '../db/client';
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
 * (X-Total-Count: LIST_COUNT_CAP with X-Total-Count-Capped: true) and the screens show "1,000+".
 */
export const LIST_COUNT_CAP = 1000;

/** The select list of a list's count query: `db.select(matchingRow).from(…joins the filter needs)`. */
export const matchingRow = { one: sql<number>`1`.as('one') };

/**
 * What a list counts: its table, or (when the filter needs joins) `db.select(matchingRow)` from those
 * joins.
 */
type Counted =
  | PgTable
  | {
      _: { result: { one: number }[] };
      $dynamic(): {
        where(where: SQL | undefined): { limit(n: number): SQLWrapper & { as(alias: string): Subquery } };
      };
    };

/** The rows of a list page and how many match in all: exact up to LIST_COUNT_CAP, else `capped`. */
export type ListResult<T> = { rows: T[]; total: number; capped: boolean };

/**
 * One page of a list and how many rows match in all: `rows` (select … from … joins) and `counted` both
 * filtered by `where`, the rows sorted by `order` and cut to the page. The count reads at most
 * LIST_COUNT_CAP + 1 matching rows, and is not run when the page itself tells the total (a page that is
 * not full) or when the rows already seen pass the cap.
 *
 * `countParts`, when given, are disjoint conditions whose union is `where` (a visibility rule's
 * `or` split apart, each with the filters): the count then reads each part by its own index scan, up
 * to the cap, where the `or` of two indexed columns reads a bitmap of both and a heap page per row.
 */
export async function listPage<T extends { $dynamic(): PgSelect }>(
  db: DbOrTx,
  rows: T,
  counted: Counted,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
  countParts?: (SQL | undefined)[],
): Promise<ListResult<ReturnType<T['$dynamic']>['_']['result'][number]>> {
  const found = await rows
    .$dynamic()
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const matching = (condition: SQL | undefined) =>
    (is(counted, PgTable) ? db.select(matchingRow).from(counted).$dynamic() : counted.$dynamic())
      .where(condition)
      .limit(LIST_COUNT_CAP + 1);
  const total = await boundedTotal(page, found.length, async () => {
    if (!countParts || countParts.length < 2) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching(where).as('matching'));
      return row?.n ?? 0;
    }
    const union = sql.join(
      countParts.map((part) => sql`(${matching(part)})`),
      sql` union all `,
    );
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from (${union}) parts limit ${LIST_COUNT_CAP + 1}) matching`,
    );
    return Number(row?.n ?? 0);
  });
  return { rows: found, ...total };
}

/**
 * The total of a list whose page at `page.offset` holds `shown` rows: told by the page itself when it
 * is not full (or its rows pass the cap), else `countCapped()` — which must count at most
 * LIST_COUNT_CAP + 1 matching rows (e.g. `select count(*) from (select 1 … limit LIST_COUNT_CAP + 1)`).
 */
export async function boundedTotal(
  page: { limit: number; offset: number },
  shown: number,
  countCapped: () => Promise<number>,
): Promise<{ total: number; capped: boolean }> {
  const seen = page.offset + shown;
  if (shown < page.limit && (shown > 0 || page.offset === 0)) return bounded(seen);
  if (seen > LIST_COUNT_CAP) return bounded(seen);
  return bounded(await countCapped());
}

const bounded = (n: number) =>
  n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, capped: true } : { total: n, capped: false };

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
