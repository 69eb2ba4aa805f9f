import type { SessionUser } from '../auth/types';
import { forbiddenBecause, hasPermission, NO_PERMISSION_MESSAGE, type Refusal } from '../policy';

type Who = Pick<SessionUser, 'id' | 'permissions'>;

/**
 * The administration area (spec section 2 "Administration", issue 14). Opening it and reading its
 * tabs takes `access_administration` (Procurement Specialist, Finance Team; the administrator by
 * full_access); changing users and role permissions takes `manage_users`; changing workflows and
 * system settings takes `system_configuration`. The server's routes name these permissions and the
 * screen offers an action where the same function allows it.
 */
export const canOpenAdministration = (user: Pick<SessionUser, 'permissions'>) =>
  hasPermission(user, 'access_administration');

export const manageUsersRefusal = (user: Who): Refusal =>
  hasPermission(user, 'manage_users') ? null : forbiddenBecause(NO_PERMISSION_MESSAGE);

export const configureSystemRefusal = (user: Who): Refusal =>
  hasPermission(user, 'system_configuration') ? null : forbiddenBecause(NO_PERMISSION_MESSAGE);

/** The tabs, in order: the spec's four, then the audit log (issue 14). */
export const ADMIN_TABS = [
  { id: 'users', label: 'Users' },
  { id: 'roles', label: 'Roles & Permissions' },
  { id: 'workflows', label: 'Workflows' },
  { id: 'settings', label: 'System Settings' },
  { id: 'audit', label: 'Audit' },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
