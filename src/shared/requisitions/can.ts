import { z } from 'zod';

/** What the signed-in user may do with one request (the `can` of GET /api/requisitions/{id}). */
export const requisitionCanSchema = z.object({ edit: z.boolean(), submit: z.boolean(), attach: z.boolean() });
export type RequisitionCan = z.infer<typeof requisitionCanSchema>;
