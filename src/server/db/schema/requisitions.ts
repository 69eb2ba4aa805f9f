import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money, qty, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';
import { contracts } from './contracts';

export const requisitions = pgTable(
  'requisitions',
  {
    id: text('id').primaryKey(),
    requestType: text('request_type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    itemType: text('item_type').notNull(),
    department: text('department').notNull(),
    businessJustification: text('business_justification').notNull(),
    dateNeededBy: date('date_needed_by', { mode: 'string' }),
    vendorId: text('vendor_id').references(() => vendors.id),
    vendorName: text('vendor_name'),
    shippingAddress: text('shipping_address'),
    deliveryLocation: text('delivery_location'),
    contractId: text('contract_id').references(() => contracts.id),
    contractNumber: text('contract_number'),
    contractStartDate: date('contract_start_date', { mode: 'string' }),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    /** Change orders: the purchase order being changed. */
    poNumber: text('po_number'),
    changeDescription: text('change_description'),
    urgencyLevel: text('urgency_level').notNull().default('low'),
    originalPrice: money('original_price'),
    discountAmount: money('discount_amount'),
    discountPercentage: money('discount_percentage'),
    costSavingsNotes: text('cost_savings_notes'),
    totalAmount: money('total_amount').notNull().default('0'),
    /** draft | pending | approved | returned | rejected | cancelled */
    status: text('status').notNull().default('draft'),
    feedback: text('feedback'),
    budgetWarning: text('budget_warning'),
    /** File names the form listed on submit (uploaded files live in `attachments`). */
    attachmentNames: jsonb('attachment_names').$type<string[]>().notNull().default([]),
    requestorId: text('requestor_id')
      .notNull()
      .references(() => users.id),
    submittedDate: ts('submitted_date'),
    approvedAt: ts('approved_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * Approved, not a change order, and no live PO (one not cancelled or rejected, not a release): the
     * requests procurement still has to raise a PO for. Kept by triggers (migration summary_rollups).
     */
    awaitingPo: boolean('awaiting_po').notNull().default(false),
    /**
     * The text the list search reads (lib/text-match.ts): id, title, description and vendor name,
     * lower-cased and joined by chr(31), kept by PostgreSQL.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(id || chr(31) || title || chr(31) || coalesce(description, '') || chr(31) || coalesce(vendor_name, ''))`,
    ),
  },
  (t) => [
    index('requisitions_requestor_idx').on(t.requestorId, t.status),
    /** My Requests' and the profile's figures: index-only reads of the user's own requests. */
    index('requisitions_requestor_amount_idx').on(t.requestorId, t.status, t.totalAmount),
    /** The user's own requests submitted in a month (Requisitions' "this month" tile). */
    index('requisitions_requestor_submitted_idx').on(t.requestorId, t.submittedDate),
    /** Awaiting-PO list: newest first (walked backwards) over the few requests awaiting a PO. */
    index('requisitions_awaiting_po_idx')
      .on(t.createdAt, t.id, t.department, t.requestorId, t.status)
      .where(sql`${t.awaitingPo}`),
    index('requisitions_department_idx').on(t.department, t.status),
    index('requisitions_status_idx').on(t.status, t.createdAt),
    index('requisitions_requestor_created_idx').on(t.requestorId, t.createdAt),
    index('requisitions_department_created_idx').on(t.department, t.createdAt),
    index('requisitions_submitted_idx').on(t.submittedDate),
    index('requisitions_type_idx').on(t.requestType),
    index('requisitions_vendor_idx').on(t.vendorId),
    /** Home search: the most recent matches first, walked backwards with a LIMIT (search/top-k.ts). */
    index('requisitions_created_id_idx').on(t.createdAt, t.id),
    index('requisitions_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('requisitions_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('requisitions_id_trgm_idx')
      .using('gin', sql`${t.id} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('requisitions_vendor_name_trgm_idx')
      .using('gin', sql`${t.vendorName} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('requisitions_department_trgm_idx')
      .using('gin', sql`${t.department} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const requisitionItems = pgTable(
  'requisition_items',
  {
    id: text('id').primaryKey(),
    requisitionId: text('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    itemType: text('item_type').notNull().default('good'),
    productNumber: text('product_number'),
    description: text('description').notNull(),
    quantity: qty('quantity').notNull().default('1'),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    unitPrice: money('unit_price').notNull().default('0'),
    total: money('total').notNull().default('0'),
    generalLedgerCode: text('general_ledger_code').notNull(),
    contractNumber: text('contract_number'),
    minOrderQuantity: integer('min_order_quantity'),
    leadTimeDays: integer('lead_time_days'),
  },
  (t) => [index('requisition_items_req_idx').on(t.requisitionId, t.lineNo)],
);

export const changeOrders = pgTable(
  'change_orders',
  {
    id: text('id').primaryKey(),
    requisitionId: text('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    purchaseOrderId: text('purchase_order_id'),
    changeType: text('change_type').notNull().default('amendment'),
    changeDescription: text('change_description').notNull(),
    originalAmount: money('original_amount'),
    newAmount: money('new_amount'),
    /** pending | approved | applied | rejected */
    status: text('status').notNull().default('pending'),
    appliedRevision: integer('applied_revision'),
    appliedAt: ts('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('change_orders_po_idx').on(t.purchaseOrderId),
    index('change_orders_req_idx').on(t.requisitionId),
  ],
);
