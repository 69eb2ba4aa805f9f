import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { IntegrationType, VendorStatus } from '@shared/vendors/schemas';
import type { VendorSummary } from '@shared/vendors/types';
import type { DbOrTx } from '../db/client';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { vendorOrders, vendorSpend } from '../db/schema/rollups';
import { exactly, likePattern, listPage, orderBy, type ListQuery, type TotalColumn } from '../http/list';
import { FIGURE_SORTS, figureSort, vendorIdsByFigure } from './figure-sort';

export type VendorListQuery = ListQuery & { status?: string; integrationType?: string; category?: string };

/** The calendar year whose invoices make "Spend YTD" (local time: it rolls over on 1 January by itself). */
export const spendYear = (today = new Date()) => today.getFullYear();

/**
 * A vendor's columns with its figures, read from the rollups (db/rollups.ts) by primary key for each
 * row returned (sub-selects, evaluated after the page is cut): `year`'s invoiced spend (rejected
 * invoices excluded) and the latest purchase order (cancelled and rejected ones excluded).
 */
export function vendorColumns(year: number) {
  const spend = sql`(select ${vendorSpend.spend} from ${vendorSpend}
    where ${vendorSpend.vendorId} = ${vendors.id} and ${vendorSpend.year} = ${year})`;
  const lastOrder = sql`(select ${vendorOrders.lastOrderOn} from ${vendorOrders}
    where ${vendorOrders.vendorId} = ${vendors.id})`;
  return {
    id: vendors.id,
    name: vendors.name,
    category: vendors.category,
    integrationType: sql<IntegrationType>`${vendors.integrationType}`,
    status: sql<VendorStatus>`${vendors.status}`,
    lastOrderDate: sql<string | null>`${lastOrder}::text`,
    totalSpendYtd: sql<string>`coalesce(${spend}, 0)::numeric(14,2)::text`,
    contactName: vendors.contactName,
    contactEmail: vendors.contactEmail,
    contactPhone: vendors.contactPhone,
    onTimeRate: sql<number | null>`${vendors.onTimeRate}::float8`,
  };
}

/** Vendors with their figures (vendorColumns): a search's page by ids, a vendor's summary. */
function vendorsWithFigures(db: DbOrTx, year: number) {
  return db.select(vendorColumns(year)).from(vendors);
}

function vendorConditions(q: VendorListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(vendors.status, q.status));
  if (q.integrationType) conditions.push(eq(vendors.integrationType, q.integrationType));
  if (q.category) conditions.push(ilike(vendors.category, exactly(q.category)));
  if (q.q) {
    const p = likePattern(q.q);
    conditions.push(or(ilike(vendors.name, p), ilike(vendors.category, p)));
  }
  return and(...conditions);
}

export async function listVendors(
  db: DbOrTx,
  q: VendorListQuery,
): Promise<{ rows: VendorSummary[]; total: number }> {
  const where = vendorConditions(q);
  const year = spendYear();
  const byFigure = figureSort(q.sort);
  if (byFigure) {
    const [ids, [counted]] = await Promise.all([
      vendorIdsByFigure(db, where, year, byFigure, q),
      db.select({ n: count() }).from(vendors).where(where),
    ]);
    const rows = ids.length ? await vendorsWithFigures(db, year).where(inArray(vendors.id, ids)) : [];
    const at = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    return { rows, total: counted?.n ?? 0 };
  }
  const sortable = { name: vendorNameKey, status: vendors.status, ...FIGURE_SORTS };
  const order = orderBy(q.sort, sortable, [asc(vendorNameKey)], vendors.id);
  return listPage(
    db,
    {
      table: vendors,
      rows: (total: TotalColumn) => db.select({ ...vendorColumns(year), ...total }).from(vendors),
    },
    vendors,
    where,
    order,
    q,
  );
}

export async function getVendorSummary(db: DbOrTx, id: string): Promise<VendorSummary | undefined> {
  const [row] = await vendorsWithFigures(db, spendYear()).where(eq(vendors.id, id));
  return row;
}
