import { ROLE_DEFINITIONS } from '@shared/auth/roles';
import { DEPARTMENTS } from '@shared/departments';

/** The role and department choices of the Add User and Edit dialogs. */
export const ROLE_OPTIONS = ROLE_DEFINITIONS.map((r) => ({ value: r.id, label: r.label }));
export const DEPARTMENT_OPTIONS = DEPARTMENTS.map((d) => ({ value: d, label: d }));
export const STATUS_OPTIONS = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
];

/** The Users tab's filters: each choice, or 'all'. */
export const ROLE_FILTER_OPTIONS = [{ value: 'all', label: 'All roles' }, ...ROLE_OPTIONS];
export const DEPARTMENT_FILTER_OPTIONS = [{ value: 'all', label: 'All departments' }, ...DEPARTMENT_OPTIONS];
export const STATUS_FILTER_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...STATUS_OPTIONS];
