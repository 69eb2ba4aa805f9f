import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';
import { users } from './auth';

export const vendors = pgTable(
  'vendors',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    integrationType: text('integration_type').notNull().default('none'),
    status: text('status').notNull().default('pending'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('United States'),
    ein: text('ein'),
    /** Share of deliveries on time, 0–100; kept from receipts against due dates. */
    onTimeRate: numeric('on_time_rate', { precision: 5, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendors_status_idx').on(t.status),
    index('vendors_category_idx').on(t.category),
    index('vendors_name_idx').on(t.name),
    index('vendors_name_lower_idx').on(sql`lower(${t.name})`),
    index('vendors_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('vendors_category_trgm_idx')
      .using('gin', sql`${t.category} gin_trgm_ops`)
      .with({ fastupdate: false }),
    /** The assistant's preferred vendor: the active vendor with the best on-time rate (insights.ts). */
    index('vendors_active_on_time_idx')
      .on(t.onTimeRate.desc(), sql`lower(${t.name})`)
      .where(sql`${t.status} = 'active' and ${t.onTimeRate} is not null`),
  ],
);

/** Vendor names sort case-insensitively: every list ordered by vendor name uses this key (vendors_name_lower_idx). */
export const vendorNameKey = sql`lower(${vendors.name})`;

export const vendorRequests = pgTable(
  'vendor_requests',
  {
    id: text('id').primaryKey(),
    companyName: text('company_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    businessType: text('business_type').notNull(),
    ein: text('ein'),
    taxId: text('tax_id'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('United States'),
    bankName: text('bank_name'),
    /** AES-256-GCM ciphertext; the plain number is never stored. */
    accountNumberEnc: text('account_number_enc'),
    accountNumberLast4: text('account_number_last4'),
    routingNumberEnc: text('routing_number_enc'),
    routingNumberLast4: text('routing_number_last4'),
    accountType: text('account_type'),
    w9Document: text('w9_document'),
    supportingDocuments: jsonb('supporting_documents').$type<string[]>().notNull().default([]),
    justification: text('justification').notNull(),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    vendorId: text('vendor_id').references(() => vendors.id),
    requestedBy: text('requested_by').references(() => users.id),
    reviewedBy: text('reviewed_by').references(() => users.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_requests_status_idx').on(t.status),
    index('vendor_requests_created_idx').on(t.createdAt),
    index('vendor_requests_requested_by_idx').on(t.requestedBy, t.createdAt),
  ],
);

export const catalogItems = pgTable(
  'catalog_items',
  {
    id: text('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id),
    category: text('category').notNull(),
    unitPrice: money('unit_price').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('Each'),
    leadTimeDays: integer('lead_time_days'),
    /**
     * Whether the item's vendor is active (the catalogue lists active vendors' products only), kept by
     * triggers from vendors.status (migration insight_rollups), so the list's filter, count and default sort
     * read one partial index instead of joining every vendor.
     */
    vendorActive: boolean('vendor_active').notNull().default(true),
    createdAt: createdAt(),
    /** The text the catalogue search reads (lib/text-match.ts): name and SKU, lower-cased, joined by chr(31). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || chr(31) || sku)`),
  },
  (t) => [
    index('catalog_items_vendor_idx').on(t.vendorId),
    index('catalog_items_name_idx').on(t.name),
    index('catalog_items_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.vendorActive}`),

    index('catalog_items_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('catalog_items_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('catalog_items_sku_trgm_idx')
      .using('gin', sql`${t.sku} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('catalog_items_category_trgm_idx')
      .using('gin', sql`${t.category} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
