import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { visibleInvoices } from '../access/invoices';
import type { SessionUser } from '@shared/auth/types';
import { SEARCH_PER_TYPE_LIMIT, SEARCH_RESULT_TYPES, type SearchResult } from '@shared/search/types';
import { isSearchable } from '@shared/search/match';
import { formatCurrency } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { catalogItems, vendorNameKey, vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { invoices } from '../db/schema/invoices';
import { likePattern } from '../http/list';
import { visibleRequisitions } from '../access/requisitions';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { isAnyOf, vendorIdsMatching, vendorOrFreeTextMatches } from '../lib/text-match';

type Ranked = SearchResult & { rank: number };

/** 0 when one of the record's identifying fields starts with the text, else 1 (prefix matches first). */
const prefixRank = (prefix: string, ...columns: (SQL | AnyColumn)[]) =>
  sql<number>`case when ${sql.join(
    columns.map((c) => sql`${c} ilike ${prefix}`),
    sql` or `,
  )} then 0 else 1 end`;

const money = (value: string | null) => (value === null ? undefined : formatCurrency(value));

/**
 * Home search: case-insensitive substring match (ILIKE on escaped text) across vendors, products,
 * contracts, requisitions, purchase orders and invoices — one query per type, run in parallel, at
 * most 8 per type; records the user may not see are left out. Prefix matches rank first. A joined
 * vendor's name is tested through the row's vendor id (the matching vendors looked up once, see
 * text-match.ts), so each OR is answered from the trigram and foreign-key indexes.
 */
export async function searchEverything(
  db: DbOrTx,
  user: SessionUser,
  text: string,
  limit: number,
): Promise<SearchResult[]> {
  if (!isSearchable(text)) return [];
  const needle = text.trim();
  const p = likePattern(needle);
  const prefix = p.slice(1);
  const per = SEARCH_PER_TYPE_LIMIT;
  const vendorRank = prefixRank(prefix, vendors.name);
  const productRank = prefixRank(prefix, catalogItems.name);
  const contractRank = prefixRank(prefix, contracts.title, contracts.id);
  const requisitionRank = prefixRank(prefix, requisitions.id, requisitions.title);
  const poRank = prefixRank(prefix, purchaseOrders.poNumber, purchaseOrders.description);
  const invoiceRank = prefixRank(prefix, invoices.invoiceNumber, invoices.description);
  const vendorIds = await vendorIdsMatching(db, p);

  const vendorRows = db
    .select({
      id: vendors.id,
      name: vendors.name,
      category: vendors.category,
      status: vendors.status,
      rank: vendorRank,
    })
    .from(vendors)
    .where(or(ilike(vendors.name, p), ilike(vendors.category, p)))
    .orderBy(vendorRank, asc(vendorNameKey))
    .limit(per);

  const productRows = db
    .select({
      id: catalogItems.id,
      name: catalogItems.name,
      vendor: vendors.name,
      category: catalogItems.category,
      price: catalogItems.unitPrice,
      rank: productRank,
    })
    .from(catalogItems)
    .innerJoin(vendors, eq(vendors.id, catalogItems.vendorId))
    .where(
      or(
        ilike(catalogItems.name, p),
        isAnyOf(catalogItems.vendorId, vendorIds),
        ilike(catalogItems.category, p),
        ilike(catalogItems.sku, p),
      ),
    )
    .orderBy(productRank, asc(catalogItems.name))
    .limit(per);

  const contractRows = db
    .select({
      id: contracts.id,
      name: contracts.title,
      vendor: vendors.name,
      category: contracts.category,
      status: contracts.status,
      expires: contracts.endDate,
      rank: contractRank,
    })
    .from(contracts)
    .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
    .where(
      or(
        ilike(contracts.title, p),
        isAnyOf(contracts.vendorId, vendorIds),
        ilike(contracts.category, p),
        ilike(contracts.id, p),
      ),
    )
    .orderBy(contractRank, asc(contracts.endDate), asc(contracts.title))
    .limit(per);

  const reqVendor = sql<string | null>`coalesce(${vendors.name}, ${requisitions.vendorName})`;
  const requisitionRows = db
    .select({
      id: requisitions.id,
      name: requisitions.title,
      vendor: reqVendor,
      department: requisitions.department,
      amount: requisitions.totalAmount,
      status: requisitions.status,
      rank: requisitionRank,
    })
    .from(requisitions)
    .leftJoin(vendors, eq(vendors.id, requisitions.vendorId))
    .where(
      and(
        or(
          ilike(requisitions.id, p),
          ilike(requisitions.title, p),
          vendorOrFreeTextMatches(requisitions.vendorId, requisitions.vendorName, vendorIds, p),
          ilike(requisitions.department, p),
        ),
        visibleRequisitions(user),
      ),
    )
    .orderBy(requisitionRank, desc(requisitions.createdAt), asc(requisitions.id))
    .limit(per);

  const poRows = db
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      description: purchaseOrders.description,
      vendor: vendors.name,
      department: purchaseOrders.department,
      amount: purchaseOrders.amount,
      status: purchaseOrders.status,
      rank: poRank,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        or(
          ilike(purchaseOrders.poNumber, p),
          ilike(purchaseOrders.description, p),
          isAnyOf(purchaseOrders.vendorId, vendorIds),
        ),
        visiblePurchaseOrders(user),
      ),
    )
    .orderBy(poRank, desc(purchaseOrders.createdAt), asc(purchaseOrders.id))
    .limit(per);

  const invoiceRows = db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      vendor: vendors.name,
      amount: invoices.amount,
      status: invoices.status,
      rank: invoiceRank,
    })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(
      and(
        or(
          ilike(invoices.invoiceNumber, p),
          isAnyOf(invoices.vendorId, vendorIds),
          ilike(invoices.description, p),
        ),
        visibleInvoices(user),
      ),
    )
    .orderBy(invoiceRank, desc(invoices.invoiceDate), asc(invoices.id))
    .limit(per);

  const [vs, ps, cs, rs, pos, invs] = await Promise.all([
    vendorRows,
    productRows,
    contractRows,
    requisitionRows,
    poRows,
    invoiceRows,
  ]);

  const results: Ranked[] = [
    ...vs.map((v) => ({
      id: v.id,
      type: 'vendor' as const,
      name: v.name,
      category: v.category,
      status: v.status,
      href: `/vendors?id=${encodeURIComponent(v.id)}`,
      rank: v.rank,
    })),
    ...ps.map((r) => ({
      id: r.id,
      type: 'product' as const,
      name: r.name,
      vendor: r.vendor,
      category: r.category,
      price: money(r.price),
      href: `/requisitions?productId=${encodeURIComponent(r.id)}`,
      rank: r.rank,
    })),
    ...cs.map((c) => ({
      id: c.id,
      type: 'contract' as const,
      name: c.name,
      vendor: c.vendor,
      category: c.category,
      status: c.status,
      expires: c.expires,
      href: `/contracts?search=${encodeURIComponent(c.id)}`,
      rank: c.rank,
    })),
    ...rs.map((r) => ({
      id: r.id,
      type: 'requisition' as const,
      name: r.name,
      vendor: r.vendor ?? undefined,
      category: r.department,
      department: r.department,
      amount: money(r.amount),
      status: r.status,
      href: `/my-requests?id=${encodeURIComponent(r.id)}`,
      rank: r.rank,
    })),
    ...pos.map((o) => ({
      id: o.id,
      type: 'purchase-order' as const,
      name: o.description ? `${o.poNumber} — ${o.description}` : o.poNumber,
      vendor: o.vendor,
      department: o.department,
      amount: money(o.amount),
      status: o.status,
      href: `/po-summary?id=${encodeURIComponent(o.id)}`,
      rank: o.rank,
    })),
    ...invs.map((i) => ({
      id: i.id,
      type: 'invoice' as const,
      name: i.description ? `${i.invoiceNumber} — ${i.description}` : i.invoiceNumber,
      vendor: i.vendor,
      amount: money(i.amount),
      status: i.status,
      href: `/invoice-history?search=${encodeURIComponent(i.invoiceNumber)}`,
      rank: i.rank,
    })),
  ];

  const typeOrder = (t: SearchResult['type']) => SEARCH_RESULT_TYPES.indexOf(t);
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || typeOrder(a.r.type) - typeOrder(b.r.type) || a.i - b.i)
    .slice(0, limit)
    .map(({ r: { rank: _rank, ...rest } }) => rest);
}
