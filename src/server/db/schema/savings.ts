import { date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { requisitions } from './requisitions';

export const directSavings = pgTable(
  'direct_savings',
  {
    id: text('id').primaryKey(),
    requisitionId: text('requisition_id').references(() => requisitions.id),
    itemDescription: text('item_description').notNull(),
    originalAmount: money('original_amount').notNull(),
    discountedAmount: money('discounted_amount').notNull(),
    savingsAmount: money('savings_amount').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 6, scale: 2 }).notNull(),
    /** negotiated_discount | volume_discount | contract_savings */
    savingsCategory: text('savings_category').notNull(),
    /** office supplies, IT services, facilities, marketing */
    spendCategory: text('spend_category').notNull(),
    vendorName: text('vendor_name').notNull(),
    dateCaptured: date('date_captured', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('actualized'),
    /** The RFP whose award recorded it (issue 11), if any. */
    rfpId: text('rfp_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_savings_date_idx').on(t.dateCaptured),
    index('direct_savings_category_idx').on(t.spendCategory),
  ],
);

export const consolidationOpportunities = pgTable(
  'consolidation_opportunities',
  {
    id: text('id').primaryKey(),
    /** vendor_consolidation | volume_discount | contract_renewal */
    opportunityType: text('opportunity_type').notNull(),
    category: text('category').notNull(),
    currentVendors: jsonb('current_vendors').$type<string[]>().notNull(),
    recommendedVendor: text('recommended_vendor').notNull(),
    currentSpend: money('current_spend').notNull(),
    potentialSavings: money('potential_savings').notNull(),
    savingsPercentage: numeric('savings_percentage', { precision: 6, scale: 2 }).notNull(),
    aiConfidence: numeric('ai_confidence', { precision: 3, scale: 2 }).notNull(),
    dataPoints: integer('data_points').notNull(),
    /** identified | under_review | actualized | dismissed */
    status: text('status').notNull().default('identified'),
    implementationEffort: text('implementation_effort').notNull(),
    similarItems: jsonb('similar_items').$type<string[]>().notNull(),
    /** spend_analysis | category_matching | text_similarity */
    analysisMethod: text('analysis_method').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consolidation_status_idx').on(t.status), index('consolidation_category_idx').on(t.category)],
);
