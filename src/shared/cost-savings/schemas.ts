import { z } from 'zod';
import { isoDate } from '@shared/format';

/** Cost savings page (spec sections 2, 4, 9). */
export const SAVINGS_PERIODS = ['month', 'quarter', 'year'] as const;
export type SavingsPeriod = (typeof SAVINGS_PERIODS)[number];
export const DEFAULT_SAVINGS_PERIOD: SavingsPeriod = 'quarter';

/** The page's category filter values (besides 'all'). */
export const SPEND_CATEGORIES = ['office supplies', 'IT services', 'facilities', 'marketing'] as const;

export const SAVINGS_CATEGORIES = ['negotiated_discount', 'volume_discount', 'contract_savings'] as const;
export const OPPORTUNITY_STATUSES = ['identified', 'under_review', 'actualized', 'dismissed'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
export const OPPORTUNITY_TYPES = ['vendor_consolidation', 'volume_discount', 'contract_renewal'] as const;
export const ANALYSIS_METHODS = ['spend_analysis', 'category_matching', 'text_similarity'] as const;
export const IMPLEMENTATION_EFFORTS = ['low', 'medium', 'high'] as const;

/** The current calendar month, quarter or year containing `today`: [start, end) as YYYY-MM-DD (local dates). */
export function periodRange(period: SavingsPeriod, today: Date = new Date()): { start: string; end: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const firstMonth = period === 'year' ? 0 : period === 'quarter' ? Math.floor(m / 3) * 3 : m;
  const months = period === 'year' ? 12 : period === 'quarter' ? 3 : 1;
  return { start: isoDate(new Date(y, firstMonth, 1)), end: isoDate(new Date(y, firstMonth + months, 1)) };
}

/** Spec section 9: AI confidence 0.8 and above green, 0.6 and above yellow, otherwise red. */
export function confidenceColor(aiConfidence: number): 'green' | 'yellow' | 'red' {
  if (aiConfidence >= 0.8) return 'green';
  if (aiConfidence >= 0.6) return 'yellow';
  return 'red';
}

/** Savings rate = direct savings / total spend × 100, one decimal; 0 when there is no spend. Amounts in cents. */
export function savingsRate(directCents: number, spendCents: number): number {
  if (spendCents <= 0) return 0;
  return Math.round((directCents * 1000) / spendCents) / 10;
}

/** GET /api/cost-savings/summary (spec section 3 "Savings summary"). */
export const savingsSummarySchema = z.object({
  period: z.enum(SAVINGS_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  directSavings: z.string(),
  opportunisticSavings: z.string(),
  potentialSavings: z.string(),
  totalSpend: z.string(),
  savingsRate: z.number(),
  directSavingsCount: z.number().int(),
  opportunisticCount: z.number().int(),
  potentialCount: z.number().int(),
});
export type SavingsSummary = z.infer<typeof savingsSummarySchema>;

/** Spec section 3 "Direct saving" (plus the spend category the page filters on). */
export const directSavingViewSchema = z
  .object({
    id: z.string(),
    requisitionId: z.string().nullable(),
    itemDescription: z.string(),
    originalAmount: z.string(),
    discountedAmount: z.string(),
    savingsAmount: z.string(),
    discountPercentage: z.number(),
    savingsCategory: z.string(),
    category: z.string(),
    vendorName: z.string(),
    dateCaptured: z.string(),
    status: z.string(),
  })
  .meta({ id: 'DirectSaving' });
export type DirectSavingView = z.infer<typeof directSavingViewSchema>;

/** Spec section 3 "Consolidation opportunity". */
export const consolidationOpportunityViewSchema = z
  .object({
    id: z.string(),
    opportunityType: z.string(),
    category: z.string(),
    currentVendors: z.array(z.string()),
    recommendedVendor: z.string(),
    currentSpend: z.string(),
    potentialSavings: z.string(),
    savingsPercentage: z.number(),
    /** 0 to 1. */
    aiConfidence: z.number(),
    dataPoints: z.number().int(),
    status: z.enum(OPPORTUNITY_STATUSES),
    implementationEffort: z.string(),
    similarItems: z.array(z.string()),
    analysisMethod: z.string(),
  })
  .meta({ id: 'ConsolidationOpportunity' });
export type ConsolidationOpportunityView = z.infer<typeof consolidationOpportunityViewSchema>;
