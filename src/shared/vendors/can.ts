import { z } from 'zod';

/** What the signed-in user may do with one request (the `can` of the API's request view). */
export const vendorRequestCanSchema = z.object({ decide: z.boolean() });
export type VendorRequestCan = z.infer<typeof vendorRequestCanSchema>;

/** What the signed-in user may do with one vendor (the `can` of GET /api/vendors/{id}). */
export const vendorCanSchema = z.object({ edit: z.boolean(), shop: z.boolean() });
export type VendorCan = z.infer<typeof vendorCanSchema>;
