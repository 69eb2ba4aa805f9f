import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { expandPermissions, type RoleId } from '@shared/auth/roles';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { rolePermissions, roles, sessions, users } from '../db/schema/auth';
import { hashToken, newToken } from '../lib/tokens';

export const SESSION_COOKIE = 'procura_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createSession(db: DbOrTx, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { token, expiresAt };
}

/** Ends a session; answers whose it was (null when the token names none). */
export async function deleteSession(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

/** A user's columns with their role and (one row per permission) its permissions. */
const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  title: users.title,
  department: users.department,
  status: users.status,
  avatar: users.avatar,
  role: roles.id,
  roleLabel: roles.label,
  canViewAllDepartments: roles.canViewAllDepartments,
  permission: rolePermissions.permissionId,
};

/** The session's user, role and permissions (one row per permission); `id` and `now` are placeholders. */
const sessionUserQuery = (db: DbOrTx) =>
  db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('user_for_session');

type UserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  department: string;
  status: string;
  avatar: string | null;
  role: string;
  roleLabel: string;
  canViewAllDepartments: boolean;
  permission: (typeof rolePermissions.$inferSelect)['permissionId'] | null;
};

/** The rows of one user as the signed-in user; null when there are none or the user is not active. */
function asSessionUser(rows: readonly UserRow[]): SessionUser | null {
  const first = rows[0];
  if (!first || first.status !== 'Active') return null;
  return {
    id: first.id,
    name: `${first.firstName} ${first.lastName}`,
    email: first.email,
    role: first.role as RoleId,
    roleLabel: first.roleLabel,
    title: first.title,
    department: first.department,
    canViewAllDepartments: first.canViewAllDepartments,
    permissions: expandPermissions(rows.flatMap((r) => (r.permission ? [r.permission] : []))),
    photoUrl: first.avatar,
  };
}

/**
 * Every request runs this statement: it is built once per database and prepared by name, so neither
 * this process nor PostgreSQL (per connection) parses it again.
 */
const prepared = new WeakMap<DbOrTx, ReturnType<typeof sessionUserQuery>>();

/** The signed-in user with the role's effective permissions, in one query; null when unknown or expired. */
export async function userForSession(db: DbOrTx, token: string): Promise<SessionUser | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionUserQuery(db)));
  const rows = await query.execute({ id: hashToken(token), now: new Date().toISOString() });
  return asSessionUser(rows);
}

/** An active user as a session of theirs would carry them (role, permissions); null when unknown or inactive. */
export async function activeUserById(db: DbOrTx, id: string): Promise<SessionUser | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(users.id, id));
  return asSessionUser(rows);
}
