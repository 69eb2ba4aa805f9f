import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { WorkflowPerson } from '@shared/admin/workflows';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { likePattern } from '../http/list';

/** Active users whose name or e-mail holds `q` (all of them, by name, when blank): 20 at most. */
export async function findPeople(db: DbOrTx, q: string): Promise<WorkflowPerson[]> {
  const pattern = likePattern(q);
  const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  return db
    .select({
      id: users.id,
      name,
      email: users.email,
      roleId: users.roleId,
      department: users.department,
    })
    .from(users)
    .where(
      and(eq(users.status, 'Active'), q ? or(ilike(name, pattern), ilike(users.email, pattern)) : undefined),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(20);
}
