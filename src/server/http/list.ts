import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { INTEGER_MAX, queryInteger } from '@shared/numbers';
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

/** A list answers a JSON array; the total comes in X-Total-Count. */
export function sendList<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}

/** The user's text as an ILIKE pattern matching exactly that text (the LIKE wildcards escaped). */
export function exactly(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, with the LIKE wildcards in the user's text escaped. */
export function likePattern(text: string): string {
  return `%${exactly(text)}%`;
}
