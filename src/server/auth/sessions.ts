import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { expandPermissions, type RoleId } from '@shared/auth/roles';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx } from '../db/client';
import { rolePermissions, roles, sessions, users } from '../db/schema/auth';
import type { Delegator } from '@shared/approvals/delegation';
import { hashToken, newToken } from '../lib/tokens';
import type { RequestUser } from '../http/types';
import { qualified } from '../lib/names';
import { delegatorsValue, serverToday } from './delegators';

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

/** A user's columns with their role and its permissions (an array). */
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
  permissions: sql<string[]>`array(select ${rolePermissions.permissionId}::text from ${rolePermissions}
    where ${rolePermissions.roleId} = ${roles.id})`,
};

/** The session's `id` and `now` (it must not have expired by then) are placeholders. */
const sessionWhere = and(
  eq(sessions.id, sql.placeholder('id')),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

/**
 * The session's user, role and permissions, one row; with `delegators`, also the user's active
 * delegators (delegatorsValue, `today` a placeholder) for a route that reads them (decision 024).
 */
const sessionUserQuery = (db: DbOrTx, delegators: boolean) =>
  db
    .select({
      ...userColumns,
      expiresAt: sessions.expiresAt,
      delegators: delegators
        ? delegatorsValue(qualified(users.id), sql.placeholder('today'))
        : sql<Delegator[] | null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sessionWhere)
    .prepare(delegators ? 'user_for_session_delegators' : 'user_for_session');

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
  permissions: string[];
};

/** A user's row as the signed-in user; null when there is none or the user is not active. */
function asSessionUser(row: UserRow | undefined): SessionUser | null {
  if (!row || row.status !== 'Active') return null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    role: row.role as RoleId,
    roleLabel: row.roleLabel,
    title: row.title,
    department: row.department,
    canViewAllDepartments: row.canViewAllDepartments,
    permissions: expandPermissions(row.permissions),
    photoUrl: row.avatar,
  };
}

/**
 * Every request runs one of these statements: each is built once per database and prepared by name,
 * so neither this process nor PostgreSQL (per connection) parses it again.
 */
const prepared = new WeakMap<DbOrTx, Record<'plain' | 'delegators', ReturnType<typeof sessionUserQuery>>>();

/**
 * The signed-in user with the role's effective permissions, in one query, and (`delegators`) the users
 * whose delegation to them runs today, with when the session expires; null when unknown or expired.
 */
export async function sessionFor(
  db: DbOrTx,
  token: string,
  opts: { delegators?: boolean } = {},
): Promise<{ user: RequestUser; expiresAt: Date } | null> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { plain: sessionUserQuery(db, false), delegators: sessionUserQuery(db, true) };
    prepared.set(db, queries);
  }
  const now = new Date();
  const [row] = await queries[opts.delegators ? 'delegators' : 'plain'].execute({
    id: hashToken(token),
    now: now.toISOString(),
    today: serverToday(now),
  });
  const user = asSessionUser(row);
  if (!user || !row) return null;
  return { user: row.delegators ? { ...user, delegators: row.delegators } : user, expiresAt: row.expiresAt };
}

/** The signed-in user of a session (sessionFor without the expiry). */
export async function userForSession(
  db: DbOrTx,
  token: string,
  opts: { delegators?: boolean } = {},
): Promise<RequestUser | null> {
  return (await sessionFor(db, token, opts))?.user ?? null;
}

/** The signed-in user as the API answers them (sign-in, /api/auth/me): what the server read beside left out. */
export function shownUser({ delegators: _delegators, ...user }: RequestUser): SessionUser {
  return user;
}

/** An active user as a session of theirs would carry them (role, permissions); null when unknown or inactive. */
export async function activeUserById(db: DbOrTx, id: string): Promise<SessionUser | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return asSessionUser(rows[0]);
}
