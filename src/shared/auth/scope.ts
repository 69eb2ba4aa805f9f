import type { SessionUser } from './types';

/**
 * How far a user's sight reaches (spec section 6, "Departments visible"): all-department roles see
 * every department's records, roles with `view_department_data` their own department's, everyone
 * else only the records they raised. Each record type's visibility rule starts from this.
 */
export type Scope =
  { kind: 'all' } | { kind: 'department'; department: string } | { kind: 'own'; userId: string };

export function scopeOf(
  user: Pick<SessionUser, 'id' | 'department' | 'canViewAllDepartments' | 'permissions'>,
): Scope {
  if (user.canViewAllDepartments) return { kind: 'all' };
  if (user.permissions.includes('view_department_data'))
    return { kind: 'department', department: user.department };
  return { kind: 'own', userId: user.id };
}
