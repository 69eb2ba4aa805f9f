import { z } from 'zod';
import { ROLE_IDS } from '../../auth/roles';
import { DEPARTMENTS } from '../../departments';
import { listFilter } from '../../lists';
import { requiredText } from '../../text-fields';
import { PASSWORD_MIN_LENGTH } from '../../profile/schemas';

/** The Users tab of /administration (spec section 3 "Admin user row", issue 14). */

export const USER_STATUSES = ['Active', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The tab's messages (the spec's generic form messages where it has one). */
export const ADMIN_USER_MESSAGES = {
  required: 'Required',
  email: 'Invalid email',
  emailTaken: 'A user with this email already exists',
  role: 'Choose a role from the list',
  department: 'Choose a department from the list',
  status: 'Status must be Active or Inactive',
  notFound: 'User not found',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDemote: 'You cannot remove your own administration rights.',
  lastAdminDeactivate: 'This is the last active administrator; it cannot be deactivated.',
  lastAdminDemote: 'This is the last active administrator; give another user an administrator role first.',
  alreadyInactive: 'This user is already inactive.',
  linkInactive: 'This user is inactive; reactivate the account before sending a new link.',
  linkUnknown: 'This set-password link is not valid. Ask your administrator for a new one.',
  linkUsed:
    'This set-password link has already been used. Sign in with your password, or ask your administrator for a new link.',
  linkExpired: 'This set-password link has expired. Ask your administrator for a new one.',
  passwordShort: (min: number) => `Password must be at least ${min} characters`,
  passwordsDiffer: 'The passwords do not match',
} as const;
const M = ADMIN_USER_MESSAGES;

/** A set-password link works for 72 hours, once. */
export const SET_PASSWORD_LINK_HOURS = 72;

const roleField = z.enum(ROLE_IDS, {
  error: (issue) => (issue.input === undefined ? M.required : M.role),
});
const departmentField = z.enum(DEPARTMENTS, {
  error: (issue) => (issue.input === undefined ? M.required : M.department),
});
const statusField = z.enum(USER_STATUSES, {
  error: (issue) => (issue.input === undefined ? M.required : M.status),
});

/** What the row's actions may do for the signed-in administrator (shared policies, ./policies.ts). */
export const adminUserCanSchema = z.object({ edit: z.boolean(), deactivate: z.boolean() });

/** GET /api/admin/users: one row (spec section 3 "Admin user row" plus the role's label and `can`). */
export const adminUserRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLE_IDS),
    roleLabel: z.string(),
    department: z.string(),
    status: z.enum(USER_STATUSES),
    /** The latest sign-in (ISO), or null: never signed in. */
    lastLogin: z.string().nullable(),
    /** Whether the account has a usable password yet (false until its set-password link is used). */
    passwordSet: z.boolean(),
    can: adminUserCanSchema,
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /api/admin/users and its export: a role, a department and a status ('all' or blank: any). */
export const adminUserFiltersSchema = z.object({
  role: listFilter(ROLE_IDS),
  department: listFilter(DEPARTMENTS),
  status: listFilter(USER_STATUSES),
});
export type AdminUserFilters = z.output<typeof adminUserFiltersSchema>;

/** The list's sort fields (`sort=name`, `sort=-lastLogin`…); name is the default. */
export const ADMIN_USER_SORTS = ['name', 'email', 'role', 'department', 'status', 'lastLogin'] as const;

/** POST /api/admin/users: the Add User dialog (spec section 2: first name, last name, email, role, department). */
export const createUserSchema = z.object({
  firstName: requiredText(M.required, 100),
  lastName: requiredText(M.required, 100),
  email: z
    .string({ error: M.required })
    .trim()
    .toLowerCase()
    .min(1, { error: M.required })
    .max(254)
    .pipe(z.email({ error: M.email })),
  role: roleField,
  department: departmentField,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** A one-time set-password link, answered once (only its digest is stored). */
export const passwordLinkSchema = z.object({
  setPasswordLink: z.string(),
  /** When the link stops working (ISO): 72 hours after it was made. */
  linkExpiresAt: z.string(),
  /** Whether the link was also queued as an e-mail to the user (an SMTP server is configured). */
  mailed: z.boolean(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** The answer to Create User: the row and its one-time set-password link. */
export const createdUserSchema = passwordLinkSchema.extend({ user: adminUserRowSchema });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** PATCH /api/admin/users/{id}: the Edit dialog (role, department, status); a field left out stays. */
export const updateUserSchema = z.object({
  role: roleField.optional(),
  department: departmentField.optional(),
  status: statusField.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const userIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /api/auth/set-password?token=…: whose link it is (the page greets them), or a 4xx. */
export const setPasswordTokenQuery = z.object({
  token: z.string().trim().min(1, { error: M.linkUnknown }).max(200),
});
export const setPasswordLinkInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type SetPasswordLinkInfo = z.infer<typeof setPasswordLinkInfoSchema>;

/** The password rule of the profile's password change: at least PASSWORD_MIN_LENGTH characters. */
const newPassword = z
  .string({ error: M.passwordShort(PASSWORD_MIN_LENGTH) })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordShort(PASSWORD_MIN_LENGTH) })
  .max(200);

/** POST /api/auth/set-password (public: the link's token is the credential). */
export const setPasswordSchema = z.object({
  token: z.string({ error: M.linkUnknown }).trim().min(1, { error: M.linkUnknown }).max(200),
  password: newPassword,
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The set-password page's form: the password twice. */
export const setPasswordFormSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: M.passwordsDiffer });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

export const setPasswordResultSchema = z.object({ ok: z.literal(true), email: z.string() });
