import { z } from 'zod';

/** `/api/rfps/{id}` and the routes under it. */
export const rfpIdParams = z.object({ id: z.string().min(1).max(100) });
