import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { confidenceColor } from '@shared/cost-savings/schemas';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount } from '../test/factories/demo';
import { directSavings } from '../db/schema/savings';
import { realizeSavings } from '../purchase-orders/savings-capture';

/**
 * The Cost Savings screen on first start: the quarter's direct savings are the home card's $18K, every
 * opportunity type is there with confidences in each colour band, and the monitors' contract saving on
 * PO 3 is realized by its matched invoice as the hook computes it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, as: demoAccount('Finance Director') });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('cost savings demo figures', () => {
  it('the quarter: 18,000.00 direct, 4 open opportunities worth 32,703.00, one actualized', async () => {
    expect(await get('/api/cost-savings/summary')).toMatchObject({
      period: 'quarter',
      directSavings: '18000.00',
      directSavingsCount: 5,
      potentialSavings: '32703.00',
      potentialCount: 4,
      opportunisticSavings: '11250.00',
      opportunisticCount: 1,
    });
    expect(await get('/api/cost-savings/summary?category=IT%20services')).toMatchObject({
      directSavings: '6300.00',
      potentialSavings: '9855.00',
      potentialCount: 2,
    });
    expect(await get('/api/cost-savings/categories')).toEqual([
      { category: 'IT services', savings: '6300.00', count: 2 },
      { category: 'facilities', savings: '5100.00', count: 1 },
      { category: 'office supplies', savings: '3850.00', count: 1 },
      { category: 'marketing', savings: '2750.00', count: 1 },
    ]);
  });

  it('has every opportunity type, confidences in each colour band, and their evidence', async () => {
    const all = (await get('/api/consolidation-opportunities?status=all')) as {
      opportunityType: string;
      aiConfidence: number;
      evidence: { vendors: unknown[]; formula?: string };
    }[];
    expect(new Set(all.map((o) => o.opportunityType))).toEqual(
      new Set(['vendor_consolidation', 'volume_discount', 'contract_renewal']),
    );
    expect(new Set(all.map((o) => confidenceColor(o.aiConfidence)))).toEqual(
      new Set(['green', 'yellow', 'red']),
    );
    expect(all.every((o) => o.evidence.vendors.length > 0 && o.evidence.formula)).toBe(true);
  });

  it('shows negotiated vs realized: the monitors’ saving realized 2,800.00 of 4,200.00, as the hook computes', async () => {
    expect(await get('/api/cost-savings/realization')).toEqual([
      { category: 'IT services', negotiated: '4200.00', realized: '2800.00', leakage: '1400.00', count: 1 },
    ]);
    const [seeded] = await t.database.db
      .select()
      .from(directSavings)
      .where(eq(directSavings.purchaseOrderId, 'po-003'));
    await realizeSavings(t.database.db, 'po-003');
    const [computed] = await t.database.db
      .select()
      .from(directSavings)
      .where(eq(directSavings.id, seeded!.id));
    expect(computed).toMatchObject({ realizedAmount: '2800.00', status: 'actualized' });
  });
});
