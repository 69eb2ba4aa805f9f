import { z } from 'zod';
import { queryInteger } from '@shared/numbers';
import { PO_STATUSES } from '@shared/purchase-orders/schemas';

/** A PO picker asks for at most this many purchase orders per keystroke (type-ahead, never the whole table). */
export const PO_OPTIONS_MAX = 20;

/** The POs an invoice or a change order may be filed against. */
export const OPEN_PO_STATUSES = ['approved', 'in-progress'] as const;

/**
 * GET /api/search/purchase-orders: the visible POs whose number, vendor or contract number contains
 * `q`, newest first; `status` narrows to a comma-separated list of PO statuses.
 */
export const poPickerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z
    .string()
    .max(100)
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(z.array(z.enum(PO_STATUSES)).min(1))
    .optional(),
  limit: queryInteger({ min: 1, max: PO_OPTIONS_MAX, default: PO_OPTIONS_MAX }),
});
export type PoPickerQuery = z.infer<typeof poPickerQuerySchema>;

/** One match: `name` is the PO number; the rest is what a form takes from the chosen PO. */
export const poOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  poNumber: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  amount: z.string(),
  contractNumber: z.string().nullable(),
  status: z.string(),
});
export type PoOption = z.infer<typeof poOptionSchema>;
