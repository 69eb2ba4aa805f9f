import { and, eq, gt, isNull, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { scopeOf } from '@shared/auth/scope';

/**
 * A record type's visibility rule from its indexed requestor and department columns: all-department
 * roles every record (undefined); a user always their own records; department roles also their
 * department's. `whole`: the rule as one condition; `parts`: the same rule as disjoint conditions, each
 * read from one index — the department's records, then the user's own records of other departments
 * (department before d, after d, or none: each answered by a (requestor, department) index in a few
 * index pages, usually with nothing — where `<>` would read every own record).
 */
export function requestorDepartmentRule(
  user: SessionUser,
  columns: { requestor: AnyColumn; department: AnyColumn },
): { whole: SQL; parts: SQL[] } | undefined {
  const scope = scopeOf(user);
  if (scope.kind === 'all') return undefined;
  const own = eq(columns.requestor, user.id);
  if (scope.kind === 'own') return { whole: own, parts: [own] };
  const { department: d } = scope;
  const department = eq(columns.department, d);
  const elsewhere = [lt(columns.department, d), gt(columns.department, d), isNull(columns.department)];
  return { whole: or(department, own)!, parts: [department, ...elsewhere.map((e) => and(own, e)!)] };
}
