import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, qty, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';
import { poLines, purchaseOrders } from './purchase-orders';

export type LineMatchResult = { ok: boolean; reasons: string[] };

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    poId: text('po_id').references(() => purchaseOrders.id),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    paymentTerms: text('payment_terms').notNull().default('Net 30'),
    /** matched | pending | exception */
    threeWayMatchStatus: text('three_way_match_status').notNull().default('pending'),
    /** approved | paid | pending | rejected | on-hold | disputed */
    status: text('status').notNull().default('pending'),
    matchExceptions: jsonb('match_exceptions').$type<string[]>().notNull().default([]),
    duplicateOfId: text('duplicate_of_id'),
    resolutionNote: text('resolution_note'),
    /** Why the invoice is on hold, disputed or rejected (cleared when it is released). */
    statusReason: text('status_reason'),
    attachmentNames: jsonb('attachment_names').$type<string[]>().notNull().default([]),
    paidAt: ts('paid_at'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    /**
     * The department and requestor of the invoice's PO (null without a PO): kept by triggers from po_id and
     * the PO (migration list_visibility), so invoice visibility is two indexed columns.
     */
    poDepartment: text('po_department'),
    poRequestorId: text('po_requestor_id'),
    /**
     * The text a list search reads (lib/text-match.ts): invoice number and description, lower-cased and
     * joined by chr(31), kept by PostgreSQL. One LIKE on it replaces an ILIKE per field.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(invoice_number || chr(31) || description)`),
  },
  (t) => [
    index('invoices_status_idx').on(t.status, t.invoiceDate.desc().nullsFirst(), t.id),
    index('invoices_match_idx').on(t.threeWayMatchStatus, t.invoiceDate.desc().nullsFirst(), t.id),
    /** The review queue's invoices: pending and matched, oldest first. */
    index('invoices_review_idx').on(t.status, t.threeWayMatchStatus, t.createdAt, t.id),
    index('invoices_vendor_number_idx').on(t.vendorId, t.invoiceNumber),
    index('invoices_po_idx').on(t.poId),
    /** The invoices entered since a time (the anomaly detection reads each new invoice once). */
    index('invoices_created_idx').on(t.createdAt),
    index('invoices_date_idx').on(t.invoiceDate.desc().nullsFirst(), t.id),
    index('invoices_vendor_date_idx').on(t.vendorId, t.invoiceDate.desc().nullsFirst(), t.id),
    index('invoices_po_department_date_idx').on(t.poDepartment, t.invoiceDate.desc().nullsFirst(), t.id),
    index('invoices_po_requestor_date_idx').on(t.poRequestorId, t.invoiceDate.desc().nullsFirst(), t.id),
    /** The list's status and match filters within a visibility scope: page and capped count by index. */
    index('invoices_po_department_status_idx').on(
      t.poDepartment,
      t.status,
      t.invoiceDate.desc().nullsFirst(),
      t.id,
    ),
    index('invoices_po_department_match_idx').on(
      t.poDepartment,
      t.threeWayMatchStatus,
      t.invoiceDate.desc().nullsFirst(),
      t.id,
    ),
    index('invoices_po_requestor_status_idx').on(
      t.poRequestorId,
      t.status,
      t.invoiceDate.desc().nullsFirst(),
      t.id,
    ),
    index('invoices_po_requestor_match_idx').on(
      t.poRequestorId,
      t.threeWayMatchStatus,
      t.invoiceDate.desc().nullsFirst(),
      t.id,
    ),
    /** A department user's own invoices of other departments (access/invoices.ts visibleInvoiceParts). */
    index('invoices_po_requestor_department_idx').on(t.poRequestorId, t.poDepartment),
    /** The vendors of a user's own invoices, from the index alone (invoices/vendor-options.ts). */
    index('invoices_po_requestor_vendor_idx').on(t.poRequestorId, t.vendorId),
    /**
     * The same for a department: which vendors have the department's invoices (invoices/vendor-options.ts),
     * and a text search's vendor-name matches within the department, instead of intersecting them with
     * every invoice of the department (migration 0041).
     */
    index('invoices_po_department_vendor_idx').on(t.poDepartment, t.vendorId),
    index('invoices_number_trgm_idx')
      .using('gin', sql`${t.invoiceNumber} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('invoices_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('invoices_description_trgm_idx')
      .using('gin', sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: false }),
    /**
     * An own-records user's text search (btree_gin, migration 0040): one GIN scan meets the user's
     * entries with the word's trigrams, instead of intersecting their invoices with every match of
     * a word found in a few percent of the table (decision 022). PostgreSQL only: on PGlite, which
     * does not load btree_gin, the migration leaves it out.
     */
    index('invoices_po_requestor_search_trgm_idx')
      .using('gin', t.poRequestorId, sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    poLineId: text('po_line_id').references(() => poLines.id),
    description: text('description').notNull(),
    quantity: qty('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    glCode: text('gl_code').notNull(),
    total: money('total').notNull(),
    matchResult: jsonb('match_result').$type<LineMatchResult>(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.lineNo),
    /** The invoice lines matched to a PO line (a PO line's SKU change moves their Analytics spend). */
    index('invoice_lines_po_line_idx').on(t.poLineId),
  ],
);

export const budgets = pgTable(
  'budgets',
  {
    id: text('id').primaryKey(),
    department: text('department').notNull(),
    glCode: text('gl_code').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('budgets_key_uq').on(t.department, t.glCode, t.fiscalYear)],
);
