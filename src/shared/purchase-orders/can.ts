import { z } from 'zod';

/** What the signed-in user may do with one PO (the `can` of GET /api/purchase-orders/{id}). */
export const poCanSchema = z.object({
  edit: z.boolean(),
  issue: z.boolean(),
  cancel: z.boolean(),
  receive: z.boolean(),
  release: z.boolean(),
  /** The PO as a PDF (GET /api/purchase-orders/{id}/pdf): anyone who sees it, once it is approved. */
  downloadPdf: z.boolean(),
});
export type PoCan = z.infer<typeof poCanSchema>;
