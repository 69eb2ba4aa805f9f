import { z } from 'zod';
import { queryInteger } from '@shared/numbers';
import { VENDOR_STATUSES } from '@shared/vendors/schemas';

/** A vendor picker asks for at most this many vendors per keystroke (type-ahead, never the whole table). */
export const VENDOR_OPTIONS_MAX = 20;

/** GET /api/search/vendors and GET /api/invoices/vendors: vendors whose name contains `q`, by name. */
export const vendorOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: queryInteger({ min: 1, max: VENDOR_OPTIONS_MAX, default: VENDOR_OPTIONS_MAX }),
});
export type VendorOptionsQuery = z.infer<typeof vendorOptionsQuerySchema>;

/** GET /api/search/vendors: `status` narrows to one vendor status (e.g. active for the requisition form). */
export const vendorPickerQuerySchema = vendorOptionsQuerySchema.extend({
  status: z.enum(VENDOR_STATUSES).optional(),
});
export type VendorPickerQuery = z.infer<typeof vendorPickerQuerySchema>;

export const vendorOptionSchema = z.object({ id: z.string(), name: z.string() });
export type VendorOption = z.infer<typeof vendorOptionSchema>;
