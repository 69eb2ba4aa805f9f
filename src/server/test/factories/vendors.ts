import { catalogItems, vendors } from '../../db/schema/vendors';
import type { TestApp } from '../harness';
import { unique } from './unique';

export type Vendor = typeof vendors.$inferSelect;

/** An active vendor with a unique name. */
export async function createVendor(
  t: TestApp,
  over: Partial<typeof vendors.$inferInsert> = {},
): Promise<Vendor> {
  const id = over.id ?? unique('vendor');
  const [row] = await t.database.db
    .insert(vendors)
    .values({ name: `Vendor ${id}`, category: 'Office Supplies', status: 'active', ...over, id })
    .returning();
  return row!;
}

/** A catalog item of a vendor. */
export async function createCatalogItem(
  t: TestApp,
  c: Partial<typeof catalogItems.$inferInsert> & { vendorId: string },
) {
  const id = c.id ?? unique('cat');
  const [row] = await t.database.db
    .insert(catalogItems)
    .values({
      sku: `SKU-${id}`,
      name: `Item ${id}`,
      category: 'Office Supplies',
      unitPrice: '10.00',
      ...c,
      id,
    })
    .returning();
  return row!;
}
