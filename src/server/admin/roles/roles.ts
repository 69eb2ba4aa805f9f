import { asc, eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, expandPermissions, type Permission } from '@shared/auth/roles';
import type { SessionUser } from '@shared/auth/types';
import { ROLE_DEMO_TITLES, ROLE_MESSAGES, type RoleCard, type RolesOverview } from '@shared/admin/roles';
import { manageUsersRefusal } from '@shared/admin/policies';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, users } from '../../db/schema/auth';
import { AppError, conflict, enforce, notFound } from '../../http/errors';
import { audit } from '../../lib/audit';

const isPermission = (p: string): p is Permission => (ALL_PERMISSIONS as string[]).includes(p);

/** Each role's granted permissions (as stored, in the permission list's order). */
async function grantsByRole(db: DbOrTx): Promise<Map<string, Permission[]>> {
  const rows = await db.select().from(rolePermissions);
  const map = new Map<string, Permission[]>();
  for (const r of rows)
    if (isPermission(r.permissionId)) map.set(r.roleId, [...(map.get(r.roleId) ?? []), r.permissionId]);
  for (const [id, list] of map)
    map.set(
      id,
      ALL_PERMISSIONS.filter((p) => list.includes(p)),
    );
  return map;
}

/** GET /api/admin/roles: one card per role with its permissions, approval limit and active users. */
export async function listRoles(db: DbOrTx): Promise<RolesOverview> {
  const [roleRows, grants, counts, permissionRows] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.sortOrder), asc(roles.id)),
    grantsByRole(db),
    db
      .select({ roleId: users.roleId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, 'Active'))
      .groupBy(users.roleId),
    db.select().from(permissions),
  ]);
  const count = new Map(counts.map((c) => [c.roleId, c.n]));
  const described = new Map(permissionRows.map((p) => [p.id, p.description]));
  const cards: RoleCard[] = roleRows.map((r) => ({
    id: r.id,
    label: r.label,
    description: r.description,
    demoTitle: ROLE_DEMO_TITLES[r.id as keyof typeof ROLE_DEMO_TITLES] ?? null,
    color: r.color,
    canViewAllDepartments: r.canViewAllDepartments,
    permissions: grants.get(r.id) ?? [],
    approvalLimit: r.approvalLimit,
    userCount: count.get(r.id) ?? 0,
  }));
  return {
    roles: cards,
    permissions: ALL_PERMISSIONS.map((id) => ({ id, description: described.get(id) ?? id })),
  };
}

/** Active users whose role, with `grants` as its permissions, could manage users. */
async function usersWhoManageUsers(db: DbOrTx, grants: Map<string, Permission[]>): Promise<number> {
  const managing = [...grants].filter(([, list]) => expandPermissions(list).includes('manage_users'));
  if (!managing.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      sql`${users.status} = 'Active' and ${users.roleId} in (${sql.join(
        managing.map(([id]) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return row?.n ?? 0;
}

/**
 * PUT /api/admin/roles/{id}: replaces the role's permissions and sets its approval limit, in one
 * transaction with an audit entry (before → after). The guard reads permissions from the database on
 * every request, so the role's users have the new set on their next request. Refused (409) when no
 * active user could manage users afterwards.
 */
export async function updateRole(
  db: DbOrTx,
  actor: SessionUser,
  id: string,
  change: { permissions: Permission[]; approvalLimit: number | null | undefined },
): Promise<RoleCard> {
  enforce(manageUsersRefusal(actor));
  const limit = change.approvalLimit ?? null;
  await db.transaction(async (tx) => {
    // Role edits take turns: the lockout check below sees every other edit's result.
    const locked = await tx.select().from(roles).orderBy(asc(roles.id)).for('update');
    const role = locked.find((r) => r.id === id);
    if (!role) throw notFound('Role');
    const grants = await grantsByRole(tx);
    const before = { permissions: grants.get(id) ?? [], approvalLimit: role.approvalLimit };
    const after = {
      permissions: ALL_PERMISSIONS.filter((p) => change.permissions.includes(p)),
      approvalLimit: limit === null ? null : limit.toFixed(2),
    };
    grants.set(id, after.permissions);
    if ((await usersWhoManageUsers(tx, grants)) === 0) throw conflict(ROLE_MESSAGES.lockout);
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (after.permissions.length) {
      await tx
        .insert(rolePermissions)
        .values(after.permissions.map((permissionId) => ({ roleId: id, permissionId })));
    }
    await tx.update(roles).set({ approvalLimit: after.approvalLimit }).where(eq(roles.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'role.permissions_changed',
      entityType: 'role',
      entityId: id,
      details: {
        before,
        after,
        granted: after.permissions.filter((p) => !before.permissions.includes(p)),
        revoked: before.permissions.filter((p) => !after.permissions.includes(p)),
      },
    });
  });
  const card = (await listRoles(db)).roles.find((r) => r.id === id);
  if (!card) throw new AppError('not_found', ROLE_MESSAGES.notFound);
  return card;
}
