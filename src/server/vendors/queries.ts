import { and, asc, desc, eq, gte, ilike, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
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
import { exactly, likePattern, listPage, orderBy, type ListQuery } from '../http/list';
import { notFound } from '../http/errors';
import { visiblePurchaseOrders } from '../access/purchase-orders';

export type VendorListQuery = ListQuery & { status?: string; integrationType?: string; category?: string };

/** [1 January, next 1 January) of the current calendar year, as YYYY-MM-DD. */
export function calendarYear(today = new Date()): { start: string; end: string } {
  const y = today.getFullYear();
  return { start: `${y}-01-01`, end: `${y + 1}-01-01` };
}

/**
 * Vendors with their live figures, one query: this year's invoiced spend (rejected invoices excluded)
 * and the latest purchase order (cancelled and rejected ones excluded) come from grouped subqueries
 * joined to the vendor rows.
 */
function vendorsWithFigures(db: DbOrTx) {
  const year = calendarYear();
  const spend = db
    .select({ vendorId: invoices.vendorId, total: sql<string>`sum(${invoices.amount})`.as('total_spend') })
    .from(invoices)
    .where(
      and(
        ne(invoices.status, 'rejected'),
        gte(invoices.invoiceDate, year.start),
        lt(invoices.invoiceDate, year.end),
      ),
    )
    .groupBy(invoices.vendorId)
    .as('spend');
  const orders = db
    .select({
      vendorId: purchaseOrders.vendorId,
      last: sql<Date>`max(${purchaseOrders.createdAt})`.as('last_order_at'),
    })
    .from(purchaseOrders)
    .where(notInArray(purchaseOrders.status, ['cancelled', 'rejected']))
    .groupBy(purchaseOrders.vendorId)
    .as('orders');
  const totalSpend = sql`coalesce(${spend.total}, 0)`;
  const lastOrder = sql`coalesce(${orders.last}, '-infinity'::timestamptz)`;
  const fields = {
    id: vendors.id,
    name: vendors.name,
    category: vendors.category,
    integrationType: sql<IntegrationType>`${vendors.integrationType}`,
    status: sql<VendorStatus>`${vendors.status}`,
    lastOrderDate: sql<string | null>`to_char(${orders.last}, 'YYYY-MM-DD')`,
    totalSpendYtd: sql<string>`(${totalSpend})::numeric(14,2)::text`,
    contactName: vendors.contactName,
    contactEmail: vendors.contactEmail,
    contactPhone: vendors.contactPhone,
    onTimeRate: sql<number | null>`${vendors.onTimeRate}::float8`,
  };
  const query = () =>
    db
      .select(fields)
      .from(vendors)
      .leftJoin(spend, eq(spend.vendorId, vendors.id))
      .leftJoin(orders, eq(orders.vendorId, vendors.id));
  return {
    query,
    sortable: {
      name: vendorNameKey,
      status: vendors.status,
      totalSpendYtd: totalSpend,
      lastOrderDate: lastOrder,
    },
  };
}

export async function listVendors(
  db: DbOrTx,
  q: VendorListQuery,
): Promise<{ rows: VendorSummary[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(vendors.status, q.status));
  if (q.integrationType) conditions.push(eq(vendors.integrationType, q.integrationType));
  if (q.category) conditions.push(ilike(vendors.category, exactly(q.category)));
  if (q.q) {
    const p = likePattern(q.q);
    conditions.push(or(ilike(vendors.name, p), ilike(vendors.category, p)));
  }
  const where = and(...conditions);
  const { query, sortable } = vendorsWithFigures(db);
  const order = orderBy(q.sort, sortable, [asc(vendorNameKey)], vendors.id);
  return listPage(db, query(), vendors, where, order, q);
}

export async function getVendorSummary(db: DbOrTx, id: string): Promise<VendorSummary | undefined> {
  const [row] = await vendorsWithFigures(db).query().where(eq(vendors.id, id));
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
