import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeCondition, scopeOf } from '../auth/scope';
import { requisitions } from '../db/schema/requisitions';

/**
 * Requisitions a user may see: all-department roles every one, department roles their department's,
 * everyone else their own; someone else's draft is never shown. undefined = no limit.
 */
export function requisitionVisibility(user: SessionUser): SQL | undefined {
  const scope = scopeOf(user);
  const inScope = scopeCondition(scope, {
    department: requisitions.department,
    owner: requisitions.requestorId,
  });
  return and(inScope, or(ne(requisitions.status, 'draft'), eq(requisitions.requestorId, user.id)));
}
