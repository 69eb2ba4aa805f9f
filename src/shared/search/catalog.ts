import { z } from 'zod';

/** A product of the catalogue (spec's search "product": name, vendor, price). */
export type CatalogItem = {
  id: string;
  sku: string;
  name: string;
  vendorId: string;
  vendorName: string;
  category: string;
  unitPrice: string;
  unitOfMeasure: string;
  leadTimeDays: number | null;
};

export const catalogFiltersSchema = z.object({
  vendorId: z.string().trim().max(64).optional(),
  category: z.string().trim().max(100).optional(),
});
