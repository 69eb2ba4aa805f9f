import { z } from 'zod';
import { ALL_PERMISSIONS, ROLE_IDS, type Permission } from '../auth/roles';
import { moneyRule, optionalNumberField } from '../numbers';

/**
 * Roles & Permissions (issue 14; spec section 2 "Administration", section 6). The role table lives in
 * the database (`roles`, `role_permissions`); the administrator changes a role's permissions and
 * approval limit here, and the guard reads them on every request.
 */

/** The spec's sample role cards name these roles in the demo (shown as the card's subtitle). */
export const ROLE_DEMO_TITLES: Partial<Record<(typeof ROLE_IDS)[number], string>> = {
  procurement_sme: 'Procurement Manager',
  finance: 'Finance Director',
  manager: 'Department Manager',
  legal: 'Legal Counsel',
};

export const ROLE_MESSAGES = {
  unknownPermission: 'Unknown permission',
  saved: 'Role permissions saved',
  lockout: 'This change would leave no active user able to manage users.',
  notFound: 'Role not found',
} as const;

/** "$50K", "$1.5M", "$750" — the card's short form of an approval limit. */
export function shortDollars(amount: number): string {
  const trim = (n: number) => String(Number(n.toFixed(1)));
  if (amount >= 1_000_000) return `$${trim(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `$${trim(amount / 1_000)}K`;
  return `$${trim(amount)}`;
}

/** The spec's wording: "Approves up to $50K" / "Approves all amounts" (null: no limit). */
export const approvalLimitLabel = (limit: string | number | null) =>
  limit === null ? 'Approves all amounts' : `Approves up to ${shortDollars(Number(limit))}`;

export const permissionInfoSchema = z.object({ id: z.enum(ALL_PERMISSIONS), description: z.string() });
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

/** One role card. */
export const roleCardSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** The demo's name for the role (the spec's sample cards), or null. */
  demoTitle: z.string().nullable(),
  color: z.string(),
  canViewAllDepartments: z.boolean(),
  /** As granted (full_access stands for every permission). */
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
  /** Money string; null: all amounts. */
  approvalLimit: z.string().nullable(),
  /** Active users holding the role. */
  userCount: z.number().int(),
});
export type RoleCard = z.infer<typeof roleCardSchema>;

/** GET /api/admin/roles */
export const rolesOverviewSchema = z.object({
  roles: z.array(roleCardSchema),
  permissions: z.array(permissionInfoSchema),
});
export type RolesOverview = z.infer<typeof rolesOverviewSchema>;

export const roleParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** PUT /api/admin/roles/{id}: the role's whole permission set and its approval limit (null: all amounts). */
export const roleUpdateSchema = z.object({
  permissions: z
    .array(z.enum(ALL_PERMISSIONS, { error: ROLE_MESSAGES.unknownPermission }), {
      error: 'Expected array',
    })
    .max(ALL_PERMISSIONS.length * 2)
    .transform((list) => [...new Set(list)] as Permission[]),
  approvalLimit: optionalNumberField(moneyRule()).refine((v) => v !== undefined, { message: 'Required' }),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** The record types the inspector explains: those with one visibility rule (src/server/access/records.ts). */
export const INSPECTED_RECORD_TYPES = [
  'requisition',
  'purchase-order',
  'invoice',
  'vendor',
  'vendor-request',
  'contract',
  'rfp',
] as const;
export type InspectedRecordType = (typeof INSPECTED_RECORD_TYPES)[number];
export const INSPECTED_RECORD_LABELS: Record<InspectedRecordType, string> = {
  requisition: 'Requisition',
  'purchase-order': 'Purchase order',
  invoice: 'Invoice',
  vendor: 'Vendor',
  'vendor-request': 'New vendor request',
  contract: 'Contract',
  rfp: 'RFP',
};

/** GET /api/admin/access-check */
export const accessCheckQuerySchema = z.object({
  userId: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100),
  recordType: z.enum(INSPECTED_RECORD_TYPES, { error: 'Choose a record type' }),
  recordId: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100),
});
export type AccessCheckQuery = z.infer<typeof accessCheckQuerySchema>;

/** What an answer rests on: the user's role, the permission the rule asks for, the scope rule. */
export const accessBasisSchema = z.object({
  role: z.string(),
  permission: z.enum(ALL_PERMISSIONS).nullable(),
  /** all departments | own department | own record | everyone | record state */
  rule: z.string(),
});

export const accessAnswerSchema = z.object({
  /** 'see' or the action of the record's `can`. */
  action: z.string(),
  label: z.string(),
  allowed: z.boolean(),
  reason: z.string(),
  basis: accessBasisSchema,
});
export type AccessAnswer = z.infer<typeof accessAnswerSchema>;

export const accessCheckSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    department: z.string(),
    role: z.string(),
    roleLabel: z.string(),
    active: z.boolean(),
    /** all departments | own department (X) | own records */
    scope: z.string(),
  }),
  /** The user's effective permissions (full_access expanded). */
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
  record: z.object({
    type: z.enum(INSPECTED_RECORD_TYPES),
    id: z.string(),
    label: z.string(),
    department: z.string().nullable(),
  }),
  answers: z.array(accessAnswerSchema),
});
export type AccessCheck = z.infer<typeof accessCheckSchema>;
