import { date, index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

/*
 * Rollups: figures the screens show that would otherwise aggregate big tables on every request. Each is
 * maintained by statement-level triggers on the tables it sums (migration rollup_triggers), in the
 * same transaction as the write, and recomputed from scratch by `rebuild_rollups()` (db/rollups.ts).
 * Rows are never deleted by the triggers: a figure that falls back to zero keeps a zero row.
 * `shard` (0–15, a hash of the changed row's id) spreads concurrent writes to one figure over 16 rows,
 * summed when read, so that they do not wait for each other's commit.
 */

/** Per vendor and calendar year of invoice_date: the spend of invoices not rejected (Vendors' "Spend YTD"). */
export const vendorSpend = pgTable(
  'vendor_spend',
  {
    vendorId: text('vendor_id').notNull(),
    year: integer('year').notNull(),
    spend: money('spend').notNull().default('0'),
    invoiceCount: integer('invoice_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.year] }),
    // The list sorted by spend, either way, ties by vendor id: an index scan that stops after the page.
    index('vendor_spend_year_spend_idx').on(t.year, t.spend, t.vendorId),
    index('vendor_spend_year_spend_desc_idx').on(t.year, t.spend.desc().nullsFirst(), t.vendorId),
  ],
);

/**
 * Per vendor: the day its latest purchase order was raised (cancelled and rejected ones left out; null:
 * none), the Vendors list's "Last Order". A day, not an instant: most new orders leave it as it is.
 */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    vendorId: text('vendor_id').primaryKey(),
    lastOrderOn: date('last_order_on', { mode: 'string' }),
  },
  (t) => [
    index('vendor_orders_last_idx').on(t.lastOrderOn, t.vendorId),
    index('vendor_orders_last_desc_idx').on(t.lastOrderOn.desc().nullsFirst(), t.vendorId),
  ],
);

/**
 * Invoice counts and sums per department of the invoice's PO ('' without a PO), status and 3-way match
 * status, in 16 shards: Invoice History's figures.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    department: text('department').notNull(),
    status: text('status').notNull(),
    matchStatus: text('match_status').notNull(),
    shard: smallint('shard').notNull(),
    invoiceCount: integer('invoice_count').notNull().default(0),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.department, t.status, t.matchStatus, t.shard] })],
);

/**
 * Committed spend: PO line totals of approved, in-progress and completed purchase orders, per
 * department, GL code and month of the PO's creation (in the database session's time zone), in 16 shards.
 * A fiscal year is twelve months of rows, whatever month it starts in.
 */
export const budgetCommitted = pgTable(
  'budget_committed',
  {
    department: text('department').notNull(),
    glCode: text('gl_code').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.department, t.glCode, t.month, t.shard] })],
);

/** Pending requisitions' line totals per department, GL code and month of submission, in 16 shards. */
export const budgetPending = pgTable(
  'budget_pending',
  {
    department: text('department').notNull(),
    glCode: text('gl_code').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.department, t.glCode, t.month, t.shard] })],
);

/**
 * Committed spend per GL code and day of the PO's creation (session time zone): PO line totals of
 * approved, in-progress and completed purchase orders, and how many such POs have a line on the GL
 * code (a PO has one day and one shard, so the counts add up without double counting), in 16 shards.
 * The assistant's office-supplies insight sums the days after its start and reads its first, partial day
 * directly.
 */
export const glSpend = pgTable(
  'gl_spend',
  {
    glCode: text('gl_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount').notNull().default('0'),
    poCount: integer('po_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.glCode, t.day, t.shard] })],
);

/** Invoiced spend (invoices not rejected) per month of invoice_date, in 16 shards: the Savings summary's spend. */
export const invoiceSpend = pgTable(
  'invoice_spend',
  {
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.month, t.shard] })],
);

/** Requisitions per department and status, in 16 shards: the Requisitions page's "active" tile. */
export const requisitionCounts = pgTable(
  'requisition_counts',
  {
    department: text('department').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    requisitionCount: integer('requisition_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.department, t.status, t.shard] })],
);

/**
 * Submitted requisitions that are not drafts, per department and month of submission (in the database
 * session's time zone), in 16 shards: the Requisitions page's "this month" tile.
 */
export const requisitionSubmissions = pgTable(
  'requisition_submissions',
  {
    department: text('department').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    requisitionCount: integer('requisition_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.department, t.shard] })],
);

/**
 * Purchase order amounts of POs not cancelled or rejected, per department and month of creation (in
 * the database session's time zone), in 16 shards: the profile's department spend of the fiscal year.
 */
export const poSpend = pgTable(
  'po_spend',
  {
    department: text('department').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.department, t.month, t.shard] })],
);

/**
 * Per approver: the approved requests (completed) on which they completed a step, and the sum of
 * those requests' seconds from submission to completion, in 16 shards (by request): the approvals
 * queue's "average days to approve".
 */
export const approverTotals = pgTable(
  'approver_totals',
  {
    userId: text('user_id').notNull(),
    shard: smallint('shard').notNull(),
    requestCount: integer('request_count').notNull().default(0),
    seconds: numeric('seconds').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shard] })],
);

