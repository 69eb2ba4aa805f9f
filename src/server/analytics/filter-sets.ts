import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  filterSetFiltersSchema,
  type CreateFilterSet,
  type FilterSet,
  type FilterSetFilters,
} from '@shared/analytics/filter-sets';
import type { Db, DbOrTx } from '../db/client';
import { savedFilterSets } from '../db/schema/admin';
import { notFound } from '../http/errors';
import { audit } from '../lib/audit';
import { newId } from '../lib/ids';

/** A user keeps at most this many sets; the list answers them all, newest first. */
export const FILTER_SET_LIMIT = 200;

type Row = typeof savedFilterSets.$inferSelect;

/** The stored filters as the schema reads them (a key it does not know, or a bad value, is left out). */
function filtersOf(stored: Record<string, unknown>): FilterSetFilters {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filterSetFiltersSchema.shape)) {
    if (!(key in stored)) continue;
    const one = filterSetFiltersSchema.shape[key as keyof FilterSetFilters].safeParse(stored[key]);
    if (one.success && one.data !== undefined) out[key] = one.data;
  }
  return out as FilterSetFilters;
}

const view = (row: Row): FilterSet => ({
  id: row.id,
  name: row.name,
  description: row.description,
  filters: filtersOf(row.filters),
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/analytics/filter-sets: the user's own sets, newest first. */
export async function listFilterSets(db: DbOrTx, user: SessionUser): Promise<FilterSet[]> {
  const rows = await db
    .select()
    .from(savedFilterSets)
    .where(eq(savedFilterSets.userId, user.id))
    .orderBy(desc(savedFilterSets.createdAt), desc(savedFilterSets.id))
    .limit(FILTER_SET_LIMIT);
  return rows.map(view);
}

/** POST /api/analytics/filter-sets: a set of the user's, audited. */
export async function createFilterSet(db: Db, user: SessionUser, input: CreateFilterSet): Promise<FilterSet> {
  const { name, description = '', filters = {} } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedFilterSets)
      .values({ id: newId('sfs'), userId: user.id, name, description, filters })
      .returning();
    await audit(tx, {
      actorId: user.id,
      action: 'filter-set.create',
      entityType: 'filter-set',
      entityId: row!.id,
      details: { name, filters },
    });
    return view(row!);
  });
}

/** DELETE /api/analytics/filter-sets/{id}: one of the user's sets (another user's is 404), audited. */
export async function deleteFilterSet(
  db: Db,
  user: SessionUser,
  id: string,
): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedFilterSets)
      .where(and(eq(savedFilterSets.id, id), eq(savedFilterSets.userId, user.id)))
      .returning({ id: savedFilterSets.id, name: savedFilterSets.name });
    if (!row) throw notFound('Filter set');
    await audit(tx, {
      actorId: user.id,
      action: 'filter-set.delete',
      entityType: 'filter-set',
      entityId: row.id,
      details: { name: row.name },
    });
    return { id: row.id, deleted: true as const };
  });
}
