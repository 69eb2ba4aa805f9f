import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idCounters } from '../db/schema/admin';

/** Random id for rows nobody types (line items, steps, files). */
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;

/**
 * Next value of a named counter, inside the caller's transaction (row-locked, so concurrent
 * callers get distinct values). `start` is the first value handed out when the counter is new.
 */
export async function nextCounter(tx: DbOrTx, name: string, start = 1): Promise<number> {
  const rows = await tx
    .insert(idCounters)
    .values({ name, value: start })
    .onConflictDoUpdate({ target: idCounters.name, set: { value: sql`${idCounters.value} + 1` } })
    .returning({ value: idCounters.value });
  return rows[0]!.value;
}
