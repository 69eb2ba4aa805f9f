import { alias } from 'drizzle-orm/pg-core';
import { visibleInvoiceParts, visibleInvoices } from '../access/invoices';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  duplicateReason,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceView,
  type MatchStatus,
} from '@shared/invoices/schemas';
import type { DbOrTx } from '../db/client';
import { runPrepared } from '../db/prepared';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { users } from '../db/schema/auth';
import { vendorNameKey, vendors } from '../db/schema/vendors';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { filesOf, storedFilesColumn } from '../lib/attachments';
import { qualified, vendorNameOf } from '../lib/names';
import {
  exactly,
  likePattern,
  matchingRow,
  type ListResult,
  orderBy,
  type ListQuery,
  type TotalColumn,
} from '../http/list';
import { listPageByParts } from '../http/list-parts';
import { notFound } from '../http/errors';
import { isAnyOf, poNumberMatches, textMatches, vendorIdsMatching, type Rows } from '../lib/text-match';
import { scopeOf } from '@shared/auth/scope';
import { invoicePolicyFor } from './duties';

/** Uploaded invoice files are attachments of this owner type. */
export const INVOICE_OWNER = 'invoice';

export type InvoiceFilters = {
  q?: string;
  status?: string;
  vendorId?: string;
  vendorName?: string;
  threeWayMatchStatus?: string;
  poId?: string;
};
export type InvoiceListQuery = ListQuery & InvoiceFilters;

const fields = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  vendorId: invoices.vendorId,
  vendorName: vendors.name,
  poId: invoices.poId,
  poNumber: purchaseOrders.poNumber,
  description: invoices.description,
  amount: invoices.amount,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  receivedDate: invoices.receivedDate,
  paymentTerms: invoices.paymentTerms,
  threeWayMatchStatus: sql<MatchStatus>`${invoices.threeWayMatchStatus}`,
  status: sql<InvoiceStatus>`${invoices.status}`,
  matchExceptions: invoices.matchExceptions,
  resolutionNote: invoices.resolutionNote,
  statusReason: invoices.statusReason,
  attachments: invoices.attachmentNames,
  createdBy: invoices.createdBy,
  enteredByName: sql<
    string | null
  >`(select entered.first_name || ' ' || entered.last_name from ${users} entered where entered.id = ${qualified(invoices.createdBy)})`,
};

/** `fields` with the vendor's name and the PO number looked up for each row (no joins: vendorNameOf). */
const lookedUpFields = {
  ...fields,
  vendorName: vendorNameOf(invoices.vendorId),
  poNumber: sql<
    string | null
  >`(select numbered.po_number from ${purchaseOrders} numbered where numbered.id = ${qualified(invoices.poId)})`,
};

type Row = Omit<InvoiceView, 'matchStatus' | 'enteredBy' | 'duties' | 'can'> & {
  createdBy: string | null;
  enteredByName: string | null;
};
type Policy = Awaited<ReturnType<typeof invoicePolicyFor>>;

const toView = ({ createdBy, enteredByName, ...row }: Row, policy: Policy): InvoiceView => ({
  ...row,
  matchStatus: row.threeWayMatchStatus,
  enteredBy: createdBy ? { id: createdBy, name: enteredByName ?? createdBy } : null,
  ...policy({ status: row.status, threeWayMatchStatus: row.threeWayMatchStatus, createdBy }),
});

/** The visible invoices matching the filters (the list's and the summary's condition). */
export async function conditions(db: DbOrTx, user: SessionUser, f: InvoiceFilters): Promise<SQL | undefined> {
  return and(visibleInvoices(user), (await filterConditions(db, f))(rowsOf(user)));
}

/** The fields an invoice list search reads besides the PO number and vendor name (invoices.search_text). */
const textFields = [invoices.invoiceNumber, invoices.description];

/** A user who sees only their own invoices: the text is tested on those (lib/text-match.ts Rows). */
const rowsOf = (user: SessionUser): Rows => (scopeOf(user).kind === 'own' ? 'few' : 'any');

/** The filters' condition, visibility aside, for `rows`: what the visibility leaves (text-match.ts Rows). */
async function filterConditions(db: DbOrTx, f: InvoiceFilters): Promise<(rows: Rows) => SQL | undefined> {
  const vendorIds = f.q ? await vendorIdsMatching(db, likePattern(f.q)) : [];
  return (rows) => filtersFor(f, vendorIds, rows);
}

function filtersFor(f: InvoiceFilters, vendorIds: string[], rows: Rows): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (f.status) list.push(eq(invoices.status, f.status));
  if (f.vendorId) list.push(eq(invoices.vendorId, f.vendorId));
  if (f.vendorName) list.push(ilike(vendors.name, exactly(f.vendorName)));
  if (f.threeWayMatchStatus) list.push(eq(invoices.threeWayMatchStatus, f.threeWayMatchStatus));
  if (f.poId) list.push(eq(invoices.poId, f.poId));
  if (f.q) {
    const p = likePattern(f.q);
    list.push(
      or(
        isAnyOf(invoices.vendorId, vendorIds, rows),
        textMatches(invoices.searchText, textFields, p, rows),
        poNumberMatches(invoices.poId, p),
      ),
    );
  }
  return and(...list);
}

