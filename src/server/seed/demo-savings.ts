import { fromCents, toCents } from '@shared/money';
import type { consolidationOpportunities, directSavings } from '../db/schema/savings';
import { reqId, type SeedClock } from './demo-clock';
import { named } from './rows';

type SavingRow = typeof directSavings.$inferInsert;
type OpportunityRow = typeof consolidationOpportunities.$inferInsert;

type When = ['quarter' | 'before', number];
type Saving = [
  item: string,
  original: string,
  discounted: string,
  category: string,
  spend: string,
  vendor: string,
  req: number | null,
  when: When,
];

/**
 * Direct savings. Those captured this quarter (`['quarter', n]`: n days ago, never before the quarter's
 * first day) total exactly 18,000.00 (the dashboard's $18K); the others fall in earlier quarters.
 */
// prettier-ignore
const SAVINGS: Saving[] = [
  ['Dell UltraSharp 27 4K monitors (60) — contract pricing', '38999.40', '34799.40', 'contract_savings', 'IT services', 'Dell Technologies', 9, ['quarter', 12]],
  ['Office supplies — quarterly volume tier pricing', '42150.00', '38300.00', 'volume_discount', 'office supplies', 'Staples Business Advantage', null, ['quarter', 30]],
  ['Janitorial services — monthly rate renegotiation', '63750.00', '58650.00', 'negotiated_discount', 'facilities', 'ABM Industries', null, ['quarter', 45]],
  ['Trade show banners and business cards', '13750.00', '11000.00', 'negotiated_discount', 'marketing', 'Vistaprint Corporate', null, ['quarter', 5]],
  ['Cisco Catalyst switches — competitive quote', '36900.00', '34800.00', 'negotiated_discount', 'IT services', 'CDW', null, ['quarter', 9]],
  ['MacBook Pro laptops — enterprise pricing', '33985.86', '30785.86', 'negotiated_discount', 'IT services', 'CDW', 12, ['before', 5]],
  ['Microsoft 365 E3 renewal — multi-year discount', '214900.00', '198900.00', 'contract_savings', 'IT services', 'Microsoft Corporation', null, ['before', 40]],
  ['Sales Cloud seats — volume tier', '148000.00', '132000.00', 'volume_discount', 'marketing', 'Salesforce', 13, ['before', 20]],
  ['Alarm monitoring — bundled site pricing', '62400.00', '58200.00', 'contract_savings', 'facilities', 'ADT Commercial', null, ['before', 60]],
  ['Ergonomic task chairs — contract pricing', '7200.00', '6000.00', 'negotiated_discount', 'office supplies', 'Staples Business Advantage', null, ['before', 100]],
];

const SAVING_FIELDS = [
  'itemDescription',
  'originalAmount',
  'discountedAmount',
  'savingsCategory',
  'spendCategory',
  'vendorName',
  'req',
  'when',
] as const;

export function buildDirectSavings(clock: SeedClock): SavingRow[] {
  return SAVINGS.map((saving, i) => {
    const {
      req,
      when: [when, days],
      ...fields
    } = named(SAVING_FIELDS, saving);
    const { originalAmount, discountedAmount } = fields;
    const saved = toCents(originalAmount) - toCents(discountedAmount);
    const dateCaptured = when === 'quarter' ? clock.inQuarter(days) : clock.beforeQuarter(days);
    const noon = new Date(`${dateCaptured}T12:00:00`);
    return {
      id: `ds-${String(i + 1).padStart(3, '0')}`,
      requisitionId: req === null ? null : reqId(clock.year, req),
      ...fields,
      dateCaptured,
      savingsAmount: fromCents(saved),
      discountPercentage: ((saved / toCents(originalAmount)) * 100).toFixed(2),
      status: 'actualized',
      createdAt: noon < clock.today ? noon : clock.today,
    };
  });
}

// prettier-ignore
export function buildOpportunities(clock: SeedClock): OpportunityRow[] {
  const rows: Omit<OpportunityRow, 'id' | 'createdAt'>[] = [
    { opportunityType: 'vendor_consolidation', category: 'Office Supplies', currentVendors: ['Staples Business Advantage', 'Office Depot', 'Amazon Business'], recommendedVendor: 'Staples Business Advantage',
      currentSpend: '128400.00', potentialSavings: '15408.00', savingsPercentage: '12.00', aiConfidence: '0.92', dataPoints: 342, status: 'identified', implementationEffort: 'low',
      similarItems: ['Copy paper', 'Toner cartridges', 'Gel pens', 'Sticky notes'], analysisMethod: 'spend_analysis' },
    { opportunityType: 'volume_discount', category: 'IT Equipment', currentVendors: ['Dell Technologies', 'CDW'], recommendedVendor: 'Dell Technologies',
      currentSpend: '310000.00', potentialSavings: '24800.00', savingsPercentage: '8.00', aiConfidence: '0.85', dataPoints: 128, status: 'under_review', implementationEffort: 'medium',
      similarItems: ['27" 4K monitors', 'Docking stations', 'Business laptops'], analysisMethod: 'category_matching' },
    { opportunityType: 'contract_renewal', category: 'Facilities', currentVendors: ['ABM Industries'], recommendedVendor: 'ABM Industries',
      currentSpend: '225000.00', potentialSavings: '13500.00', savingsPercentage: '6.00', aiConfidence: '0.74', dataPoints: 48, status: 'actualized', implementationEffort: 'medium',
      similarItems: ['Janitorial services', 'Day porter services'], analysisMethod: 'spend_analysis' },
    { opportunityType: 'vendor_consolidation', category: 'Marketing', currentVendors: ['Vistaprint Corporate', 'Brightline Creative Agency', 'Local print shops'], recommendedVendor: 'Vistaprint Corporate',
      currentSpend: '62000.00', potentialSavings: '7440.00', savingsPercentage: '12.00', aiConfidence: '0.63', dataPoints: 86, status: 'identified', implementationEffort: 'low',
      similarItems: ['Banner stands', 'Tri-fold brochures', 'Business cards'], analysisMethod: 'text_similarity' },
    { opportunityType: 'volume_discount', category: 'Software', currentVendors: ['Adobe (direct)', 'CDW'], recommendedVendor: 'CDW',
      currentSpend: '18500.00', potentialSavings: '1850.00', savingsPercentage: '10.00', aiConfidence: '0.55', dataPoints: 23, status: 'identified', implementationEffort: 'high',
      similarItems: ['Creative Cloud All Apps', 'Acrobat Pro', 'Creative Cloud single app'], analysisMethod: 'text_similarity' },
  ];
  return rows.map((r, i) => ({ id: `opp-${String(i + 1).padStart(3, '0')}`, ...r, createdAt: clock.ago(40 - i * 7) }));
}
