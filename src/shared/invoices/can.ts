import { z } from 'zod';

/** What the signed-in user may do with one invoice (the `can` of the invoice answers). */
export const invoiceCanSchema = z.object({
  match: z.boolean(),
  resolve: z.boolean(),
  approve: z.boolean(),
  pay: z.boolean(),
  hold: z.boolean(),
  dispute: z.boolean(),
  reject: z.boolean(),
  release: z.boolean(),
});
export type InvoiceCan = z.infer<typeof invoiceCanSchema>;
