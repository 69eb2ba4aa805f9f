import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { asc, count, desc, is, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgTable, type PgSelect } from 'drizzle-orm/pg-core';
import { INTEGER_MAX, queryInteger } from '@shared/numbers';
import type { DbOrTx } from '../db/client';
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

/** What a list counts: its table, or (when the filter needs joins) `select({ n: count() })` from those joins. */
type Counted = PgTable | { $dynamic(): { where(where: SQL | undefined): PromiseLike<{ n: number }[]> } };

/**
 * One page of a list and how many rows match in all: `rows` (select … from … joins) and `counted` both
 * filtered by `where`, the rows sorted by `order` and cut to the page.
 */
export async function listPage<T extends { $dynamic(): PgSelect }>(
  db: DbOrTx,
  rows: T,
  counted: Counted,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: ReturnType<T['$dynamic']>['_']['result']; total: number }> {
  const countQuery = is(counted, PgTable)
    ? db.select({ n: count() }).from(counted).$dynamic()
    : counted.$dynamic();
  const [found, [total]] = await Promise.all([
    rows
      .$dynamic()
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    countQuery.where(where),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}

/** A list answers a JSON array (the page's rows); the total comes in X-Total-Count. */
export function sendList<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(page.total));
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
