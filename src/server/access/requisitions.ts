import { and, eq, ne, not, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';
import { requisitions } from '../db/schema/requisitions';

/**
 * THE rule for which requisitions (and change orders) a user may see — lists, detail, search, the
 * assistant, attachments and everything else that reads requisitions use this one condition:
 * a user always sees their own; beyond that all-department roles see every department's and
 * department roles their department's, but never someone else's draft. No join needed.
 */
export function visibleRequisitions(user: SessionUser): SQL {
  const scope = scopeOf(user);
  const own = eq(requisitions.requestorId, user.id);
  if (scope.kind === 'own') return own;
  const notDraft = ne(requisitions.status, 'draft');
  if (scope.kind === 'all') return or(own, notDraft)!;
  return or(own, and(eq(requisitions.department, scope.department), notDraft))!;
}

/**
 * visibleRequisitions as disjoint conditions whose union is the same rows, the largest first, each read
 * from one index — for counting part by part (http/list.ts CountWhere): the department's (for
 * all-department roles every department's) requisitions that are not drafts, then the user's own others.
 */
export function visibleRequisitionParts(user: SessionUser): SQL[] {
  const scope = scopeOf(user);
  const own = eq(requisitions.requestorId, user.id);
  if (scope.kind === 'own') return [own];
  const notDraft = ne(requisitions.status, 'draft');
  const ownDrafts = and(own, eq(requisitions.status, 'draft'))!;
  if (scope.kind === 'all') return [notDraft, ownDrafts];
  const inDepartment = eq(requisitions.department, scope.department);
  return [and(inDepartment, notDraft)!, and(own, or(eq(requisitions.status, 'draft'), not(inDepartment)))!];
}

/** The requisition row when the user may see it; 404 otherwise (out of scope looks like missing). */
export async function findVisibleRequisition(db: DbOrTx, user: SessionUser, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(requisitions)
    .where(and(eq(requisitions.id, id), visibleRequisitions(user)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Requisition');
  return row;
}
