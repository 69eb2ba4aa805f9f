import type { SessionUser } from '@shared/auth/types';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Which records a user may see (spec section 6, "Departments visible"):
 * all-department roles see everything, department roles their department, others their own.
 */
export type Scope = { kind: 'all' } | { kind: 'department'; department: string } | { kind: 'own'; userId: string };

export function scopeOf(user: SessionUser): Scope {
  if (user.canViewAllDepartments) return { kind: 'all' };
  if (user.permissions.includes('view_department_data')) return { kind: 'department', department: user.department };
  return { kind: 'own', userId: user.id };
}

/** A WHERE condition for a table with a department column and an owner column; undefined = no limit. */
export function scopeCondition(scope: Scope, columns: { department: AnyColumn; owner: AnyColumn | SQL }): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'department') return eq(columns.department, scope.department);
  return sql`${columns.owner} = ${scope.userId}`;
}
