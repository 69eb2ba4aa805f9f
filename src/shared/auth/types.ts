import { z } from 'zod';
import { ALL_PERMISSIONS, ROLE_IDS } from './roles';

/** GET /api/auth/me (null when signed out), POST /api/auth/login: the signed-in user. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLE_IDS),
    roleLabel: z.string(),
    title: z.string(),
    department: z.string(),
    canViewAllDepartments: z.boolean(),
    permissions: z.array(z.enum(ALL_PERMISSIONS)),
    /** The profile photo's address (versioned), or null: the header shows the initials. */
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/demo-accounts: the demo accounts the sign-in page offers (password procura-demo). */
export const demoAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  title: z.string(),
  roleLabel: z.string(),
  department: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** POST /api/auth/logout */
export const logoutResultSchema = z.object({ ok: z.boolean() });
