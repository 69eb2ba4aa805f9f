import { z } from 'zod';

export const loginSchema = z.object({
  email: z.email({ error: 'Invalid email' }).trim().toLowerCase(),
  password: z.string({ error: 'Required' }).min(1, { error: 'Required' }),
});
export type LoginInput = z.infer<typeof loginSchema>;
