import { z } from 'zod';

/** A product of the catalogue (spec's search "product": name, vendor, price). */
export const catalogItemSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    vendorId: z.string(),
    vendorName: z.string(),
    category: z.string(),
    unitPrice: z.string(),
    unitOfMeasure: z.string(),
    leadTimeDays: z.number().nullable(),
  })
  .meta({ id: 'CatalogItem' });
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const catalogFiltersSchema = z.object({
  vendorId: z.string().trim().max(64).optional(),
  category: z.string().trim().max(100).optional(),
});
