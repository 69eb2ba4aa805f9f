import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { visibleInvoices } from '../access/invoices';
import type { SessionUser } from '@shared/auth/types';
import type { IntegrationType, VendorStatus } from '@shared/vendors/schemas';
import type { VendorDetail, VendorSummary } from '@shared/vendors/types';
import { vendorCan } from '@shared/vendors/policies';
import type { DbOrTx } from '../db/client';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { contracts } from '../db/schema/contracts';
import { vendorOrders, vendorSpend } from '../db/schema/rollups';
import { exactly, likePattern, listPage, orderBy, type ListQuery, type TotalColumn } from '../http/list';
import { notFound } from '../http/errors';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { FIGURE_SORTS, figureSort, vendorIdsByFigure } from './figure-sort';

export type VendorListQuery = ListQuery & { status?: string; integrationType?: string; category?: string };

/** The calendar year whose invoices make "Spend YTD" (local time: it rolls over on 1 January by itself). */
export const spendYear = (today = new Date()) => today.getFullYear();

/**
 * A vendor's columns with its figures, read from the rollups (db/rollups.ts) by primary key for each
 * row returned (sub-selects, evaluated after the page is cut): `year`'s invoiced spend (rejected
 * invoices excluded) and the latest purchase order (cancelled and rejected ones excluded).
 */
function vendorColumns(year: number) {
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

const SHORT_LIST = 10;

/** One vendor with its latest contracts, and the purchase orders and invoices the user may see. */
export async function getVendorDetail(db: DbOrTx, user: SessionUser, id: string): Promise<VendorDetail> {
  const [summary, [extra]] = await Promise.all([
    getVendorSummary(db, id),
    db
      .select({
        address: vendors.address,
        city: vendors.city,
        state: vendors.state,
        zipCode: vendors.zipCode,
        country: vendors.country,
        ein: vendors.ein,
        createdAt: vendors.createdAt,
      })
      .from(vendors)
      .where(eq(vendors.id, id)),
  ]);
  if (!summary || !extra) throw notFound('Vendor');
  const poVisible = visiblePurchaseOrders(user);
  const [contractRows, poRows, invoiceRows] = await Promise.all([
    db
      .select({
        id: contracts.id,
        title: contracts.title,
        value: contracts.value,
        endDate: contracts.endDate,
        status: contracts.status,
      })
      .from(contracts)
      .where(eq(contracts.vendorId, id))
      .orderBy(desc(contracts.endDate), contracts.id)
      .limit(SHORT_LIST),
    db
      .select({
        id: purchaseOrders.id,
        poNumber: purchaseOrders.poNumber,
        amount: purchaseOrders.amount,
        status: purchaseOrders.status,
        createdAt: purchaseOrders.createdAt,
      })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.vendorId, id), poVisible))
      .orderBy(desc(purchaseOrders.createdAt), purchaseOrders.id)
      .limit(SHORT_LIST),
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        amount: invoices.amount,
        status: invoices.status,
        invoiceDate: invoices.invoiceDate,
      })
      .from(invoices)
      .where(and(eq(invoices.vendorId, id), visibleInvoices(user)))
      .orderBy(desc(invoices.invoiceDate), invoices.id)
      .limit(SHORT_LIST),
  ]);
  return {
    ...summary,
    ...extra,
    createdAt: extra.createdAt.toISOString(),
    contracts: contractRows,
    purchaseOrders: poRows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    invoices: invoiceRows,
    can: vendorCan(user, summary),
  };
}
