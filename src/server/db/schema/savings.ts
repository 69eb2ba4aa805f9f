import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, ts } from './columns';
import { requisitions } from './requisitions';

/** An opportunity's evidence (the shared opportunityEvidenceSchema). */
export type OpportunityEvidenceRow = {
  vendors: { name: string; averageUnitPrice: string; spend: string; orders: number }[];
  formula?: string;
};

/**
 * What an analysed opportunity's saving is checked against once approved (shared ActualizationBasis,
 * src/shared/cost-savings/actualization.ts): the vendor, the items and their baseline prices.
 */
export type OpportunityBasisRow = {
  vendorId: string;
  items: { match: { by: 'sku' | 'item' | 'similar' | 'gl'; value: string }; baselineUnitPrice: string }[];
  recommendedUnitPrice?: string;
  contractId?: string;
  contractEndDate?: string;
};

/** One PO line of a captured saving and its baseline unit price. */
export type SavingBaselineLine = { poLineId: string; baselineUnitPrice: string };

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
    /** The PO whose raising captured it (issue 12), if any: its invoices realize it. */
    purchaseOrderId: text('purchase_order_id'),
    /** Per PO line, the unit price it would have cost without the saving (the realized part's baseline). */
    baselineLines: jsonb('baseline_lines').$type<SavingBaselineLine[]>().notNull().default([]),
    /** (baseline − invoiced unit price) × invoiced quantity over matched invoices; null until computed. */
    realizedAmount: money('realized_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_savings_date_idx').on(t.dateCaptured),
    index('direct_savings_category_idx').on(t.spendCategory),
    index('direct_savings_po_idx').on(t.purchaseOrderId),
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
    /** Dismiss's reason. */
    dismissedReason: text('dismissed_reason'),
    statusChangedAt: ts('status_changed_at'),
    statusChangedBy: text('status_changed_by'),
    /** What the analysis found it by (rule and group, e.g. volume_discount:vendor-1:sku-9); null for others. */
    opportunityKey: text('opportunity_key'),
    /** What it was computed from: the vendors and their prices, the formula with its figures. */
    evidence: jsonb('evidence').$type<OpportunityEvidenceRow>().notNull().default({ vendors: [] }),
    /** The analysis's record of what invoices must show for it to be actualized; null for others. */
    actualizationBasis: jsonb('actualization_basis').$type<OpportunityBasisRow>(),
    /** What invoices after its approval realized (set when it is actualized from them). */
    realizedSavings: money('realized_savings'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consolidation_status_idx').on(t.status),
    index('consolidation_category_idx').on(t.category),
    /** The default list: open opportunities, largest potential first. */
    index('consolidation_potential_idx').on(t.potentialSavings, t.id),
    /** The analysis never keeps two open opportunities of one key. */
    uniqueIndex('consolidation_open_key_idx')
      .on(t.opportunityKey)
      .where(sql`${t.status} in ('identified', 'under_review')`),
    index('consolidation_key_idx').on(t.opportunityKey),
  ],
);
