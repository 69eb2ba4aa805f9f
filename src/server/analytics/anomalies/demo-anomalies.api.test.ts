import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '@shared/analytics/anomalies';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoAccount } from '../../test/factories/demo';

/**
 * The demo data set on first start: the detection ran at seed and found, in the demo records, the
 * Cintas bills that name no PO, were sent twice and came after its contract ended.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const list = async (who: string) => {
  const res = await t.request({
    method: 'GET',
    url: '/api/analytics/anomalies?limit=100',
    as: demoAccount(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Anomaly[];
};

describe('demo anomalies on first start', () => {
  it('has open anomalies of several rules, found in the demo records', async () => {
    const rows = await list('Finance Director');
    const rules = new Set(rows.map((a) => a.rule));
    expect([...rules].sort()).toEqual(
      expect.arrayContaining(['duplicate-invoice', 'expired-contract', 'invoice-without-po']),
    );
    const duplicate = rows.find((a) => a.rule === 'duplicate-invoice')!;
    expect(duplicate).toMatchObject({ vendorId: 'vendor-012', status: 'open', action: 'Put on Hold' });
    expect(duplicate.title).toMatch(/^Possible duplicate invoice INV-\d{4}-0022$/);
    expect(rows.find((a) => a.rule === 'expired-contract')!.description).toContain('CTR-024');
    expect(rows.every((a) => a.can.act)).toBe(true);
  });

  it('shows an IT manager none of them (they are about no department)', async () => {
    expect(await list('Department Manager')).toEqual([]);
  });
});
