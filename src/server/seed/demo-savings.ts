import { fromCents, toCents } from '@shared/money';
import type { consolidationOpportunities, directSavings } from '../db/schema/savings';
import { reqId, type SeedClock } from './demo-clock';
import { named } from './rows';
import { poId, poLineId } from './demo-purchase-orders';

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
      ...(REALIZED[i] ?? {}),
      createdAt: noon < clock.today ? noon : clock.today,
    };
  });
}

/**
 * The savings tied to a demo PO, with what its matched invoices realized: the monitors' contract price
 * (579.99 against the 649.99 list) on PO 3, whose matched invoice bills 40 of the 60 monitors —
 * (649.99 − 579.99) × 40 = 2,800.00 of the 4,200.00 negotiated.
 */
const REALIZED: Record<number, Partial<SavingRow>> = {
  0: {
    purchaseOrderId: poId(3),
    baselineLines: [{ poLineId: poLineId(3, 1), baselineUnitPrice: '649.9900' }],
    realizedAmount: '2800.00',
  },
};

const v = (name: string, averageUnitPrice: string, spend: string, orders: number) => ({
  name,
  averageUnitPrice,
  spend,
  orders,
});

/** What each demo opportunity was computed from (the Review dialog), in the order of the rows below. */
// prettier-ignore
const EVIDENCE: OpportunityRow['evidence'][] = [
  { vendors: [v('Staples Business Advantage', '41.20', '58400.00', 96), v('Office Depot', '46.80', '42100.00', 71), v('Amazon Business', '48.10', '27900.00', 52)],
    formula: '128,400.00 − 115,092.00 at Staples Business Advantage’s prices + 3% × 70,000.00 moved = 15,408.00 (12.0%)' },
  { vendors: [v('Dell Technologies', '579.99', '196000.00', 18), v('CDW', '612.50', '114000.00', 11)],
    formula: '310,000.00 annualised spend with Dell Technologies × 3% = 9,300.00' },
  { vendors: [v('ABM Industries', '18750.00', '225000.00', 12)],
    formula: '225,000.00 annual spend under the expiring contract × 5% = 11,250.00' },
  { vendors: [v('Vistaprint Corporate', '0.42', '31000.00', 40), v('Brightline Creative Agency', '0.58', '19500.00', 22), v('Local print shops', '0.61', '11500.00', 24)],
    formula: '62,000.00 − 55,490.00 at Vistaprint Corporate’s prices + 3% × 31,000.00 moved = 7,440.00 (12.0%)' },
  { vendors: [v('Adobe (direct)', '89.99', '10800.00', 14), v('CDW', '84.50', '7700.00', 9)],
    formula: '18,500.00 annualised spend with CDW × 3% = 555.00' },
];

// prettier-ignore
export function buildOpportunities(clock: SeedClock): OpportunityRow[] {
  const rows: Omit<OpportunityRow, 'id' | 'createdAt'>[] = [
    { opportunityType: 'vendor_consolidation', category: 'office supplies', currentVendors: ['Staples Business Advantage', 'Office Depot', 'Amazon Business'], recommendedVendor: 'Staples Business Advantage',
      currentSpend: '128400.00', potentialSavings: '15408.00', savingsPercentage: '12.00', aiConfidence: '0.92', dataPoints: 342, status: 'identified', implementationEffort: 'low',
      similarItems: ['Copy paper', 'Toner cartridges', 'Gel pens', 'Sticky notes'], analysisMethod: 'spend_analysis' },
    { opportunityType: 'volume_discount', category: 'IT services', currentVendors: ['Dell Technologies', 'CDW'], recommendedVendor: 'Dell Technologies',
      currentSpend: '310000.00', potentialSavings: '9300.00', savingsPercentage: '3.00', aiConfidence: '0.85', dataPoints: 128, status: 'under_review', implementationEffort: 'medium',
      similarItems: ['27" 4K monitors', 'Docking stations', 'Business laptops'], analysisMethod: 'category_matching' },
    { opportunityType: 'contract_renewal', category: 'facilities', currentVendors: ['ABM Industries'], recommendedVendor: 'ABM Industries',
      currentSpend: '225000.00', potentialSavings: '11250.00', savingsPercentage: '5.00', aiConfidence: '0.74', dataPoints: 48, status: 'actualized', implementationEffort: 'medium',
      similarItems: ['Janitorial services', 'Day porter services'], analysisMethod: 'spend_analysis' },
    { opportunityType: 'vendor_consolidation', category: 'marketing', currentVendors: ['Vistaprint Corporate', 'Brightline Creative Agency', 'Local print shops'], recommendedVendor: 'Vistaprint Corporate',
      currentSpend: '62000.00', potentialSavings: '7440.00', savingsPercentage: '12.00', aiConfidence: '0.63', dataPoints: 86, status: 'identified', implementationEffort: 'low',
      similarItems: ['Banner stands', 'Tri-fold brochures', 'Business cards'], analysisMethod: 'text_similarity' },
    { opportunityType: 'volume_discount', category: 'IT services', currentVendors: ['Adobe (direct)', 'CDW'], recommendedVendor: 'CDW',
      currentSpend: '18500.00', potentialSavings: '555.00', savingsPercentage: '3.00', aiConfidence: '0.55', dataPoints: 23, status: 'identified', implementationEffort: 'high',
      similarItems: ['Creative Cloud All Apps', 'Acrobat Pro', 'Creative Cloud single app'], analysisMethod: 'text_similarity' },
  ];
  return rows.map((r, i) => ({
    id: `opp-${String(i + 1).padStart(3, '0')}`,
    ...r,
    evidence: EVIDENCE[i],
    createdAt: clock.ago(40 - i * 7),
  }));
}
