import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';

/**
 * A sourcing event (issue 11). Status draft → sent → responses → closed (`src/shared/rfps/state.ts`).
 * `closesAt` is the instant bidding ends: the end of the deadline day on the server's calendar
 * (decision 008); the deadline job sets `biddingClosedAt` then, and prices are sealed until it.
 */
export const rfps = pgTable(
  'rfps',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    budget: text('budget'),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    closesAt: ts('closes_at').notNull(),
    biddingClosedAt: ts('bidding_closed_at'),
    contactEmail: text('contact_email').notNull(),
    department: text('department').notNull(),
    /** draft | sent | responses | closed */
    status: text('status').notNull().default('draft'),
    createdBy: text('created_by').references(() => users.id),
    createdDate: ts('created_date').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** Comparison weights in percent (price 60 / delivery 25 / on-time 15 by default; they add up to 100). */
    weightPrice: smallint('weight_price').notNull().default(60),
    weightDelivery: smallint('weight_delivery').notNull().default(25),
    weightOnTime: smallint('weight_on_time').notNull().default(15),
    /** The award (status closed): which response, vendor, amount, when, by whom, and what it raised. */
    awardedResponseId: text('awarded_response_id'),
    awardedVendorId: text('awarded_vendor_id').references(() => vendors.id),
    awardedVendorName: text('awarded_vendor_name'),
    awardedAmount: money('awarded_amount'),
    awardedAt: ts('awarded_at'),
    awardedBy: text('awarded_by').references(() => users.id),
    awardRequisitionId: text('award_requisition_id'),
    /** The lower-cased title and category, for the hub's trigram-indexed search. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || chr(31) || category)`),
  },
  (t) => [
    index('rfps_created_idx').on(t.createdDate.desc().nullsFirst(), t.id),
    index('rfps_status_created_idx').on(t.status, t.createdDate.desc().nullsFirst(), t.id),
    index('rfps_department_created_idx').on(t.department, t.createdDate.desc().nullsFirst(), t.id),
    // A department's RFPs of one status (the status tabs), and their count from the index alone.
    index('rfps_department_status_created_idx').on(
      t.department,
      t.status,
      t.createdDate.desc().nullsFirst(),
      t.id,
    ),
    index('rfps_open_closes_idx')
      .on(t.closesAt)
      .where(sql`${t.biddingClosedAt} is null and ${t.status} in ('sent', 'responses')`),
    index('rfps_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One invited address of an RFP. Sending gives it a response link whose token only the vendor holds
 * (`tokenHash` is its SHA-256); the link works until the RFP's `closesAt`.
 */
export const rfpVendors = pgTable(
  'rfp_vendors',
  {
    rfpId: text('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Stable id of the invitation (`rfp-001-inv1`…). */
    id: text('id').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id),
    tokenHash: text('token_hash'),
    invitedAt: ts('invited_at'),
    viewedAt: ts('viewed_at'),
    addedBy: text('added_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.rfpId, t.email] }),
    uniqueIndex('rfp_vendors_id_idx').on(t.id),
    uniqueIndex('rfp_vendors_token_idx').on(t.tokenHash),
  ],
);

export type RfpResponseLine = { description: string; quantity: string; unitPrice: string };

/**
 * A vendor's answer to one invitation: saved (draft) and revised until the deadline; `submittedAt`
 * is set by the first submit. `amount` is the total price.
 */
export const rfpResponses = pgTable(
  'rfp_responses',
  {
    id: text('id').primaryKey(),
    rfpId: text('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    vendorEmail: text('vendor_email').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id),
    /** draft | submitted */
    status: text('status').notNull().default('submitted'),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    amount: money('amount'),
    lines: jsonb('lines').$type<RfpResponseLine[]>().notNull().default([]),
    leadTimeDays: integer('lead_time_days'),
    validUntil: date('valid_until', { mode: 'string' }),
    notes: text('notes'),
    submittedAt: ts('submitted_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfp_responses_rfp_email_idx').on(t.rfpId, t.vendorEmail),
    index('rfp_responses_submitted_idx')
      .on(t.rfpId)
      .where(sql`${t.status} = 'submitted'`),
  ],
);
