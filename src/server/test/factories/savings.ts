import { isoDate } from '@shared/format';
import { consolidationOpportunities, directSavings } from '../../db/schema/savings';
import type { TestApp } from '../harness';
import { unique } from './unique';

type OpportunityRow = typeof consolidationOpportunities.$inferInsert;
type SavingRow = typeof directSavings.$inferInsert;

/** A consolidation opportunity (identified unless told), for the transitions and list tests. */
export async function createOpportunity(t: TestApp, over: Partial<OpportunityRow> = {}) {
  const [row] = await t.database.db
    .insert(consolidationOpportunities)
    .values({
      id: unique('opp'),
      opportunityType: 'vendor_consolidation',
      category: unique('Zzopp category'),
      currentVendors: ['Vendor A', 'Vendor B', 'Vendor C'],
      recommendedVendor: 'Vendor A',
      currentSpend: '1000.00',
      potentialSavings: '100.00',
      savingsPercentage: '10.00',
      aiConfidence: '0.70',
      dataPoints: 14,
      status: 'identified',
      implementationEffort: 'low',
      similarItems: ['Copy paper'],
      analysisMethod: 'category_matching',
      evidence: { vendors: [{ name: 'Vendor A', averageUnitPrice: '4.00', spend: '400.00', orders: 5 }] },
      ...over,
    })
    .returning();
  return row!;
}

/** A direct saving captured on `dateCaptured`, in a spend category. */
export async function createDirectSaving(t: TestApp, over: Partial<SavingRow> & { savingsAmount: string }) {
  const [row] = await t.database.db
    .insert(directSavings)
    .values({
      id: unique('ds'),
      itemDescription: unique('Zzsave item'),
      originalAmount: over.savingsAmount,
      discountedAmount: '0.00',
      discountPercentage: '100.00',
      savingsCategory: 'negotiated_discount',
      spendCategory: 'office supplies',
      vendorName: 'Zzsave Vendor',
      dateCaptured: isoDate(new Date()),
      ...over,
    })
    .returning();
  return row!;
}
