import { sql } from 'drizzle-orm';
import { PERMISSION_DESCRIPTIONS, ROLE_DEFINITIONS } from '@shared/auth/roles';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import type { DbOrTx } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema/auth';
import { settings } from '../db/schema/admin';

/** Roles, permissions and default settings: every instance has these, demo or not. Idempotent. */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(permissions)
    .values(Object.entries(PERMISSION_DESCRIPTIONS).map(([id, description]) => ({ id, description })))
    .onConflictDoUpdate({ target: permissions.id, set: { description: sql`excluded.description` } });
  await db
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
    .onConflictDoNothing();
  await db
    .insert(rolePermissions)
    .values(
      ROLE_DEFINITIONS.flatMap((r) =>
        [...r.permissions, ...r.extraPermissions].map((permissionId) => ({ roleId: r.id, permissionId })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
