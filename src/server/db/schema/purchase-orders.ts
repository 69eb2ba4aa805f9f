import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money, qty, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';
import { contracts } from './contracts';
import { requisitions } from './requisitions';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: text('id').primaryKey(),
    poNumber: text('po_number').notNull().unique(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    requisitionId: text('requisition_id').references(() => requisitions.id),
    contractId: text('contract_id').references(() => contracts.id),
    contractNumber: text('contract_number'),
    description: text('description').notNull().default(''),
    department: text('department').notNull(),
    amount: money('amount').notNull(),
    isBlanketPo: boolean('is_blanket_po').notNull().default(false),
    /** Blanket POs: the most that releases may draw. */
    blanketLimit: money('blanket_limit'),
    /** Releases: the blanket PO they draw down. */
    parentPoId: text('parent_po_id'),
    /** pending | approved | in-progress | completed | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    revision: integer('revision').notNull().default(1),
    contractStartDate: date('contract_start_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    agreementDate: date('agreement_date', { mode: 'string' }),
    attachmentNames: jsonb('attachment_names').$type<string[]>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id),
    /**
     * The requestor of the requisition the PO was raised from (null without one): kept by a trigger from
     * requisition_id (migration list_visibility), so "own POs" visibility is an indexed column.
     */
    requestorId: text('requestor_id').references(() => users.id),
    createdAt: createdAt(),
    approvedAt: ts('approved_at'),
    issuedAt: ts('issued_at'),
    completedAt: ts('completed_at'),
    /**
     * The text a list search reads (lib/text-match.ts): PO number, description and contract number,
     * lower-cased and joined by chr(31), kept by PostgreSQL. One LIKE on it replaces an ILIKE per field.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(po_number || chr(31) || description || chr(31) || coalesce(contract_number, ''))`,
    ),
  },
  (t) => [
    index('purchase_orders_status_idx').on(t.status, t.createdAt),
    index('purchase_orders_vendor_idx').on(t.vendorId, t.createdAt),
    /** The list's default order (newest first, then id) within a visibility scope, read by index. */
    index('purchase_orders_department_created_idx').on(t.department, t.createdAt.desc().nullsFirst(), t.id),
    index('purchase_orders_requestor_created_idx').on(t.requestorId, t.createdAt.desc().nullsFirst(), t.id),
    /** A department user's own POs of other departments (access/purchase-orders.ts visiblePurchaseOrderParts). */
    index('purchase_orders_requestor_department_idx').on(t.requestorId, t.department),
    index('purchase_orders_requisition_idx').on(t.requisitionId),
    index('purchase_orders_contract_idx').on(t.contractId),
    /** The assistant's insight: active contracts that back a blanket PO (few rows; insights.ts). */
    index('purchase_orders_blanket_contract_idx')
      .on(t.contractId)
      .where(sql`${t.isBlanketPo}`),
    index('purchase_orders_parent_idx').on(t.parentPoId),
    index('purchase_orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    /** Home search: the most recent matches first, walked backwards with a LIMIT (search/top-k.ts). */
    index('purchase_orders_created_id_idx').on(t.createdAt, t.id),
    index('purchase_orders_desc_trgm_idx')
      .using('gin', sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('purchase_orders_po_number_trgm_idx')
      .using('gin', sql`${t.poNumber} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('purchase_orders_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('purchase_orders_contract_number_trgm_idx')
      .using('gin', sql`${t.contractNumber} gin_trgm_ops`)
      .with({ fastupdate: false }),
    /**
     * A department-scoped user's text search (btree_gin, migration 0048, as decision 022 for the
     * own-records user): one GIN scan meets the department's entries with the word's trigrams. Its
     * capped count of a word in a few percent of the POs read the table to 101 matches (17–20 ms at
     * full scale), now 1.8 ms. PostgreSQL only: PGlite does not load btree_gin.
     */
    index('purchase_orders_department_search_trgm_idx')
      .using('gin', t.department, sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const poLines = pgTable(
  'po_lines',
  {
    id: text('id').primaryKey(),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productNumber: text('product_number'),
    description: text('description').notNull(),
    quantity: qty('quantity').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
    glCode: text('gl_code').notNull(),
  },
  (t) => [
    index('po_lines_po_idx').on(t.purchaseOrderId, t.lineNo),
    /** The assistant's GL spend (spend.ts): one GL code's lines read from the index alone. */
    index('po_lines_gl_po_idx').on(t.glCode, t.purchaseOrderId, t.total),
    /** Savings capture (purchase-orders/savings-capture.ts): an item's earlier prices by SKU. */
    index('po_lines_product_idx')
      .on(t.productNumber, t.purchaseOrderId, t.unitPrice)
      .where(sql`${t.productNumber} is not null`),
    /** The opportunity analysis: lines whose descriptions are similar to an item's (pg_trgm `%`). */
    index('po_lines_description_trgm_idx')
      .using('gin', sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const poWorkflowSteps = pgTable(
  'po_workflow_steps',
  {
    id: text('id').primaryKey(),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    stepOrder: integer('step_order').notNull(),
    step: text('step').notNull(),
    /** completed | pending | not_started */
    status: text('status').notNull(),
    assignee: text('assignee').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('po_workflow_steps_po_idx').on(t.purchaseOrderId, t.stepOrder)],
);

export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: text('id').primaryKey(),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    receivedBy: text('received_by')
      .notNull()
      .references(() => users.id),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('goods_receipts_po_idx').on(t.purchaseOrderId)],
);

export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    id: text('id').primaryKey(),
    receiptId: text('receipt_id')
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: 'cascade' }),
    poLineId: text('po_line_id')
      .notNull()
      .references(() => poLines.id),
    quantity: qty('quantity').notNull(),
  },
  (t) => [
    index('goods_receipt_lines_receipt_idx').on(t.receiptId),
    index('goods_receipt_lines_line_idx').on(t.poLineId),
  ],
);
