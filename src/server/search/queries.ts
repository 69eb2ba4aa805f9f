import { and, asc, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import { newestFirst, prefixRank, topK } from './top-k';
import { ownPurchaseOrderIds } from '../purchase-orders/own-po-ids';

type Ranked = SearchResult & { rank: number };

const money = (value: string | null) => (value === null ? undefined : formatCurrency(value));

/**
 * Home search: case-insensitive substring match (ILIKE on escaped text) across vendors, products,
 * contracts, requisitions, purchase orders and invoices — at most 8 per type, prefix matches first,
 * then by each type's order (name, expiry, most recent first); records the user may not see are left
 * out. Each type's rows come from `topK`: statements ordered by an index with a LIMIT, never a sort of
 * every match. A joined vendor's name is tested through the row's vendor id (the matching vendors
 * looked up once, see text-match.ts), so each OR is answered from the trigram and foreign-key indexes.
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
  const [vendorIds, ownPoIds] = await Promise.all([vendorIdsMatching(db, p), ownPurchaseOrderIds(db, user)]);
  const starts = (...columns: AnyColumn[]) => columns.map((c) => ilike(c, prefix));
  const contains = (...columns: AnyColumn[]) => columns.map((c) => ilike(c, p));
  // Own-records users: their POs' rows are few, so the text is tested on those rows (`col || ''` is the
  // same value but no index's): otherwise the planner ANDs the po-id bitmap with the trigram bitmaps of
  // a common word, reading every match in the table to keep a few.
  const onOwnRows = (columns: AnyColumn[], vendorId: AnyColumn) =>
    ownPoIds
      ? [
          ...columns.map((c) => sql`(${c} || '') ilike ${p}`),
          sql`(${vendorId} || '') = any(${sql.param(vendorIds)}::text[])`,
        ]
      : [...contains(...columns), isAnyOf(vendorId, vendorIds)];

  const vendorRows = topK(per, contains(vendors.name, vendors.category), undefined, (where, n) =>
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        category: vendors.category,
        status: vendors.status,
        rank: prefixRank(starts(vendors.name)),
      })
      .from(vendors)
      .where(where)
      .orderBy(asc(vendorNameKey), asc(vendors.id))
      .limit(n),
  );

  const productRows = topK(
    per,
    [
      ...contains(catalogItems.name, catalogItems.category, catalogItems.sku),
      isAnyOf(catalogItems.vendorId, vendorIds),
    ],
    undefined,
    (where, n) =>
      db
        .select({
          rank: prefixRank(starts(catalogItems.name)),
          id: catalogItems.id,
          name: catalogItems.name,
          vendor: vendors.name,
          category: catalogItems.category,
          price: catalogItems.unitPrice,
        })
        .from(catalogItems)
        .innerJoin(vendors, eq(vendors.id, catalogItems.vendorId))
        .where(where)
        .orderBy(asc(catalogItems.name), asc(catalogItems.id))
        .limit(n),
  );

  const contractRows = topK(
    per,
    [...contains(contracts.title, contracts.id, contracts.category), isAnyOf(contracts.vendorId, vendorIds)],
    undefined,
    (where, n) =>
      db
        .select({
          rank: prefixRank(starts(contracts.title, contracts.id)),
          id: contracts.id,
          name: contracts.title,
          vendor: vendors.name,
          category: contracts.category,
          status: contracts.status,
          expires: contracts.endDate,
        })
        .from(contracts)
        .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
        .where(where)
        .orderBy(asc(contracts.endDate), asc(contracts.title), asc(contracts.id))
        .limit(n),
  );

  const reqVendor = sql<string | null>`coalesce(${vendors.name}, ${requisitions.vendorName})`;
  const requisitionRows = topK(
    per,
    [
      ...contains(requisitions.id, requisitions.title),
      vendorOrFreeTextMatches(requisitions.vendorId, requisitions.vendorName, vendorIds, p),
      ...contains(requisitions.department),
    ],
    visibleRequisitions(user),
    (where, n) =>
      db
        .select({
          rank: prefixRank(starts(requisitions.id, requisitions.title)),
          id: requisitions.id,
          name: requisitions.title,
          vendor: reqVendor,
          department: requisitions.department,
          amount: requisitions.totalAmount,
          status: requisitions.status,
        })
        .from(requisitions)
        .leftJoin(vendors, eq(vendors.id, requisitions.vendorId))
        .where(where)
        .orderBy(desc(requisitions.createdAt), desc(requisitions.id))
        .limit(n),
  );

  // Vendor-name matches as a statement of their own (see topK), except on an own-records user's rows.
  const byVendor = (vendorId: AnyColumn) =>
    !ownPoIds && vendorIds.length > 0
      ? { match: isAnyOf(vendorId, vendorIds), order: newestFirst }
      : undefined;
  const textOnly = (columns: AnyColumn[], vendorId: AnyColumn) =>
    ownPoIds ? onOwnRows(columns, vendorId) : contains(...columns);

  const poRows = topK(
    per,
    textOnly([purchaseOrders.poNumber, purchaseOrders.description], purchaseOrders.vendorId),
    and(visiblePurchaseOrders(user), ownPoIds && isAnyOf(purchaseOrders.id, ownPoIds)),
    (where: SQL | undefined, n: number) =>
      db
        .select({
          rank: prefixRank(starts(purchaseOrders.poNumber, purchaseOrders.description)),
          id: purchaseOrders.id,
          at: purchaseOrders.createdAt,
          poNumber: purchaseOrders.poNumber,
          description: purchaseOrders.description,
          vendor: vendors.name,
          department: purchaseOrders.department,
          amount: purchaseOrders.amount,
          status: purchaseOrders.status,
        })
        .from(purchaseOrders)
        .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
        .where(where)
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
        .limit(n),
    byVendor(purchaseOrders.vendorId),
  );

  const invoiceRows = topK(
    per,
    textOnly([invoices.invoiceNumber, invoices.description], invoices.vendorId),
    and(visibleInvoices(user), ownPoIds && isAnyOf(invoices.poId, ownPoIds)),
    (where: SQL | undefined, n: number) =>
      db
        .select({
          rank: prefixRank(starts(invoices.invoiceNumber, invoices.description)),
          id: invoices.id,
          at: invoices.invoiceDate,
          invoiceNumber: invoices.invoiceNumber,
          description: invoices.description,
          vendor: vendors.name,
          amount: invoices.amount,
          status: invoices.status,
        })
        .from(invoices)
        .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
        .where(where)
        .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
        .limit(n),
    byVendor(invoices.vendorId),
  );

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
