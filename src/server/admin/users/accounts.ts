import { eq, sql } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import type { SessionUser } from '@shared/auth/types';
import { changeUserRefusal, deactivateUserRefusal } from '@shared/admin/users/policies';
import {
  ADMIN_USER_MESSAGES as M,
  type AdminUserRow,
  type CreatedUser,
  type PasswordLink,
  type createUserSchema,
  type updateUserSchema,
  type UserStatus,
} from '@shared/admin/users/schemas';
import type { z } from 'zod';
import { sqlState, type Db, type DbOrTx } from '../../db/client';
import { roles, sessions, users } from '../../db/schema/auth';
import { AppError, enforce } from '../../http/errors';
import { audit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { manageUsersRefusal } from '@shared/admin/policies';
import { sendPasswordLink, type Mailing } from './links';
import { activeAdministrators, factsOf, roleIsAdministering, storedUser, userRow } from './queries';

/** Changes to accounts take turns: the last-administrator rule counts what the others may be changing. */
const USER_ADMIN_LOCK_KEY = 0x75736572;
const takeTurn = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${USER_ADMIN_LOCK_KEY})`);

/** A password hash no password matches: the account signs in only after its link sets one. */
const NO_PASSWORD = '!';

const emailTaken = () => new AppError('conflict', M.emailTaken, { email: M.emailTaken });

/** A free username from the email's local part (letters, digits, . _ -; 3–40 characters). */
async function freeUsername(tx: DbOrTx, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 30)
    .padEnd(3, '0');
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, candidate));
    if (!taken) return candidate;
  }
}

/**
 * Create User: the account (no usable password, joined today, titled by its role), a one-time
 * set-password link (72 hours) answered once, and — with an SMTP server configured — the link by
 * e-mail through the outbox. One transaction, audited; an email already in use is a 409 on `email`.
 */
export async function createUser(
  db: Db,
  actor: SessionUser,
  input: z.output<typeof createUserSchema>,
  mailing: Mailing,
  now = new Date(),
): Promise<CreatedUser> {
  enforce(manageUsersRefusal(actor));
  let created: { id: string; link: PasswordLink };
  try {
    created = await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email}`);
      if (other) throw emailTaken();
      const [role] = await tx.select({ label: roles.label }).from(roles).where(eq(roles.id, input.role));
      if (!role) throw new AppError('validation', M.role, { role: M.role });
      const id = newId('user');
      await tx.insert(users).values({
        id,
        email: input.email,
        username: await freeUsername(tx, input.email),
        passwordHash: NO_PASSWORD,
        firstName: input.firstName,
        lastName: input.lastName,
        title: role.label,
        roleId: input.role,
        department: input.department,
        joinDate: isoDate(now),
      });
      const link = await sendPasswordLink(
        tx,
        { id, email: input.email, firstName: input.firstName },
        actor,
        mailing,
        `${actor.name} has created a Procura account for you (${role.label}, ${input.department}).`,
        now,
      );
      await audit(tx, {
        actorId: actor.id,
        action: 'user.create',
        entityType: 'user',
        entityId: id,
        details: {
          after: { ...input, status: 'Active' },
          linkExpiresAt: link.linkExpiresAt,
          mailed: link.mailed,
        },
      });
      return { id, link };
    });
  } catch (err) {
    // Two creations racing for one email (or username): the unique index decides.
    if (sqlState(err) === '23505') throw emailTaken();
    throw err;
  }
  return { user: await userRow(db, actor, created.id), ...created.link };
}

/** Ends every session of the account (it is signed out at once); answers how many. */
async function endSessions(tx: DbOrTx, userId: string): Promise<number> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Edit: role, department and status. The guard reads the account and its role on every request, so
 * the change holds from the user's next request; deactivating ends their sessions. Nobody removes
 * their own administration or deactivates themselves, and the last active administrator stays (409).
 */
export async function updateUser(
  db: Db,
  actor: SessionUser,
  id: string,
  input: z.output<typeof updateUserSchema>,
): Promise<AdminUserRow> {
  enforce(manageUsersRefusal(actor));
  await db.transaction(async (tx) => {
    await takeTurn(tx);
    const before = await storedUser(tx, id);
    const after = {
      role: input.role ?? before.role,
      department: input.department ?? before.department,
      status: (input.status ?? before.status) as UserStatus,
    };
    const administrator =
      after.role === before.role ? before.administrator : await roleIsAdministering(tx, after.role);
    enforce(
      changeUserRefusal(
        actor,
        factsOf(before),
        { administrator, status: after.status },
        await activeAdministrators(tx),
      ),
    );
    const changed = (['role', 'department', 'status'] as const).filter((k) => after[k] !== before[k]);
    if (!changed.length) return;
    await tx
      .update(users)
      .set({ roleId: after.role, department: after.department, status: after.status })
      .where(eq(users.id, id));
    const sessionsEnded = after.status === 'Inactive' ? await endSessions(tx, id) : 0;
    await audit(tx, {
      actorId: actor.id,
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      details: {
        changed,
        before: { role: before.role, department: before.department, status: before.status },
        after,
        sessionsEnded,
      },
    });
  });
  return userRow(db, actor, id);
}

/** Delete: deactivates the account (its records keep their history); its sessions end at once. */
export async function deactivateUser(db: Db, actor: SessionUser, id: string): Promise<AdminUserRow> {
  enforce(manageUsersRefusal(actor));
  await db.transaction(async (tx) => {
    await takeTurn(tx);
    const before = await storedUser(tx, id);
    enforce(deactivateUserRefusal(actor, factsOf(before), await activeAdministrators(tx)));
    await tx.update(users).set({ status: 'Inactive' }).where(eq(users.id, id));
    const sessionsEnded = await endSessions(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: 'user.deactivate',
      entityType: 'user',
      entityId: id,
      details: { before: { status: before.status }, after: { status: 'Inactive' }, sessionsEnded },
    });
  });
  return userRow(db, actor, id);
}
