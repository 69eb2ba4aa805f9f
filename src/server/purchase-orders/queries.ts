import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@shared/auth/types';
import { poProgress, type PurchaseOrder, type PurchaseOrderDetail } from '@shared/purchase-orders/schemas';
import { fromCents, toCents } from '@shared/money';
import { isoDate } from '@shared/format';
import { poCan } from '@shared/purchase-orders/policies';
import type { DbOrTx } from '../db/client';
import { goodsReceiptLines, poLines, poWorkflowSteps, purchaseOrders } from '../db/schema/purchase-orders';
import { attachments } from '../db/schema/attachments';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { visiblePurchaseOrderParts, visiblePurchaseOrders } from '../access/purchase-orders';
import { notFound } from '../http/errors';
import { likePattern, listPageByParts, orderBy, type ListQuery } from '../http/list';
import { isAnyOf, textMatches, vendorIdsMatching, type Rows } from '../lib/text-match';
import { scopeOf } from '@shared/auth/scope';
import { attachmentInfoColumns } from '../lib/attachments';
import { iso } from '../lib/dates';
import { qualified, vendorNameOf } from '../lib/names';
import { poFacts } from './facts';

/** Releases' amounts per blanket PO (cancelled and rejected releases draw nothing). */
const blanketUsed = sql<string | null>`case when ${purchaseOrders.isBlanketPo} then (
  select coalesce(sum(rel.amount), 0)::numeric(14,2)::text from purchase_orders rel
  where rel.parent_po_id = ${qualified(purchaseOrders.id)} and rel.status not in ('cancelled', 'rejected')
) end`;

const columns = {
  po: purchaseOrders,
  vendorName: vendors.name,
  blanketUsed,
};
/** `columns` with the vendor's name looked up for each row (no join: vendorNameOf). */
const lookedUpColumns = { ...columns, vendorName: vendorNameOf(purchaseOrders.vendorId) };
type Row = { po: typeof purchaseOrders.$inferSelect; vendorName: string; blanketUsed: string | null };

function toPurchaseOrder({ po, vendorName, blanketUsed: used }: Row): PurchaseOrder {
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

/**
 * The stored files of a PO: those uploaded to the request it came from (a release: its blanket's
 * request) and any stored on the PO itself; each downloads from GET /api/attachments/{id}.
 */
function attachmentFilesOf(db: DbOrTx, purchaseOrderId: string) {
  const requisitionOfPo = db
    .select({ id: purchaseOrders.requisitionId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId));
  return db
    .select(attachmentInfoColumns)
    .from(attachments)
    .where(
      or(
        and(eq(attachments.ownerType, 'requisition'), inArray(attachments.ownerId, requisitionOfPo)),
        and(eq(attachments.ownerType, 'purchase-order'), eq(attachments.ownerId, purchaseOrderId)),
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function getPurchaseOrderDetail(
  db: DbOrTx,
  user: SessionUser,
  idOrNumber: string,
): Promise<PurchaseOrderDetail> {
  const po = await findVisiblePurchaseOrder(db, user, idOrNumber);
  const { id } = po;
  const received = db
    .select({
      poLineId: goodsReceiptLines.poLineId,
      quantity: sql<string>`sum(${goodsReceiptLines.quantity})`.as('received_quantity'),
    })
    .from(goodsReceiptLines)
    .where(
      inArray(
        goodsReceiptLines.poLineId,
        db.select({ id: poLines.id }).from(poLines).where(eq(poLines.purchaseOrderId, id)),
      ),
    )
    .groupBy(goodsReceiptLines.poLineId)
    .as('received');
  // Billed so far per line: the lines of the PO's invoices that are not rejected.
  const invoiced = db
    .select({
      poLineId: invoiceLines.poLineId,
      quantity: sql<string>`sum(${invoiceLines.quantity})`.as('invoiced_quantity'),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.poId, id), ne(invoices.status, 'rejected')))
    .groupBy(invoiceLines.poLineId)
    .as('invoiced');
  const contractVendor = vendors;
  const [[row], lines, steps, [contract], files, facts] = await Promise.all([
    db
      .select(columns)
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(eq(purchaseOrders.id, id)),
    db
      .select({ line: poLines, received: received.quantity, invoiced: invoiced.quantity })
      .from(poLines)
      .leftJoin(received, eq(received.poLineId, poLines.id))
      .leftJoin(invoiced, eq(invoiced.poLineId, poLines.id))
      .where(eq(poLines.purchaseOrderId, id))
      .orderBy(asc(poLines.lineNo)),
    db
      .select()
      .from(poWorkflowSteps)
      .where(eq(poWorkflowSteps.purchaseOrderId, id))
      .orderBy(asc(poWorkflowSteps.stepOrder)),
    db
      .select({ c: contracts, vendorName: contractVendor.name })
      .from(contracts)
      .innerJoin(purchaseOrders, eq(purchaseOrders.contractId, contracts.id))
      .innerJoin(contractVendor, eq(contractVendor.id, contracts.vendorId))
      .where(eq(purchaseOrders.id, id)),
    attachmentFilesOf(db, id),
    poFacts(db, po),
  ]);
  if (!row) throw notFound('Purchase order');
  const workflowSteps = steps.map((s) => ({
    step: s.step,
    status: s.status,
    assignee: s.assignee,
    completedAt: iso(s.completedAt),
  }));
  return {
    ...toPurchaseOrder(row as Row),
    lines: lines.map(({ line, received: q, invoiced: billed }) => ({
      id: line.id,
      lineNo: line.lineNo,
      productNumber: line.productNumber,
      description: line.description,
      quantity: Number(line.quantity),
      unitOfMeasure: line.unitOfMeasure,
      unitPrice: line.unitPrice,
      total: line.total,
      glCode: line.glCode,
      quantityReceived: Number(q ?? 0),
      fullyReceived: Number(q ?? 0) >= Number(line.quantity),
      quantityInvoiced: Number(billed ?? 0),
    })),
    attachmentFiles: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    workflowSteps,
    ...poProgress(workflowSteps),
    contract: contract
      ? {
          id: contract.c.id,
          title: contract.c.title,
          vendorName: contract.vendorName,
          startDate: contract.c.startDate,
          endDate: contract.c.endDate,
          value: contract.c.value,
          status: contract.c.status,
        }
      : null,
    can: poCan(user, facts, isoDate(new Date())),
  };
}
