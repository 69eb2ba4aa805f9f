import { z } from 'zod';
import { isoDate } from '@shared/format';
import { fiscalYearOf, fiscalYearRange } from '@shared/analytics/fiscal-year';

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

/**
 * The current month, quarter or year containing `today`: [start, end) as YYYY-MM-DD (local dates). The
 * year is the fiscal year, starting in the System Settings' month (January: the calendar year); the
 * quarters are calendar quarters, which the fiscal ones are too (the year starts in January, April,
 * July or October).
 */
export function periodRange(
  period: SavingsPeriod,
  today: Date = new Date(),
  fiscalYearStart = 'January',
): { start: string; end: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  if (period === 'year') {
    const { start, end } = fiscalYearRange(fiscalYearOf(today, fiscalYearStart), fiscalYearStart);
    return { start: isoDate(start), end: isoDate(end) };
  }
  const firstMonth = period === 'quarter' ? Math.floor(m / 3) * 3 : m;
  const months = period === 'quarter' ? 3 : 1;
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
  /** The spend category it is narrowed to; null for all. */
  category: z.string().nullable(),
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

/** One vendor in an opportunity's evidence: what was bought from it and at what average unit price. */
export const evidenceVendorSchema = z.object({
  name: z.string(),
  averageUnitPrice: z.string(),
  spend: z.string(),
  orders: z.number().int(),
});

/** What an opportunity was computed from (the Review dialog): the vendors and prices, the formula used. */
export const opportunityEvidenceSchema = z.object({
  vendors: z.array(evidenceVendorSchema).default([]),
  /** The formula with its figures filled in; the type's formula (OPPORTUNITY_FORMULAS) when absent. */
  formula: z.string().optional(),
});
export type OpportunityEvidence = z.infer<typeof opportunityEvidenceSchema>;

/** How each opportunity type's potential saving is computed (issue 12). */
export const OPPORTUNITY_FORMULAS: Record<(typeof OPPORTUNITY_TYPES)[number], string> = {
  vendor_consolidation:
    'Potential = current spend − the same quantities at the recommended vendor’s price, plus 3% leverage on the volume moved',
  volume_discount: 'Potential = annualised spend with the vendor for the item × 3%',
  contract_renewal: 'Potential = annual spend under the expiring contract × 5%',
};
export const CONFIDENCE_FORMULA =
  'AI confidence = min(1, data points ÷ 20) × mean similarity × (1 − coefficient of variation of the prices)';

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
    /** Dismiss's reason (null unless dismissed). */
    dismissedReason: z.string().nullable(),
    /** What invoices after its approval realized (set when actualized from them; null otherwise). */
    realizedSavings: z.string().nullable(),
    statusChangedAt: z.string().nullable(),
    evidence: opportunityEvidenceSchema,
  })
  .meta({ id: 'ConsolidationOpportunity' });
export type ConsolidationOpportunityView = z.infer<typeof consolidationOpportunityViewSchema>;

/** The moves PATCH /api/consolidation-opportunities/{id} takes (identified is where every opportunity starts). */
export const OPPORTUNITY_TARGETS = ['under_review', 'actualized', 'dismissed'] as const;
export const DISMISS_REASON_REQUIRED = 'A reason is required to dismiss an opportunity';

/** PATCH /api/consolidation-opportunities/{id}: Approve → under_review; Dismiss → dismissed with a reason. */
export const opportunityPatchSchema = z
  .object({
    status: z.enum(OPPORTUNITY_TARGETS, { error: 'Status must be under_review, actualized or dismissed' }),
    reason: z.string().trim().max(1000, { error: 'Reason must be 1000 characters or fewer' }).optional(),
  })
  .refine((b) => b.status !== 'dismissed' || Boolean(b.reason), {
    error: DISMISS_REASON_REQUIRED,
    path: ['reason'],
  });
export type OpportunityPatch = z.infer<typeof opportunityPatchSchema>;

/** GET /api/cost-savings/categories: the Analytics tab's savings per spend category of the period. */
export const categorySavingsSchema = z.object({
  category: z.string(),
  savings: z.string(),
  count: z.number().int(),
});
export type CategorySavings = z.infer<typeof categorySavingsSchema>;

/**
 * GET /api/cost-savings/realization: per spend category, of the period's savings tied to a PO, what was
 * negotiated, what matched invoices realized ((baseline − invoiced unit price) × invoiced quantity) and
 * the leakage between them (negotiated − realized, never below 0).
 */
export const savingsRealizationSchema = z.object({
  category: z.string(),
  negotiated: z.string(),
  realized: z.string(),
  leakage: z.string(),
  count: z.number().int(),
});
export type SavingsRealization = z.infer<typeof savingsRealizationSchema>;

/** POST /api/consolidation-opportunities/analyze: what the analysis found and how many were new. */
export const analysisResultSchema = z.object({ found: z.number().int(), created: z.number().int() });
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
