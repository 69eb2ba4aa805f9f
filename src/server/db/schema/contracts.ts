import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';

export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    value: money('value').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    category: text('category').notNull(),
    riskLevel: text('risk_level').notNull(),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    lastReviewed: date('last_reviewed', { mode: 'string' }),
    contactPerson: text('contact_person').notNull(),
    contactUserId: text('contact_user_id').references(() => users.id),
    description: text('description').notNull().default(''),
    noticePeriodDays: integer('notice_period_days').notNull().default(30),
    noticeSentAt: ts('notice_sent_at'),
    createdAt: createdAt(),
    /** The text the list search reads (lib/text-match.ts): title and id, lower-cased, joined by chr(31). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || chr(31) || id)`),
  },
  (t) => [
    index('contracts_status_idx').on(t.status, t.endDate),
    index('contracts_category_idx').on(t.category),
    index('contracts_risk_idx').on(t.riskLevel),
    index('contracts_end_date_idx').on(t.endDate),
    index('contracts_vendor_idx').on(t.vendorId),
    index('contracts_contact_user_idx').on(t.contactUserId),

    index('contracts_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('contracts_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('contracts_id_trgm_idx')
      .using('gin', sql`${t.id} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('contracts_category_trgm_idx')
      .using('gin', sql`${t.category} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
