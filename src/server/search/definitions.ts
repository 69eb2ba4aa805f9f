import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SEARCH_PER_TYPE_LIMIT, type SearchResult } from '@shared/search/types';
import { formatCurrency } from '@shared/format';
import type { DbOrTx } from '../db/client';
import { catalogItems, vendorNameKey, vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { invoices } from '../db/schema/invoices';
import { visibleRequisitions } from '../access/requisitions';
import type { SessionUser } from '@shared/auth/types';
import { fieldMatches, isAnyOf, textMatches, vendorOrFreeTextMatches } from '../lib/text-match';
import { newestFirst, prefixRank, topK, type TopK } from './top-k';
import { byMatches, sortMatches } from '../lib/match-order';
import { vendorNameOf } from '../lib/names';

export type Ranked = SearchResult & { rank: number };

/** What every type's definition reads: the request's text and user, and what was looked up once for it. */
export type SearchContext = {
  db: DbOrTx;
  user: SessionUser;
  /** `%text%` (LIKE wildcards escaped). */
  pattern: string;
  vendorIds: string[];
  /** The user sees only their own records: their vendors' rows are tested in the same OR as the text. */
  ownOnly: boolean;
  /** The visibility rule's parts that hold rows (access/*, probed), by record type; undefined = all. */
  parts: { purchaseOrders: SQL[] | undefined; invoices: SQL[] | undefined };
};

/** One record type of home search: how its candidates are read (topK) and shown. */
export type Definition<T extends { id: string; rank: number }> = TopK<T> & {
  toResult: (row: T) => SearchResult;
};
/** The definition, and `read()`: its first SEARCH_PER_TYPE_LIMIT rows (topK) as results with their rank. */
const define = <T extends { id: string; rank: number }>(d: Definition<T>) => ({
  ...d,
  read: async (): Promise<Ranked[]> =>
    (await topK(SEARCH_PER_TYPE_LIMIT, d)).map((row) => ({ ...d.toResult(row), rank: row.rank })),
});

const money = (value: string | null) => (value === null ? undefined : formatCurrency(value));

/**
 * Home search's record types, one definition each, in the order results are listed: what matches
 * (substring of the fields, the matching vendors' ids), who may see it, the statement and its index
 * order, and the result row. A type's `rank` is 0 when an identifying field starts with the text.
 */
export function definitions(c: SearchContext) {
  const { db, pattern: p, vendorIds, ownOnly } = c;
  const prefix = p.slice(1);
  const starts = (...columns: AnyColumn[]) => prefixRank(columns.map((col) => ilike(col, prefix)));
  const contains = (...columns: AnyColumn[]) => columns.map((col) => ilike(col, p));
  // Own-records users' rows come through their own indexes (requestor and date): PostgreSQL walks
  // those newest first for a common word and intersects them with the trigram matches of a rare one.
  // (Testing the text on every own row instead, text-match.ts Rows 'few', read an employee's 4,900
  // invoices for a rare word: 27 ms against 0.2 ms.) Their vendors' rows are few: in the same OR.
  const byVendor = (column: AnyColumn) =>
    ownOnly || !vendorIds.length ? undefined : isAnyOf(column, vendorIds);
  const vendorMatch = (column: AnyColumn) => (ownOnly ? [isAnyOf(column, vendorIds)] : []);

  const vendor = define({
    any: contains(vendors.name, vendors.category),
    query: (where, n) =>
      db
        .select({
          id: vendors.id,
          name: vendors.name,
          category: vendors.category,
          status: vendors.status,
          rank: starts(vendors.name),
        })
        .from(vendors)
        .where(where)
        .orderBy(asc(vendorNameKey), asc(vendors.id))
        .limit(n),
    toResult: (v) => ({ ...v, type: 'vendor', href: `/vendors?id=${encodeURIComponent(v.id)}` }),
  });

  const productMatches = [
    ...contains(catalogItems.name, catalogItems.category, catalogItems.sku),
    isAnyOf(catalogItems.vendorId, vendorIds),
  ];
  const product = define({
    any: productMatches,
    query: async (where, n) => {
      // A word's few products are read and sorted by name (lib/match-order.ts); the vendors' names
      // are looked up for the page's products only (vendorNameOf).
      const sorted = await sortMatches(db, catalogItems, or(...productMatches));
      return db
        .select({
          rank: starts(catalogItems.name),
          id: catalogItems.id,
          name: catalogItems.name,
          vendor: vendorNameOf(catalogItems.vendorId),
          category: catalogItems.category,
          price: catalogItems.unitPrice,
        })
        .from(catalogItems)
        .where(where)
        .orderBy(asc(sorted ? byMatches(catalogItems.name) : catalogItems.name), asc(catalogItems.id))
        .limit(n);
    },
    toResult: ({ price, ...r }) => ({
      ...r,
      type: 'product',
      price: money(price),
      href: `/requisitions?productId=${encodeURIComponent(r.id)}`,
    }),
  });

  const contract = define({
    any: [
      ...contains(contracts.title, contracts.id, contracts.category),
      isAnyOf(contracts.vendorId, vendorIds),
    ],
    query: (where, n) =>
      db
        .select({
          rank: starts(contracts.title, contracts.id),
          id: contracts.id,
          name: contracts.title,
          vendor: vendorNameOf(contracts.vendorId),
          category: contracts.category,
          status: contracts.status,
          expires: contracts.endDate,
        })
        .from(contracts)
        .where(where)
        .orderBy(asc(contracts.endDate), asc(contracts.title), asc(contracts.id))
        .limit(n),
    toResult: (r) => ({ ...r, type: 'contract', href: `/contracts?search=${encodeURIComponent(r.id)}` }),
  });

  const requisition = define({
    any: [
      ...contains(requisitions.id, requisitions.title),
      vendorOrFreeTextMatches(requisitions.vendorId, requisitions.vendorName, vendorIds, p),
      ...contains(requisitions.department),
    ],
    visible: visibleRequisitions(c.user),
    query: (where, n) =>
      db
        .select({
          rank: starts(requisitions.id, requisitions.title),
          id: requisitions.id,
          name: requisitions.title,
          vendor: sql<
            string | null
          >`coalesce(${vendorNameOf(requisitions.vendorId)}, ${requisitions.vendorName})`,
          department: requisitions.department,
          amount: requisitions.totalAmount,
          status: requisitions.status,
        })
        .from(requisitions)
        .where(where)
        .orderBy(desc(requisitions.createdAt), desc(requisitions.id))
        .limit(n),
    toResult: ({ vendor: v, amount, ...r }) => ({
      ...r,
      type: 'requisition',
      vendor: v ?? undefined,
      category: r.department,
      amount: money(amount),
      href: `/my-requests?id=${encodeURIComponent(r.id)}`,
    }),
  });

  const purchaseOrder = define({
    // The PO number and description (not the contract number of purchase_orders.search_text).
    any: [
      ...[purchaseOrders.poNumber, purchaseOrders.description].map((col) => fieldMatches(col, p)),
      ...vendorMatch(purchaseOrders.vendorId),
    ],
    parts: c.parts.purchaseOrders,
    query: (where, n) =>
      db
        .select({
          rank: starts(purchaseOrders.poNumber, purchaseOrders.description),
          id: purchaseOrders.id,
          at: purchaseOrders.createdAt,
          poNumber: purchaseOrders.poNumber,
          description: purchaseOrders.description,
          vendor: vendorNameOf(purchaseOrders.vendorId),
          department: purchaseOrders.department,
          amount: purchaseOrders.amount,
          status: purchaseOrders.status,
        })
        .from(purchaseOrders)
        .where(where)
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
        .limit(n),
    byVendor: byVendor(purchaseOrders.vendorId),
    order: newestFirst,
    toResult: (o) => ({
      id: o.id,
      type: 'purchase-order',
      name: o.description ? `${o.poNumber} — ${o.description}` : o.poNumber,
      vendor: o.vendor,
      department: o.department,
      amount: money(o.amount),
      status: o.status,
      href: `/po-summary?id=${encodeURIComponent(o.id)}`,
    }),
  });

  const invoice = define({
    any: [
      textMatches(invoices.searchText, [invoices.invoiceNumber, invoices.description], p),
      ...vendorMatch(invoices.vendorId),
    ],
    parts: c.parts.invoices,
    query: (where, n) =>
      db
        .select({
          rank: starts(invoices.invoiceNumber, invoices.description),
          id: invoices.id,
          at: invoices.invoiceDate,
          invoiceNumber: invoices.invoiceNumber,
          description: invoices.description,
          vendor: vendorNameOf(invoices.vendorId),
          amount: invoices.amount,
          status: invoices.status,
        })
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
        .limit(n),
    byVendor: byVendor(invoices.vendorId),
    order: newestFirst,
    toResult: (i) => ({
      id: i.id,
      type: 'invoice',
      name: i.description ? `${i.invoiceNumber} — ${i.description}` : i.invoiceNumber,
      vendor: i.vendor,
      amount: money(i.amount),
      status: i.status,
      href: `/invoice-history?search=${encodeURIComponent(i.invoiceNumber)}`,
    }),
  });

  return [vendor, product, contract, requisition, purchaseOrder, invoice];
}
