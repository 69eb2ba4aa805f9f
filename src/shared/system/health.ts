import { z } from 'zod';

/** GET /api/health: the app answers and its database runs a query. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  /** The embedded database (PGlite) or a PostgreSQL server. */
  database: z.enum(['pglite', 'postgres']),
  /** The server's time, ISO. */
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