export async function listInvoices(
  db: DbOrTx,
  user: SessionUser,
  q: InvoiceListQuery,
): Promise<ListResult<InvoiceView>> {
  // The page through the indexes (a rare word's few matches, or the first rows of a common one);
  // the count, only run for a full page, on an own-records user's rows (text-match.ts Rows).
  const filters = await filterConditions(db, q);
  const order = orderBy(
    q.sort,
    {
      invoiceNumber: invoices.invoiceNumber,
      amount: invoices.amount,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      status: invoices.status,
      vendor: vendorNameKey,
    },
    [desc(invoices.invoiceDate)],
    invoices.id,
  );
  // A text search's matches are read from the trigram indexes and sorted: the page's vendor names and
  // PO numbers are then looked up for its rows alone (lookedUpFields); joined there, every vendor was
  // hashed first. Otherwise they are joined (the vendors also where their name filters or orders).
  const byVendor = !!q.vendorName || q.sort?.replace(/^-/, '') === 'vendor';
  const withVendor = <S extends SelectedFields>(selected: S) =>
    byVendor
      ? db.select(selected).from(invoices).innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      : db.select(selected).from(invoices);
  const page = (total: TotalColumn) =>
    q.q && !byVendor
      ? db.select({ ...lookedUpFields, ...total }).from(invoices)
      : db
          .select({ ...fields, ...total })
          .from(invoices)
          .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
          .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId));
  const [{ rows, ...tally }, policy] = await Promise.all([
    listPageByParts(
      db,
      { table: invoices, rows: page },
      // The filter reads vendors only for vendorName (every invoice has its vendor); never the PO.
      q.vendorName ? withVendor(matchingRow) : invoices,
      { select: () => withVendor({ id: invoices.id }), id: invoices.id, table: invoices },
      { parts: visibleInvoiceParts(user), rest: filters('any'), countRest: filters(rowsOf(user)) },
      order,
      q,
    ),
    invoicePolicyFor(db, user),
  ]);
  return { rows: rows.map((r) => toView(r, policy)), ...tally };
}

/** Whether the invoice exists and the user may see it. */
export async function isVisibleInvoice(db: DbOrTx, user: SessionUser, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleInvoices(user)));
  return !!row;
}

const original = alias(invoices, 'original_invoice');
const iso = (c: AnyColumn) =>
  sql<string | null>`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The invoice's lines with their match results, as one JSON column of the detail's statement. */
const itemsColumn = sql<InvoiceDetail['items'] | null>`(
  select json_agg(json_build_object('lineNo', l.line_no, 'poLineId', l.po_line_id,
    'description', l.description, 'quantity', l.quantity::float8, 'unitPrice', l.unit_price::text,
    'glCode', l.gl_code, 'total', l.total::text, 'matchResult', l.match_result) order by l.line_no)
  from ${invoiceLines} l where l.invoice_id = ${invoices.id})`;

/**
 * One visible invoice with everything the Preview dialog lists: line items (with their match
 * results), stored attachments, PO status, duplicate flag and its reason; 404 when missing or out of the user's scope.
 */
export async function getInvoice(db: DbOrTx, user: SessionUser, id: string): Promise<InvoiceDetail> {
  const [row] = await runPrepared(
    db
      .select({
        ...fields,
        poStatus: purchaseOrders.status,
        duplicateOfId: invoices.duplicateOfId,
        duplicateOfNumber: original.invoiceNumber,
        paidAt: iso(invoices.paidAt),
        createdAt: iso(invoices.createdAt),
        items: itemsColumn,
        files: storedFilesColumn([[INVOICE_OWNER, invoices.id]]),
      })
      .from(invoices)
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
      .leftJoin(original, eq(original.id, invoices.duplicateOfId))
      .where(and(eq(invoices.id, id), visibleInvoices(user))),
  );
  if (!row) throw notFound('Invoice');
  const policy = await invoicePolicyFor(db, user);
  const { poStatus, duplicateOfId, duplicateOfNumber, paidAt, createdAt, items, files, ...view } = row;
  return {
    ...toView(view, policy),
    items: items ?? [],
    attachmentFiles: filesOf(files),
    poStatus,
    duplicateOfId,
    duplicateOfNumber,
    duplicateReason: duplicateOfId
      ? duplicateReason(view.invoiceNumber, duplicateOfNumber ?? duplicateOfId)
      : null,
    paidAt,
    createdAt: createdAt!,
  };
}
