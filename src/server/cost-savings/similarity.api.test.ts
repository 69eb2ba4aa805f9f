import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';
import { consolidationOpportunities as op } from '../db/schema/savings';

/**
 * vendor_consolidation by description similarity (text_similarity), hand-computed. Lines without an SKU:
 * "Copy paper" from A on 2 POs (10 @ 4.00 each), "Copy paper A4" from B (10 @ 4.00), "Copy paper white"
 * from C (10 @ 5.00), and "Stapler" from B (not similar: no part of the group).
 * pg_trgm trigrams: "copy" 5 ("  c", " co", "cop", "opy", "py "), "paper" 6, "a4" 3, "white" 6, none
 * shared between words. The anchor is the most frequent description, "copy paper" (11 trigrams):
 * similarity("copy paper a4") = 11 ÷ 14 = 0.7857, similarity("copy paper white") = 11 ÷ 17 = 0.6471,
 * both ≥ 0.5. Mean similarity over the 4 lines = (1 + 1 + 0.7857 + 0.6471) ÷ 4 = 0.8582.
 * Prices A 4.00, B 4.00, C 5.00: mean 4.3333, population sd 0.4714, CV 0.1088.
 * aiConfidence = min(1, 4 ÷ 20) × 0.8582 × (1 − 0.1088) = 0.1530 → 0.15.
 * A and B tie at 4.00 (no on-time rates): A by name. Moved 40.00 + 50.00 = 90.00, at A's price 80.00:
 * 10.00 + 3% × 90.00 = 2.70 → potential 12.70 of 80.00 + 40.00 + 50.00 = 170.00 (7.47%).
 * "copy paper a4" is among the group's members, so it is no anchor of a second group.
 */
let t: TestApp, team: Team;
let a = '';
beforeAll(async () => {
  ({ t, team } = await createWorld());
  const vendor = async (name: string) => (await createVendor(t, { name, onTimeRate: null })).id;
  a = await vendor('Zz Sim A');
  const b = await vendor('Zz Sim B');
  const c = await vendor('Zz Sim C');
  const line = (description: string, unitPrice: string, glCode = '4000-001'): PoLineInput => ({
    description,
    quantity: 10,
    unitPrice,
    glCode,
  });
  const order = (vendorId: string, lines: PoLineInput[]) =>
    createPurchaseOrder(t, { vendorId, department: team.department, lines });
  await order(a, [line('Copy paper', '4.00')]);
  await order(a, [line('Copy paper', '4.00')]);
  await order(b, [line('Copy paper A4', '4.00', '4000-002'), line('Stapler', '12.00', '4000-002')]);
  await order(c, [line('Copy paper white', '5.00', '4000-005')]);
});
afterAll(() => t.close());

describe('vendor_consolidation by description similarity', () => {
  it('groups lines with similar descriptions across 3 vendors, with the mean similarity in the confidence', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/consolidation-opportunities/analyze',
      as: team.procurement,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(op).where(eq(op.analysisMethod, 'text_similarity'));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      opportunityKey: 'vendor_consolidation:text:copy paper',
      opportunityType: 'vendor_consolidation',
      recommendedVendor: 'Zz Sim A',
      currentSpend: '170.00',
      potentialSavings: '12.70',
      savingsPercentage: '7.47',
      aiConfidence: '0.15',
      dataPoints: 4,
      analysisMethod: 'text_similarity',
    });
    expect(row!.currentVendors.sort()).toEqual(['Zz Sim A', 'Zz Sim B', 'Zz Sim C']);
    expect(row!.similarItems.sort()).toEqual(['Copy paper', 'Copy paper A4', 'Copy paper white']);
    expect(row!.evidence.formula).toContain('mean similarity 0.86');
    expect(row!.actualizationBasis).toEqual({
      vendorId: a,
      recommendedUnitPrice: '4.00',
      items: [{ match: { by: 'similar', value: 'Copy paper' }, baselineUnitPrice: '4.50' }],
    });
    // Different GL codes: no category group of 3 vendors.
    expect(await t.database.db.select().from(op).where(eq(op.analysisMethod, 'category_matching'))).toEqual(
      [],
    );
  });
});
