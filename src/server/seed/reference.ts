import { sql } from 'drizzle-orm';
import { PERMISSION_DESCRIPTIONS, ROLE_DEFINITIONS } from '@shared/auth/roles';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import type { DbOrTx } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema/auth';
import { settings } from '../db/schema/admin';

/**
 * Roles, permissions and default settings: every instance has these, demo or not. Idempotent.
 * Permissions are upserted (their descriptions follow the code). A role's permissions are written
 * only when the role row is created here: afterwards they are the administrator's (Roles &
 * Permissions, issue 14), and a restart must not re-grant what was revoked. (A permission an
 * existing role gains in a later release therefore needs a migration.)
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(permissions)
    .values(Object.entries(PERMISSION_DESCRIPTIONS).map(([id, description]) => ({ id, description })))
    .onConflictDoUpdate({ target: permissions.id, set: { description: sql`excluded.description` } });
  const inserted = await db
    .insert(roles)
    .values(
      ROLE_DEFINITIONS.map((r, i) => ({
        id: r.id,
        label: r.label,
        description: r.description,
        color: r.color,
        canViewAllDepartments: r.canViewAllDepartments,
        sortOrder: i,
        approvalLimit: r.approvalLimit === null ? null : r.approvalLimit.toFixed(2),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: roles.id });
  const created = new Set(inserted.map((r) => r.id));
  const grants = ROLE_DEFINITIONS.filter((r) => created.has(r.id)).flatMap((r) =>
    [...r.permissions, ...r.extraPermissions].map((permissionId) => ({ roleId: r.id, permissionId })),
  );
  if (grants.length) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
