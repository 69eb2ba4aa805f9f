import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogItem } from '@shared/search/catalog';
import type { DbOrTx } from '../db/client';
import { catalogItems, vendors } from '../db/schema/vendors';
import { likePattern, listPage, matchingRow, type ListResult, orderBy, type ListQuery } from '../http/list';
import { notFound } from '../http/errors';
import { isAnyOf, textMatches, vendorIdsMatching } from '../lib/text-match';
import { byMatches, sortMatches } from '../lib/match-order';

const columns = {
  id: catalogItems.id,
  sku: catalogItems.sku,
  name: catalogItems.name,
  vendorId: catalogItems.vendorId,
  vendorName: vendors.name,
  category: catalogItems.category,
  unitPrice: catalogItems.unitPrice,
  unitOfMeasure: catalogItems.unitOfMeasure,
  leadTimeDays: catalogItems.leadTimeDays,
};

/**
 * The catalogue of active vendors' products: everyone may browse it. Whether the vendor is active is
 * read from the item (`vendor_active`, kept from the vendor's status by triggers), so the count needs no
 * join and the default order walks the partial index catalog_items_active_name_idx (name, id).
 */
export async function listCatalogItems(
  db: DbOrTx,
  query: ListQuery & { vendorId?: string; category?: string },
): Promise<ListResult<CatalogItem>> {
  const conditions: (SQL | undefined)[] = [sql`${catalogItems.vendorActive}`];
  if (query.vendorId) conditions.push(eq(catalogItems.vendorId, query.vendorId));
  if (query.category) conditions.push(eq(catalogItems.category, query.category));
  if (query.q) {
    const p = likePattern(query.q);
    const vendorIds = await vendorIdsMatching(db, p);
    conditions.push(
      or(
        isAnyOf(catalogItems.vendorId, vendorIds),
        textMatches(catalogItems.searchText, [catalogItems.name, catalogItems.sku], p),
      ),
    );
  }
  const where = and(...conditions);
  // By name (the default), a word's few matches are read and sorted (lib/match-order.ts).
  const byName = !query.sort || query.sort === 'name' || query.sort === '-name';
  const name =
    query.q && byName && (await sortMatches(db, catalogItems, where))
      ? byMatches(catalogItems.name)
      : catalogItems.name;
  const order = orderBy(
    query.sort,
    {
      name,
      unitPrice: catalogItems.unitPrice,
      vendor: vendors.name,
      sku: catalogItems.sku,
    },
    [sql`${name} asc`],
    catalogItems.id,
  );
  return listPage(
    db,
    {
      table: catalogItems,
      rows: (total) =>
        db
          .select({ ...columns, ...total })
          .from(catalogItems)
          .innerJoin(vendors, eq(vendors.id, catalogItems.vendorId)),
    },
    db.select(matchingRow).from(catalogItems),
    where,
    order,
    query,
  );
}

export async function getCatalogItem(db: DbOrTx, id: string): Promise<CatalogItem> {
  const [row] = await db
    .select(columns)
    .from(catalogItems)
    .innerJoin(vendors, eq(vendors.id, catalogItems.vendorId))
    .where(eq(catalogItems.id, id));
  if (!row) throw notFound('Product');
  return row;
}
