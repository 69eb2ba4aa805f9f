import { SPEND_CATEGORIES, type SavingsPeriod } from './schemas';

/** How the Cost Savings screen names the values of spec section 4. */
export const PERIOD_LABELS: Record<SavingsPeriod, string> = {
  month: 'This Month',
  quarter: 'This Quarter',
  year: 'This Year',
};

export const CATEGORY_LABELS: Record<(typeof SPEND_CATEGORIES)[number], string> = {
  'office supplies': 'Office Supplies',
  'IT services': 'IT Services',
  facilities: 'Facilities',
  marketing: 'Marketing',
};

const LABELS: Record<string, string> = {
  vendor_consolidation: 'Vendor Consolidation',
  volume_discount: 'Volume Discount',
  contract_renewal: 'Contract Renewal',
  negotiated_discount: 'Negotiated Discount',
  contract_savings: 'Contract Savings',
  spend_analysis: 'Spend Analysis',
  category_matching: 'Category Matching',
  text_similarity: 'Text Similarity',
  identified: 'Identified',
  under_review: 'Under Review',
  actualized: 'Actualized',
  dismissed: 'Dismissed',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** The label of a type, method, status, effort or savings category ('vendor_consolidation' → 'Vendor Consolidation'). */
export function savingsLabel(value: string): string {
  return (
    LABELS[value] ??
    value
      .split(/[_\s]+/)
      .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
      .join(' ')
  );
}

/** A spend category as the screen shows it ('office supplies' → 'Office Supplies', 'IT services' → 'IT Services'). */
export function categoryLabel(category: string): string {
  const known = SPEND_CATEGORIES.find((c) => c.toLowerCase() === category.toLowerCase());
  return known ? CATEGORY_LABELS[known] : savingsLabel(category);
}
