import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';
import { createContract } from '../test/factories/contracts';
import { consolidationOpportunities as op } from '../db/schema/savings';

/**
 * The opportunity analysis against hand-computed fixtures (this file's database holds only them):
 * - Copy paper (SKU-PAPER, GL 4000-001) from A (100% on time) 2 × 10 @ 4.00, B (50%) 10 @ 3.50 and C
 *   10 @ 5.00. Adjusted prices 4.00, 7.00, 5.00 → A. B at A's price costs more (0 saved), C saves
 *   10.00 (85.00 moved would cost 75.00); moved 35.00 + 50.00 = 85.00, 3% = 2.55 → potential 12.55 of 165.00 (7.61%). Confidence
 *   min(1, 4/20) × 1 × (1 − cv(4.00, 3.50, 5.00) = 0.1497) = 0.17. The same lines are GL 4000-001's
 *   group (category_matching), identical descriptions (similarity 1). Lines with an SKU are not
 *   grouped by description (no text_similarity here; see similarity.api.test.ts).
 * - Toner (SKU-TONER) from D on 4 POs in 90 days, 100.00 each: 400.00 × 365/90 = 1,622.22 a year,
 *   × 3% = 48.67; confidence min(1, 4/20) × 1 × (1 − 0) = 0.20.
 * - E's contract ending in 30 days, lines of 250.00, 250.00 and 500.00 under it: 1,000.00 × 5% = 50.00;
 *   confidence min(1, 3/20) × 1 × (1 − 117.85/333.33 = 0.6464) = 0.10.
 */
let t: TestApp, team: Team;
let contractId = '';
let tonerVendorId = '';
beforeAll(async () => {
  ({ t, team } = await createWorld());
  const vendor = (name: string, onTimeRate: string | null) => createVendor(t, { name, onTimeRate });
  const [a, b, c, d, e] = [
    await vendor('Zz Paper A', '100.00'),
    await vendor('Zz Paper B', '50.00'),
    await vendor('Zz Paper C', null),
    await vendor('Zz Toner D', null),
    await vendor('Zz Facilities E', null),
  ];
  const order = (vendorId: string, lines: PoLineInput[], over: object = {}) =>
    createPurchaseOrder(t, { vendorId, department: team.department, lines, ...over });
  const paper = (unitPrice: string): PoLineInput => ({
    description: 'Copy paper',
    productNumber: 'SKU-PAPER',
    quantity: 10,
    unitPrice,
    glCode: '4000-001',
  });
  await order(a.id, [paper('4.00')]);
  await order(a.id, [paper('4.00')]);
  await order(b.id, [paper('3.50')]);
  await order(c.id, [paper('5.00')]);
  for (let i = 0; i < 4; i++) {
    await order(d.id, [
      {
        description: 'Toner',
        productNumber: 'SKU-TONER',
        quantity: 1,
        unitPrice: '100.00',
        glCode: '4000-002',
      },
    ]);
  }
  tonerVendorId = d.id;
  const contract = await createContract(t, { vendorId: e.id, endDate: isoDate(addDays(new Date(), 30)) });
  contractId = contract.id;
  const service = (unitPrice: string): PoLineInput => ({
    description: 'Cleaning',
    quantity: 1,
    unitPrice,
    glCode: '4000-005',
  });
  await order(e.id, [service('250.00'), service('250.00')], { contractId });
  await order(e.id, [service('500.00')], { contractId });
});
afterAll(() => t.close());

const analyze = (as = team.procurement) =>
  t.request({ method: 'POST', url: '/api/consolidation-opportunities/analyze', as });
const found = () => t.database.db.select().from(op).where(isNotNull(op.opportunityKey));

describe('POST /api/consolidation-opportunities/analyze', () => {
  it('finds each rule’s opportunity with its potential and confidence', async () => {
    const res = await analyze();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ found: 4, created: 4 });
    const rows: Record<string, typeof op.$inferSelect> = Object.fromEntries(
      (await found()).map((r) => [r.opportunityKey!, r] as const),
    );
    expect(Object.keys(rows).sort()).toEqual(
      [
        `contract_renewal:${contractId}`,
        'vendor_consolidation:gl:4000-001',
        'vendor_consolidation:sku:SKU-PAPER',
        `volume_discount:${tonerVendorId}:SKU-TONER`,
      ].sort(),
    );
    const sku = rows['vendor_consolidation:sku:SKU-PAPER']!;
    expect(sku).toMatchObject({
      opportunityType: 'vendor_consolidation',
      category: 'office supplies',
      recommendedVendor: 'Zz Paper A',
      currentSpend: '165.00',
      potentialSavings: '12.55',
      savingsPercentage: '7.61',
      aiConfidence: '0.17',
      dataPoints: 4,
      status: 'identified',
      analysisMethod: 'spend_analysis',
      similarItems: ['Copy paper'],
    });
    expect(sku.currentVendors.sort()).toEqual(['Zz Paper A', 'Zz Paper B', 'Zz Paper C']);
    expect(sku.evidence.vendors.find((v) => v.name === 'Zz Paper B')).toEqual({
      name: 'Zz Paper B',
      averageUnitPrice: '3.50',
      spend: '35.00',
      orders: 1,
    });
    expect(sku.evidence.formula).toBe('85.00 − 75.00 at Zz Paper A’s price + 3% × 85.00 moved = 12.55');
    expect(rows['vendor_consolidation:gl:4000-001']).toMatchObject({
      potentialSavings: '12.55',
      analysisMethod: 'category_matching',
      aiConfidence: '0.17',
    });
    const volume = Object.values(rows).find((r) => r.opportunityType === 'volume_discount')!;
    expect(volume).toMatchObject({
      category: 'IT services',
      recommendedVendor: 'Zz Toner D',
      currentSpend: '1622.22',
      potentialSavings: '48.67',
      savingsPercentage: '3.00',
      aiConfidence: '0.20',
      dataPoints: 4,
      analysisMethod: 'spend_analysis',
    });
    expect(rows[`contract_renewal:${contractId}`]).toMatchObject({
      recommendedVendor: 'Zz Facilities E',
      currentSpend: '1000.00',
      potentialSavings: '50.00',
      savingsPercentage: '5.00',
      aiConfidence: '0.10',
      dataPoints: 3,
    });
  });

  it('is idempotent: an open or dismissed opportunity of the same key is not found again', async () => {
    expect((await analyze(team.admin)).json()).toEqual({ found: 4, created: 0 });
    const [one] = await found();
    const dismissed = await t.request({
      method: 'PATCH',
      url: `/api/consolidation-opportunities/${one!.id}`,
      payload: { status: 'dismissed', reason: 'Not now' },
      as: team.procurement,
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await analyze()).json()).toEqual({ found: 4, created: 0 });
    expect(await found()).toHaveLength(4);
  });

  it('is for procurement and administrators', async () => {
    for (const who of [team.employee, team.finance, team.manager]) {
      expect((await analyze(who)).statusCode).toBe(403);
    }
  });
});
