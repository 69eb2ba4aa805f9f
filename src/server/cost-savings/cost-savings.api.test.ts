import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, gte, lt, ne, sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { periodRange, SAVINGS_PERIODS, type SavingsPeriod } from '@shared/cost-savings/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { consolidationOpportunities, directSavings } from '../db/schema/savings';
import { invoices } from '../db/schema/invoices';
import { type Team } from '../test/factories/users';
import { createInvoice } from '../test/factories/invoices';
import { unique as uid } from '../test/factories/unique';

let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  // This quarter: 300.00 saved on 2,000.00 spent.
  await t.database.db.insert(directSavings).values(saving(today, '300.00'));
  await createInvoice(t, { vendorId, amount: '2000.00', invoiceDate: today });
});
afterAll(() => t.close());

const today = isoDate(new Date());
const summary = async (period?: SavingsPeriod) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/cost-savings/summary${period ? `?period=${period}` : ''}`,
    as: team.employee,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const saving = (dateCaptured: string, savingsAmount: string, spendCategory = 'office supplies') => ({
  id: uid('ds'),
  itemDescription: `Zzsave item ${dateCaptured}`,
  originalAmount: fromCents(toCents(savingsAmount) * 10),
  discountedAmount: fromCents(toCents(savingsAmount) * 9),
  savingsAmount,
  discountPercentage: '10.00',
  savingsCategory: 'negotiated_discount',
  spendCategory,
  vendorName: 'Zzsave Vendor',
  dateCaptured,
});
const opportunity = (status: string, potentialSavings: string, category = 'Zzsave Category') => ({
  id: uid('opp'),
  opportunityType: 'volume_discount',
  category,
  currentVendors: ['A', 'B'],
  recommendedVendor: 'A',
  currentSpend: '1000.00',
  potentialSavings,
  savingsPercentage: '5.00',
  aiConfidence: '0.75',
  dataPoints: 12,
  status,
  implementationEffort: 'low',
  similarItems: ['x'],
  analysisMethod: 'spend_analysis',
});

describe('GET /api/cost-savings/summary', () => {
  it('defaults to the quarter and matches sums computed from the tables', async () => {
    const body = await summary();
    expect(body.period).toBe('quarter');
    const { start, end } = periodRange('quarter');
    expect(body).toMatchObject({ periodStart: start, periodEnd: end });
    const db = t.database.db;
    const [direct] = await db
      .select({
        total: sql<string>`coalesce(sum(${directSavings.savingsAmount}), 0)::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(directSavings)
      .where(and(gte(directSavings.dateCaptured, start), lt(directSavings.dateCaptured, end)));
    const [spend] = await db
      .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)::text` })
      .from(invoices)
      .where(
        and(ne(invoices.status, 'rejected'), gte(invoices.invoiceDate, start), lt(invoices.invoiceDate, end)),
      );
    expect(toCents(body.directSavings)).toBe(toCents(direct!.total));
    expect(body.directSavingsCount).toBe(direct!.n);
    expect(toCents(body.totalSpend)).toBe(toCents(spend!.total));
    const expectedRate =
      toCents(spend!.total) > 0
        ? Math.round((toCents(direct!.total) / toCents(spend!.total)) * 1000) / 10
        : 0;
    expect(body.savingsRate).toBe(expectedRate);
    expect(body).toMatchObject({
      directSavings: '300.00',
      directSavingsCount: 1,
      totalSpend: '2000.00',
      savingsRate: 15,
    });
  });

  it('moves with new savings, spend and opportunities, per period', async () => {
    const before = Object.fromEntries(
      await Promise.all(SAVINGS_PERIODS.map(async (p) => [p, await summary(p)] as const)),
    );
    const db = t.database.db;
    const quarterStart = periodRange('quarter').start;
    const previousQuarter = isoDate(addDays(new Date(`${quarterStart}T12:00:00`), -1));
    const inThisYear = previousQuarter >= periodRange('year').start;
    await db
      .insert(directSavings)
      .values([saving(today, '100.00'), saving(previousQuarter, '40.00'), saving('2001-06-01', '7.00')]);
    await createInvoice(t, { vendorId, amount: '1000.00', invoiceDate: today });
    await createInvoice(t, { vendorId, amount: '5000.00', invoiceDate: today, status: 'rejected' });
    await db
      .insert(consolidationOpportunities)
      .values([
        opportunity('actualized', '50.00'),
        opportunity('identified', '25.00'),
        opportunity('under_review', '5.00'),
        opportunity('dismissed', '999.00'),
      ]);
    for (const p of SAVINGS_PERIODS) {
      const after = await summary(p);
      const extraDirect = 10000 + (p === 'year' && inThisYear ? 4000 : 0);
      expect(toCents(after.directSavings) - toCents(before[p].directSavings)).toBe(extraDirect);
      expect(after.directSavingsCount - before[p].directSavingsCount).toBe(
        p === 'year' && inThisYear ? 2 : 1,
      );
      expect(toCents(after.totalSpend) - toCents(before[p].totalSpend)).toBe(100000);
      expect(toCents(after.opportunisticSavings) - toCents(before[p].opportunisticSavings)).toBe(5000);
      expect(after.opportunisticCount - before[p].opportunisticCount).toBe(1);
      expect(toCents(after.potentialSavings) - toCents(before[p].potentialSavings)).toBe(3000);
      expect(after.potentialCount - before[p].potentialCount).toBe(2);
      expect(after.savingsRate).toBe(
        Math.round((toCents(after.directSavings) / toCents(after.totalSpend)) * 1000) / 10,
      );
    }
  });

  it('rejects an unknown period and needs a session', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/cost-savings/summary?period=decade',
      as: team.employee,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ period: 'Period must be month, quarter or year' });
    expect((await t.request({ method: 'GET', url: '/api/cost-savings/summary', as: null })).statusCode).toBe(
      401,
    );
  });
});

describe('savings lists', () => {
  it('lists direct savings of the period, filtered by category and paged', async () => {
    await t.database.db
      .insert(directSavings)
      .values([saving(today, '11.00', 'marketing'), saving(today, '12.00', 'marketing')]);
    const res = await t.request({
      method: 'GET',
      url: '/api/cost-savings/direct?period=month&category=Marketing&q=zzsave&limit=1',
      as: team.manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const [row] = res.json();
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'requisitionId',
        'itemDescription',
        'originalAmount',
        'discountedAmount',
        'savingsAmount',
        'discountPercentage',
        'savingsCategory',
        'category',
        'vendorName',
        'dateCaptured',
        'status',
      ].sort(),
    );
    expect(row).toMatchObject({
      category: 'marketing',
      discountPercentage: 10,
      status: 'actualized',
      dateCaptured: today,
    });
    const all = await t.request({
      method: 'GET',
      url: '/api/cost-savings/direct?period=year&q=zzsave',
      as: team.manager,
    });
    expect(
      all.json().every((r: { dateCaptured: string }) => r.dateCaptured >= periodRange('year').start),
    ).toBe(true);
    expect(all.json().some((r: { dateCaptured: string }) => r.dateCaptured === '2001-06-01')).toBe(false);
  });

  it('lists actualized opportunities and all opportunities with aiConfidence as a number', async () => {
    const opp = await t.request({
      method: 'GET',
      url: '/api/cost-savings/opportunistic?period=quarter&limit=500',
      as: team.employee,
    });
    expect(opp.statusCode).toBe(200);
    expect(
      opp.json().map((o: { status: string; potentialSavings: string }) => [o.status, o.potentialSavings]),
    ).toEqual([['actualized', '50.00']]);
    expect(Number(opp.headers['x-total-count'])).toBe(opp.json().length);

    const all = await t.request({
      method: 'GET',
      url: '/api/consolidation-opportunities?category=zzsave%20category&status=all',
      as: team.employee,
    });
    expect(all.headers['x-total-count']).toBe('4');
    const first = all.json()[0];
    expect(first).toMatchObject({
      potentialSavings: '999.00',
      aiConfidence: 0.75,
      savingsPercentage: 5,
      currentVendors: ['A', 'B'],
    });
    const identified = await t.request({
      method: 'GET',
      url: '/api/consolidation-opportunities?status=identified&category=zzsave%20category',
      as: team.employee,
    });
    expect(identified.json().map((o: { potentialSavings: string }) => o.potentialSavings)).toEqual(['25.00']);
    const open = await t.request({
      method: 'GET',
      url: '/api/consolidation-opportunities?category=zzsave%20category',
      as: team.employee,
    });
    expect(
      open
        .json()
        .map((o: { status: string }) => o.status)
        .sort(),
    ).toEqual(['actualized', 'identified', 'under_review']);
    const bad = await t.request({
      method: 'GET',
      url: '/api/consolidation-opportunities?status=maybe',
      as: team.employee,
    });
    expect(bad.statusCode).toBe(400);
  });
});
