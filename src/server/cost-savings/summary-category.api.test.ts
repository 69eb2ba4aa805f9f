import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '@shared/format';
import { toCents } from '@shared/money';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createInvoice } from '../test/factories/invoices';
import { createDirectSaving, createOpportunity } from '../test/factories/savings';
import { unique } from '../test/factories/unique';

let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, as: team.employee });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('savings by category', () => {
  it('narrows the summary to a category and groups the period’s savings per category', async () => {
    const category = unique('Zzcat');
    await createInvoice(t, { vendorId, amount: '4000.00', invoiceDate: isoDate(new Date()) });
    await createDirectSaving(t, { savingsAmount: '70.00', spendCategory: category });
    await createDirectSaving(t, { savingsAmount: '30.00', spendCategory: category });
    await createDirectSaving(t, {
      savingsAmount: '9.00',
      spendCategory: category,
      dateCaptured: '2001-01-01',
    });
    await createDirectSaving(t, { savingsAmount: '5.00', spendCategory: 'marketing' });
    await createOpportunity(t, { category, potentialSavings: '20.00' });
    await createOpportunity(t, { category, potentialSavings: '5.00', status: 'actualized' });
    await createOpportunity(t, { category, potentialSavings: '500.00', status: 'dismissed' });

    const all = await get('/api/cost-savings/summary?period=month');
    expect(all).toMatchObject({ category: null, directSavings: '105.00', totalSpend: '4000.00' });
    expect(
      await get(`/api/cost-savings/summary?period=month&category=${category.toUpperCase()}`),
    ).toMatchObject({
      category: category.toUpperCase(),
      directSavings: '100.00',
      directSavingsCount: 2,
      potentialSavings: '20.00',
      potentialCount: 1,
      opportunisticSavings: '5.00',
      opportunisticCount: 1,
      totalSpend: '4000.00',
      // 100.00 of the period's 4,000.00 spend.
      savingsRate: 2.5,
    });

    const grouped = (await get('/api/cost-savings/categories?period=month')) as { savings: string }[];
    expect(grouped).toEqual([
      { category, savings: '100.00', count: 2 },
      { category: 'marketing', savings: '5.00', count: 1 },
    ]);
    expect(grouped.reduce((n, r) => n + toCents(r.savings), 0)).toBe(toCents(all.directSavings));
    expect(await get(`/api/cost-savings/categories?period=year&category=${category}`)).toEqual([
      { category, savings: '100.00', count: 2 },
    ]);
  });
});
