import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';

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
    contactEmail: text('contact_email').notNull(),
    department: text('department').notNull(),
    /** draft | sent | responses | closed */
    status: text('status').notNull().default('draft'),
    createdBy: text('created_by').references(() => users.id),
    createdDate: ts('created_date').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('rfps_status_idx').on(t.status),
    index('rfps_category_idx').on(t.category),
    index('rfps_created_idx').on(t.createdDate),
  ],
);

export const rfpVendors = pgTable(
  'rfp_vendors',
  {
    rfpId: text('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id),
    invitedAt: ts('invited_at'),
  },
  (t) => [primaryKey({ columns: [t.rfpId, t.email] })],
);

export const rfpResponses = pgTable(
  'rfp_responses',
  {
    id: text('id').primaryKey(),
    rfpId: text('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    vendorEmail: text('vendor_email').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id),
    amount: money('amount'),
    notes: text('notes'),
    submittedAt: createdAt(),
  },
  (t) => [index('rfp_responses_rfp_idx').on(t.rfpId)],
);
