import { z } from 'zod';

/** What the signed-in user may do with one PO (the `can` of GET /api/purchase-orders/{id}). */
export const poCanSchema = z.object({
  edit: z.boolean(),
  issue: z.boolean(),
  cancel: z.boolean(),
  receive: z.boolean(),
  release: z.boolean(),
});
export type PoCan = z.infer<typeof poCanSchema>;
