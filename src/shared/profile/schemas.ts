import { z } from 'zod';
import { requiredText } from '@shared/text-fields';

/** GET /api/user-stats (spec section 3 "User stats"), for the signed-in user. */
export const userStatsSchema = z.object({
  /** Requisitions the user raised. */
  totalRequests: z.number().int(),
  /** Approval steps awaiting the user, counted to GLANCE_COUNT_CAP + 1 (src/shared/counts.ts). */
  pendingApprovals: z.number().int(),
  /** Total of the user's approved requisitions. */
  approvedAmount: z.string(),
  /** This fiscal year's purchase orders of the user's department, cancelled and rejected excluded. */
  departmentSpend: z.string(),
  /** Contracts whose contact is the user. */
  contractsManaged: z.number().int(),
  /** Time of the user's latest audited action (ISO), or null. */
  lastActivity: z.string().nullable(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** The profile's messages (spec section 2 "User profile"; validation beyond the spec, issue 13). */
export const PROFILE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  username: 'Username is required',
  usernameFormat: 'Username may use letters, digits, dots, dashes and underscores (3–40 characters)',
  usernameTaken: 'This username is already taken',
  phone: 'Enter a valid phone number (7–20 characters: digits, spaces, +, -, parentheses)',
  title: 'Title is required',
  department: 'Department cannot be changed here; contact an administrator',
  saved: 'Profile updated successfully',
  photoType: 'The profile photo must be an image (PNG, JPEG or WebP).',
  photoMissing: 'Choose an image to upload.',
  currentPassword: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordShort: (min: number) => `New password must be at least ${min} characters`,
  newPasswordSame: 'New password must differ from the current password',
  passwordChanged: 'Password changed successfully',
} as const;

/** At most 5 MB per profile photo. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 12;

const PHONE = /^(?=(?:.*\d){7})[\d\s+()-]{7,20}$/;
const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;

/** The user profile (spec section 3) of the signed-in user, with their role as the server enforces it. */
export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string(),
  department: z.string(),
  role: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    color: z.string(),
    canViewAllDepartments: z.boolean(),
    /** What the guard enforces: the role's permissions read from the database. */
    permissions: z.array(z.object({ id: z.string(), description: z.string() })),
  }),
  joinDate: z.string(),
  lastLogin: z.string().nullable(),
  /** The photo's address (versioned), or null: the initials are shown. */
  photoUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile: what the user may change. Department is read-only (refused when sent). */
export const profileUpdateSchema = z.object({
  firstName: requiredText(PROFILE_MESSAGES.firstName, 100),
  lastName: requiredText(PROFILE_MESSAGES.lastName, 100),
  username: requiredText(PROFILE_MESSAGES.username, 40).regex(USERNAME, {
    error: PROFILE_MESSAGES.usernameFormat,
  }),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || PHONE.test(v), { error: PROFILE_MESSAGES.phone }),
  title: requiredText(PROFILE_MESSAGES.title, 120),
  department: z.never({ error: PROFILE_MESSAGES.department }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** POST /api/profile/password */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: PROFILE_MESSAGES.currentPassword }).min(1, {
      error: PROFILE_MESSAGES.currentPassword,
    }),
    newPassword: z
      .string({ error: PROFILE_MESSAGES.newPasswordShort(PASSWORD_MIN_LENGTH) })
      .min(PASSWORD_MIN_LENGTH, { error: PROFILE_MESSAGES.newPasswordShort(PASSWORD_MIN_LENGTH) })
      .max(200),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    error: PROFILE_MESSAGES.newPasswordSame,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const passwordChangeResultSchema = z.object({
  ok: z.literal(true),
  /** Other sessions of the user that were signed out. */
  signedOut: z.number().int(),
});

/** POST/DELETE /api/profile/photo */
export const photoResultSchema = z.object({ photoUrl: z.string().nullable() });
