import type { Permission, RoleId } from './roles';

/** GET /api/auth/me */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: RoleId;
  roleLabel: string;
  title: string;
  department: string;
  canViewAllDepartments: boolean;
  permissions: Permission[];
};