/**
 * Invoice counts and sums per requestor of the invoice's PO (invoices.po_requestor_id; invoices without
 * a PO left out), the PO's department, status and 3-way match status, in 16 shards: Invoice History's
 * figures for users who see their own requests' invoices beyond (or instead of) a department's.
 */
export const invoiceRequestorTotals = pgTable(
  'invoice_requestor_totals',
  {
    requestorId: text('requestor_id').notNull(),
    department: text('department').notNull(),
    status: text('status').notNull(),
    matchStatus: text('match_status').notNull(),
    shard: smallint('shard').notNull(),
    invoiceCount: integer('invoice_count').notNull().default(0),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.requestorId, t.department, t.status, t.matchStatus, t.shard] })],
);

/**
 * The Analytics Intelligence Center's spend (decision 015): invoice line totals of invoices not
 * rejected, per vendor, department of the invoice's PO (invoices.po_department, '' without a PO), GL
 * code of the line, SKU (the matched PO line's product_number, '' when none) and month of the invoice
 * date. Kept by triggers on invoices, invoice_lines and po_lines (migration analytics_rollups). Not
 * sharded: the grain is fine enough that concurrent writers seldom meet on one row.
 */
export const spendMonthly = pgTable(
  'spend_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    department: text('department').notNull(),
    vendorId: text('vendor_id').notNull(),
    glCode: text('gl_code').notNull(),
    sku: text('sku').notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.department, t.vendorId, t.glCode, t.sku] }),
    /** A department's months (department-scoped users, the department filter). */
    index('spend_monthly_department_idx').on(t.department, t.month),
    /** One SKU's months (the SKU filter). */
    index('spend_monthly_sku_idx').on(t.sku, t.month),
    /**
     * The months of the vendors or GL codes a search names (`q`) when spend is grouped by another
     * dimension: without them procurement's search read all 890,000 rows of the scale set (50–90 ms).
     */
    index('spend_monthly_vendor_idx').on(t.vendorId, t.month),
    index('spend_monthly_gl_idx').on(t.glCode, t.month),
  ],
);

/**
 * Purchase orders not cancelled or rejected, per department and month of creation, in 16 shards: with
 * po_spend's amounts, the Analytics average order value.
 */
export const poCounts = pgTable(
  'po_counts',
  {
    department: text('department').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    poCount: integer('po_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.department, t.month, t.shard] })],
);

/**
 * Submitted requisitions (not drafts) per department, month of submission and status, in 16 shards:
 * the Analytics total requisitions and approval rate over a time window.
 */
export const requisitionOutcomes = pgTable(
  'requisition_outcomes',
  {
    department: text('department').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull(),
    requisitionCount: integer('requisition_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.department, t.month, t.status, t.shard] })],
);

/**
 * spend_monthly summed along one dimension at a time (decision 015, "coarser rollup"): `dimension`
 * 'all' (key ''), 'vendor' (key the vendor id), 'gl' (the GL code) or 'sku' (the SKU, '' included), per
 * month and department; the rows every line meets ('all', GL codes, SKU '') in 16 shards (a hash of the
 * vendor id), a vendor's or a SKU's in one (migration's spend_by_shard). Each spend_monthly row adds its amount
 * to one row of each dimension, by triggers on spend_monthly itself (migration analytics_dimensions):
 * the unfiltered figures, the SKU filter and options, and a free text that matches one dimension read
 * a few hundred rows instead of the window's spend_monthly rows.
 */
export const spendMonthlyBy = pgTable(
  'spend_monthly_by',
  {
    dimension: text('dimension').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    department: text('department').notNull(),
    key: text('key').notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.month, t.department, t.key, t.shard] }),
    /** One key's months (a free text's vendors, SKUs or GL codes). */
    index('spend_monthly_by_key_idx').on(t.dimension, t.key, t.month),
    /** The same in one department (the department-scoped users' searches: 10,651 → 1,374 rows at scale). */
    index('spend_monthly_by_department_key_idx').on(t.dimension, t.department, t.key, t.month),
  ],
);
