import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { closesLoop } from '@shared/approvals/delegation';
import {
  APPROVER_PERMISSIONS,
  DELEGATION_MESSAGES as M,
  type DelegateCandidate,
  type DelegationResult,
  type delegationUpdateSchema,
} from '@shared/profile/delegation';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { delegations } from '../db/schema/approvals';
import { rolePermissions, roles, users } from '../db/schema/auth';
import { badRequest } from '../http/errors';
import { likePattern } from '../http/list';
import { audit } from '../lib/audit';
import { fullName } from '../lib/names';
import { runsOn, serverToday } from '../approval-chains/delegations';

type Update = z.output<typeof delegationUpdateSchema>;

/** Users whose role takes approval steps (or holds every permission): who may stand in for an approver. */
const isApprover = sql`exists (select 1 from ${rolePermissions} rp
  where rp.role_id = ${users.roleId}
    and rp.permission_id in (${sql.join(
      [...APPROVER_PERMISSIONS, 'full_access'].map((p) => sql`${p}`),
      sql`, `,
    )}))`;

/** GET /api/profile/delegation: the signed-in user's delegation (null when none). */
export async function getDelegation(db: DbOrTx, userId: string, now = new Date()): Promise<DelegationResult> {
  const [row] = await db
    .select({
      delegateId: delegations.delegateId,
      delegateName: fullName(users),
      startsOn: delegations.startsOn,
      endsOn: delegations.endsOn,
      active: sql<boolean>`${runsOn(now)}`,
    })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.delegateId))
    .where(eq(delegations.userId, userId));
  return { delegation: row ?? null };
}

/**
 * PUT /api/profile/delegation: sets the user's one delegation (replacing any), in one transaction with
 * an audit entry. 400 with a field message: the user themself, a delegate who is not an active
 * approver, an end date already past, or a delegate who (through others) delegates back to the user
 * during an overlapping period.
 */
export async function setDelegation(
  db: Db,
  user: SessionUser,
  body: Update,
  now = new Date(),
): Promise<DelegationResult> {
  if (body.delegateId === user.id) throw badRequest(M.self, { delegateId: M.self });
  if (body.endsOn < serverToday(now)) throw badRequest(M.past, { endsOn: M.past });
  return db.transaction(async (tx) => {
    const [delegate] = await tx
      .select({ id: users.id, name: fullName(users) })
      .from(users)
      .where(and(eq(users.id, body.delegateId), eq(users.status, 'Active'), isApprover));
    if (!delegate) throw badRequest(M.notApprover, { delegateId: M.notApprover });
    // Every delegation is read (few rows: one per user at most) under a lock, so that two users
    // delegating to each other at once cannot both pass the loop check.
    await tx.execute(sql`lock table ${delegations} in share row exclusive mode`);
    const existing = await tx
      .select({
        userId: delegations.userId,
        delegateId: delegations.delegateId,
        startsOn: delegations.startsOn,
        endsOn: delegations.endsOn,
      })
      .from(delegations);
    if (closesLoop({ userId: user.id, ...body }, existing))
      throw badRequest(M.loop(delegate.name), { delegateId: M.loop(delegate.name) });
    const before = existing.find((e) => e.userId === user.id) ?? null;
    await tx
      .insert(delegations)
      .values({ userId: user.id, ...body, createdAt: now })
      .onConflictDoUpdate({
        target: delegations.userId,
        set: { delegateId: body.delegateId, startsOn: body.startsOn, endsOn: body.endsOn, createdAt: now },
      });
    await audit(tx, {
      actorId: user.id,
      action: 'profile.delegation.set',
      entityType: 'user',
      entityId: user.id,
      details: {
        delegateId: body.delegateId,
        startsOn: body.startsOn,
        endsOn: body.endsOn,
        ...(before ? { before } : {}),
      },
    });
    return getDelegation(tx, user.id, now);
  });
}

/** DELETE /api/profile/delegation: clears the user's delegation (nothing to clear: no change, no audit). */
export async function clearDelegation(db: Db, user: SessionUser): Promise<DelegationResult> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(delegations).where(eq(delegations.userId, user.id)).returning();
    if (removed)
      await audit(tx, {
        actorId: user.id,
        action: 'profile.delegation.clear',
        entityType: 'user',
        entityId: user.id,
        details: { delegateId: removed.delegateId, startsOn: removed.startsOn, endsOn: removed.endsOn },
      });
    return { delegation: null };
  });
}

/** GET /api/profile/delegates?q=: active approvers other than the user, by name or e-mail. */
export async function searchDelegates(
  db: DbOrTx,
  user: SessionUser,
  q: string,
  limit: number,
): Promise<DelegateCandidate[]> {
  const pattern = likePattern(q);
  const name = fullName(users);
  return db
    .select({ id: users.id, name, email: users.email, roleLabel: roles.label })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.status, 'Active'),
        ne(users.id, user.id),
        isApprover,
        q ? or(ilike(users.email, pattern), ilike(name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}
