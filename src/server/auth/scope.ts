import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '@shared/auth/scope';

/** A WHERE condition for a table with a department column and an owner column; undefined = no limit. */
export function scopeCondition(
  scope: Scope,
  columns: { department: AnyColumn; owner: AnyColumn | SQL },
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'department') return eq(columns.department, scope.department);
  return sql`${columns.owner} = ${scope.userId}`;
}
