import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES as M, SET_PASSWORD_LINK_HOURS } from '@shared/admin/users/schemas';
import type { Db, DbOrTx } from '../../db/client';
import { passwordTokens, sessions, users } from '../../db/schema/auth';
import { AppError } from '../../http/errors';
import { audit } from '../../lib/audit';
import { hashToken, newToken } from '../../lib/tokens';
import { hashPassword } from '../../auth/passwords';

export const LINK_TTL_MS = SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000;

/** The page a link opens. */
export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;

/**
 * A new one-time link for `userId`, in the caller's transaction: 32 random bytes, only their digest
 * stored, valid for 72 hours. Answers the token (to show or mail once) and its expiry.
 */
export async function issuePasswordToken(
  tx: DbOrTx,
  userId: string,
  createdBy: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await tx.insert(passwordTokens).values({ tokenHash: hashToken(token), userId, createdBy, expiresAt });
  return { token, expiresAt };
}

/** The link's row and its account; a 404 (unknown), 410 (used, expired) or 404 (inactive account). */
async function usableToken(db: DbOrTx, token: string, now: Date, lock = false) {
  const q = db
    .select({
      tokenHash: passwordTokens.tokenHash,
      userId: passwordTokens.userId,
      expiresAt: passwordTokens.expiresAt,
      usedAt: passwordTokens.usedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: users.status,
    })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(eq(passwordTokens.tokenHash, hashToken(token)));
  const [row] = lock ? await q.for('update', { of: passwordTokens }) : await q;
  if (!row || row.status !== 'Active') throw new AppError('not_found', M.linkUnknown);
  if (row.usedAt) throw new AppError('expired', M.linkUsed);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('expired', M.linkExpired);
  return row;
}

/** GET /api/auth/set-password: whose link it is, while it works. */
export async function describeLink(db: DbOrTx, token: string, now = new Date()) {
  const row = await usableToken(db, token, now);
  return {
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * POST /api/auth/set-password: sets the account's password from a working link and spends the link
 * (and any other unused link of the account); the account's sessions, if any, end. One transaction,
 * audited; the link row is locked so that two uses at once cannot both succeed.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ ok: true; email: string }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await usableToken(tx, token, now, true);
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    await audit(tx, {
      actorId: row.userId,
      action: 'user.password_set',
      entityType: 'user',
      entityId: row.userId,
      details: { via: 'set-password link' },
    });
    return { ok: true as const, email: row.email };
  });
}
