import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { AdminUserFilters, AdminUserRow, UserStatus } from '@shared/admin/users/schemas';
import { userActions, type UserFacts } from '@shared/admin/users/policies';
import type { DbOrTx } from '../../db/client';
import { rolePermissions, roles, users } from '../../db/schema/auth';
import { likePattern, listPage, orderBy, type ListQuery, type ListResult } from '../../http/list';
import { notFound } from '../../http/errors';
import { textMatches } from '../../lib/text-match';

/** The permissions that make a role's holders administrators (full_access implies manage_users). */
const ADMINISTERING = ['manage_users', 'full_access'];

/** Whether the role (a column or id) grants the administration of users. */
const roleAdministers = (roleId: SQL | typeof users.roleId) =>
  sql<boolean>`exists(select 1 from ${rolePermissions} rp where rp.role_id = ${roleId}
    and rp.permission_id in ('manage_users', 'full_access'))`;

/** Whether role `roleId` makes its holders administrators. */
export async function roleIsAdministering(db: DbOrTx, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, ADMINISTERING)));
  return (row?.n ?? 0) > 0;
}

/** How many active users are administrators now. */
export async function activeAdministrators(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'Active'), roleAdministers(users.roleId)));
  return row?.n ?? 0;
}

const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.roleId,
  roleLabel: roles.label,
  department: users.department,
  status: users.status,
  lastLogin: users.lastLogin,
  passwordSet: sql<boolean>`${users.passwordHash} like '$argon2%'`,
  administrator: roleAdministers(users.roleId),
};

const rowsQuery = (db: DbOrTx) =>
  db.select(rowColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId));

type Stored = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

export const factsOf = (r: Pick<Stored, 'id' | 'status' | 'administrator'>): UserFacts => ({
  id: r.id,
  status: r.status as UserStatus,
  administrator: r.administrator,
});

function toRow(r: Stored, actor: SessionUser, administrators: number): AdminUserRow {
  const { administrator: _a, ...rest } = r;
  return {
    ...rest,
    name: `${r.firstName} ${r.lastName}`,
    role: r.role as AdminUserRow['role'],
    status: r.status as UserStatus,
    lastLogin: r.lastLogin ? r.lastLogin.toISOString() : null,
    can: userActions(actor, factsOf(r), administrators),
  };
}

/** The name order (the list's default, users_name_idx), ascending or descending. */
function userOrder(sort: string | undefined): SQL[] {
  const field = sort?.replace(/^-/, '');
  if (!sort || field === 'name') {
    const dir = sort?.startsWith('-') ? desc : asc;
    return [dir(users.firstName), dir(users.lastName), dir(users.id)];
  }
  return orderBy(
    sort,
    {
      email: users.email,
      role: roles.label,
      department: users.department,
      status: users.status,
      lastLogin: users.lastLogin,
    },
    [],
    users.id,
  );
}

/**
 * GET /api/admin/users: a page of accounts, by name; `q` in the full name or the email (trigram index),
 * narrowed by role, department and status.
 */
export async function listUsers(
  db: DbOrTx,
  actor: SessionUser,
  q: ListQuery & AdminUserFilters,
): Promise<ListResult<AdminUserRow>> {
  const where = and(
    q.q
      ? textMatches(users.searchText, [users.firstName, users.lastName, users.email], likePattern(q.q))
      : undefined,
    q.role ? eq(users.roleId, q.role) : undefined,
    q.department ? eq(users.department, q.department) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
  );
  const [page, administrators] = await Promise.all([
    listPage(db, rowsQuery(db), users, where, userOrder(q.sort), q),
    activeAdministrators(db),
  ]);
  return { ...page, rows: page.rows.map((r) => toRow(r, actor, administrators)) };
}

/** One account as the stored row (with whether it administers), or a 404. */
export async function storedUser(db: DbOrTx, id: string): Promise<Stored> {
  const [row] = await rowsQuery(db).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return row;
}

/** One account as the list shows it. */
export async function userRow(db: DbOrTx, actor: SessionUser, id: string): Promise<AdminUserRow> {
  const [row, administrators] = await Promise.all([storedUser(db, id), activeAdministrators(db)]);
  return toRow(row, actor, administrators);
}
