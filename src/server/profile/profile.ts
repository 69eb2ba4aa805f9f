import { and, asc, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  PROFILE_MESSAGES as M,
  type PasswordChangeInput,
  type Profile,
  type profileUpdateSchema,
} from '@shared/profile/schemas';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { permissions, rolePermissions, roles, sessions, users } from '../db/schema/auth';
import { AppError, badRequest, notFound } from '../http/errors';
import { audit } from '../lib/audit';
import { hashToken } from '../lib/tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';

/** The signed-in user's profile, with their role and its permissions as stored (what the guard reads). */
export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      phone: users.phone,
      title: users.title,
      department: users.department,
      joinDate: users.joinDate,
      lastLogin: users.lastLogin,
      avatar: users.avatar,
      roleId: roles.id,
      roleName: roles.label,
      roleDescription: roles.description,
      color: roles.color,
      canViewAllDepartments: roles.canViewAllDepartments,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const granted = await db
    .select({ id: permissions.id, description: permissions.description })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, row.roleId))
    .orderBy(asc(permissions.id));
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    phone: row.phone,
    title: row.title,
    department: row.department,
    role: {
      id: row.roleId,
      name: row.roleName,
      description: row.roleDescription,
      color: row.color,
      canViewAllDepartments: row.canViewAllDepartments,
      permissions: granted,
    },
    joinDate: row.joinDate,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    photoUrl: row.avatar,
  };
}

const usernameTaken = () => badRequest(M.usernameTaken, { username: M.usernameTaken });

/** Saves the editable fields (department is not one of them); a username another user has is a 400. */
export async function updateProfile(
  db: Db,
  user: SessionUser,
  input: z.output<typeof profileUpdateSchema>,
): Promise<Profile> {
  const { department: _ignored, ...fields } = input;
  try {
    await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, fields.username), ne(users.id, user.id)));
      if (other) throw usernameTaken();
      const [before] = await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          phone: users.phone,
          title: users.title,
        })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!before) throw notFound('User');
      await tx.update(users).set(fields).where(eq(users.id, user.id));
      const changed = Object.fromEntries(
        Object.entries(fields).filter(([k, v]) => before[k as keyof typeof before] !== v),
      );
      await audit(tx, {
        actorId: user.id,
        action: 'profile.update',
        entityType: 'user',
        entityId: user.id,
        details: { changed: Object.keys(changed), before, after: fields },
      });
    });
  } catch (err) {
    // Two saves racing for one username: the unique index decides.
    if ((err as { code?: string; cause?: { code?: string } }).cause?.code === '23505') throw usernameTaken();
    if ((err as { code?: string }).code === '23505') throw usernameTaken();
    throw err;
  }
  return getProfile(db, user.id);
}

/** Checks the current password, sets the new one and signs out the user's other sessions. */
export async function changePassword(
  db: Db,
  user: SessionUser,
  token: string | null,
  input: PasswordChangeInput,
): Promise<{ ok: true; signedOut: number }> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row) throw notFound('User');
  if (!(await verifyPassword(row.hash, input.currentPassword))) {
    throw badRequest(M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
  }
  if (!token) throw new AppError('unauthorized', 'Please sign in to continue.');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, hashToken(token))))
      .returning({ id: sessions.id });
    await audit(tx, {
      actorId: user.id,
      action: 'profile.password_change',
      entityType: 'user',
      entityId: user.id,
      details: { otherSessionsEnded: ended.length },
    });
    return { ok: true as const, signedOut: ended.length };
  });
}
