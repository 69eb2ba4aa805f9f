import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';
import { fromCents, toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { visiblePurchaseOrderParts, visiblePurchaseOrders } from '../access/purchase-orders';
import { notFound } from '../http/errors';
import { likePattern, orderBy, type ListQuery } from '../http/list';
import { listPageByParts } from '../http/list-parts';
import { isAnyOf, textMatches, vendorIdsMatching, type Rows } from '../lib/text-match';
import { scopeOf } from '@shared/auth/scope';
import { iso } from '../lib/dates';
import { qualified, vendorNameOf } from '../lib/names';

/** Releases' amounts per blanket PO (cancelled and rejected releases draw nothing). */
const blanketUsed = sql<string | null>`case when ${purchaseOrders.isBlanketPo} then (
  select coalesce(sum(rel.amount), 0)::numeric(14,2)::text from purchase_orders rel
  where rel.parent_po_id = ${qualified(purchaseOrders.id)} and rel.status not in ('cancelled', 'rejected')
) end`;

export const columns = {
  po: purchaseOrders,
  vendorName: vendors.name,
  blanketUsed,
};
/** `columns` with the vendor's name looked up for each row (no join: vendorNameOf). */
const lookedUpColumns = { ...columns, vendorName: vendorNameOf(purchaseOrders.vendorId) };
export type Row = { po: typeof purchaseOrders.$inferSelect; vendorName: string; blanketUsed: string | null };

export function toPurchaseOrder({ po, vendorName, blanketUsed: used }: Row): PurchaseOrder {
  return {
    id: po.id,
    poNumber: po.poNumber,
    vendorId: po.vendorId,
    vendorName,
    vendor: vendorName,
    amount: po.amount,
    totalAmount: po.amount,
    isBlanketPO: po.isBlanketPo,
    blanketLimit: po.blanketLimit,
    blanketUsed: used,
    blanketRemaining:
      po.isBlanketPo && used !== null ? fromCents(toCents(po.blanketLimit) - toCents(used)) : null,
    status: po.status,
    contractNumber: po.contractNumber,
    contractId: po.contractId,
    contractStartDate: po.contractStartDate,
    contractEndDate: po.contractEndDate,
    agreementDate: po.agreementDate,
    department: po.department,
    description: po.description,
    attachments: po.attachmentNames,
    requisitionId: po.requisitionId,
    parentPoId: po.parentPoId,
    revision: po.revision,
    createdAt: po.createdAt.toISOString(),
    approvedAt: iso(po.approvedAt),
    issuedAt: iso(po.issuedAt),
    completedAt: iso(po.completedAt),
  };
}

export type PoFilters = ListQuery & {
  status?: string;
  vendorId?: string;
  contractId?: string;
  department?: string;
  parentPoId?: string;
};

const SORTS = {
  poNumber: purchaseOrders.poNumber,
  amount: purchaseOrders.amount,
  totalAmount: purchaseOrders.amount,
  createdAt: purchaseOrders.createdAt,
  vendor: vendorNameKey,
  vendorName: vendorNameKey,
  status: purchaseOrders.status,
};
const VENDOR_SORTS = ['vendor', 'vendorName'];

/** The fields a PO list search reads besides the vendor's name (purchase_orders.search_text). */
const textFields = [purchaseOrders.poNumber, purchaseOrders.description, purchaseOrders.contractNumber];

export async function listPurchaseOrders(db: DbOrTx, user: SessionUser, f: PoFilters) {
  const statuses = f.status && f.status !== 'all' ? f.status.split(',').map((s) => s.trim()) : [];
  const pattern = f.q ? likePattern(f.q) : undefined;
  const vendorIds = pattern ? await vendorIdsMatching(db, pattern) : [];
  // The page through the indexes (a rare word's few matches, or the first rows of a common one);
  // the count, only run for a full page, on an own-records user's rows (text-match.ts Rows).
  const filters = (textRows: Rows) =>
    and(
      statuses.length ? inArray(purchaseOrders.status, statuses) : undefined,
      f.vendorId && f.vendorId !== 'all' ? eq(purchaseOrders.vendorId, f.vendorId) : undefined,
      f.contractId ? eq(purchaseOrders.contractId, f.contractId) : undefined,
      f.department && f.department !== 'all' ? eq(purchaseOrders.department, f.department) : undefined,
      f.parentPoId ? eq(purchaseOrders.parentPoId, f.parentPoId) : undefined,
      pattern
        ? or(
            isAnyOf(purchaseOrders.vendorId, vendorIds, textRows),
            textMatches(purchaseOrders.searchText, textFields, pattern, textRows),
          )
        : undefined,
    );
  const order = orderBy(f.sort, SORTS, [desc(purchaseOrders.createdAt)], purchaseOrders.id);
  // A text search's matches are read from the trigram indexes and sorted: the page's vendor names are
  // then looked up for its rows alone (lookedUpColumns); joined there, every vendor was hashed first.
  const byVendor = VENDOR_SORTS.includes(f.sort?.replace(/^-/, '') ?? '');
  const withVendor = <S extends SelectedFields>(fields: S) =>
    byVendor
      ? db.select(fields).from(purchaseOrders).innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      : db.select(fields).from(purchaseOrders);
  const { rows, ...tally } = await listPageByParts(
    db,
    {
      table: purchaseOrders,
      rows: (total) =>
        pattern && !byVendor
          ? db.select({ ...lookedUpColumns, ...total }).from(purchaseOrders)
          : db
              .select({ ...columns, ...total })
              .from(purchaseOrders)
              .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId)),
    },
    purchaseOrders,
    {
      select: () => withVendor({ id: purchaseOrders.id }),
      id: purchaseOrders.id,
      table: purchaseOrders,
    },
    {
      parts: visiblePurchaseOrderParts(user),
      rest: filters('any'),
      countRest: filters(scopeOf(user).kind === 'own' ? 'few' : 'any'),
    },
    order,
    f,
  );
  return { rows: rows.map(toPurchaseOrder), ...tally };
}

/** The PO (by id or PO number) when the user may see it; 404 otherwise. */
export async function findVisiblePurchaseOrder(
  db: DbOrTx,
  user: SessionUser,
  idOrNumber: string,
  forUpdate = false,
) {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        or(eq(purchaseOrders.id, idOrNumber), eq(purchaseOrders.poNumber, idOrNumber)),
        visiblePurchaseOrders(user),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Purchase order');
  return row;
}
