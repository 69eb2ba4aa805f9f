import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Analytics, SpendRows } from '@shared/analytics/schemas';
import type { FilterSet } from '@shared/analytics/filter-sets';
import { savedFilterSets } from '../db/schema/admin';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { dayOfMonthsAgo, getAnalytics, monthOfMonthsAgo } from '../test/factories/analytics';

/*
 * GET /api/analytics/kpis, GET /api/analytics/spend and /api/filter-sets (issue 12's paths), against a
 * hand-computed fixture (months counted back from the current one, M0):
 *   PO1 dept A, Zephyr: SKU-A1 (GL 4000-002, IT services) + no SKU (GL 4000-001, office supplies)
 *   PO2 dept B, Quokka: SKU-B1 (GL 4000-003, IT services); PO3 dept A, Aardvark: SKU-C1 (GL 4000-005, facilities)
 *   invoices: I1 M0 PO1 1000.00 SKU-A1 + 200.00 no SKU · I2 M-1 PO1 500.00 SKU-A1 · I3 M0 PO2 1500.50
 *     · I4 M-2 PO3 800.00 · I5 M0 Zephyr no PO 300.00 GL 7000-100 (other, dept '')
 *     · I6 M-1 PO2 9999.00 rejected (left out) · I7 M-13 PO2 700.00 (outside 12 months)
 *   12 months: total 4300.50; M0 3000.50, M-1 500.00, M-2 800.00; A 2500.00, B 1500.50, '' 300.00;
 *   Zephyr 2000.00, Quokka 1500.50, Aardvark 800.00; SKU-B1 1500.50, SKU-A1 1500.00, SKU-C1 800.00;
 *   IT services 3000.50, facilities 800.00, other 300.00, office supplies 200.00
 */
let t: TestApp, a: Team, b: Team;
let zephyr: string, quokka: string, aardvark: string;

beforeAll(async () => {
  ({ t, team: a, vendorId: zephyr } = await createWorld({ vendorName: 'Zephyr Spend Supply' }));
  b = await createTeam(t);
  quokka = (await createVendor(t, { name: 'Quokka Spend Co' })).id;
  aardvark = (await createVendor(t, { name: 'Aardvark Spend Ltd' })).id;
  const item = (sku: string | null, glCode: string, unitPrice: string) => ({
    description: sku ?? 'Set-up',
    quantity: 1,
    unitPrice,
    glCode,
    ...(sku ? { productNumber: sku } : {}),
  });
  const order = (vendorId: string, team: Team, lines: ReturnType<typeof item>[]) =>
    createPurchaseOrder(t, { vendorId, department: team.department, requestorId: team.employee.id, lines });
  const po1 = await order(zephyr, a, [
    item('SKU-A1', '4000-002', '1500.00'),
    item(null, '4000-001', '200.00'),
  ]);
  const po2 = await order(quokka, b, [item('SKU-B1', '4000-003', '1500.50')]);
  const po3 = await order(aardvark, a, [item('SKU-C1', '4000-005', '800.00')]);
  const line = (po: PurchaseOrder, n: number, total: string, glCode: string) => ({
    description: `line ${n}`,
    quantity: '1',
    unitPrice: total,
    glCode,
    total,
    poLineId: po.lineIds[n]!,
  });
  const invoice = (
    vendorId: string,
    po: PurchaseOrder | null,
    status: string,
    monthsAgo: number,
    amount: string,
  ) => ({
    vendorId,
    poId: po?.id,
    status,
    amount,
    invoiceDate: dayOfMonthsAgo(monthsAgo),
  });
  await createInvoice(t, invoice(zephyr, po1, 'approved', 0, '1200.00'), [
    line(po1, 0, '1000.00', '4000-002'),
    line(po1, 1, '200.00', '4000-001'),
  ]);
  await createInvoice(t, invoice(zephyr, po1, 'pending', 1, '500.00'), [line(po1, 0, '500.00', '4000-002')]);
  await createInvoice(t, invoice(quokka, po2, 'paid', 0, '1500.50'), [line(po2, 0, '1500.50', '4000-003')]);
  await createInvoice(t, invoice(aardvark, po3, 'approved', 2, '800.00'), [
    line(po3, 0, '800.00', '4000-005'),
  ]);
  await createInvoice(t, invoice(zephyr, null, 'approved', 0, '300.00'), [
    { description: 'No PO', quantity: '1', unitPrice: '300.00', glCode: '7000-100', total: '300.00' },
  ]);
  await createInvoice(t, invoice(quokka, po2, 'rejected', 1, '9999.00'), [
    line(po2, 0, '9999.00', '4000-003'),
  ]);
  await createInvoice(t, invoice(quokka, po2, 'approved', 13, '700.00'), [
    line(po2, 0, '700.00', '4000-003'),
  ]);
});
afterAll(() => t.close());

type Query = Record<string, string | number>;
const qs = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
const get = (url: string, as: Account, query: Query = {}) =>
  t.request({ method: 'GET', url: `${url}?${qs(query)}`, as });

async function spend(as: Account, query: Query): Promise<SpendRows> {
  const res = await get('/api/analytics/spend', as, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function figures(as: Account, query: Query = {}): Promise<Analytics> {
  const res = await getAnalytics(t, as, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const cents = (rows: SpendRows) => rows.reduce((sum, r) => sum + Math.round(Number(r.spend) * 100), 0);
const pairs = (rows: SpendRows) => rows.map((r) => [r.label, r.spend]);

describe('GET /api/analytics/kpis', () => {
  it("answers exactly GET /api/analytics's KPIs for the same filters", async () => {
    const filters: Query[] = [
      {},
      { department: a.department },
      { sku: 'SKU-A1' },
      { q: 'quokka' },
      { months: 3 },
    ];
    for (const query of filters) {
      const res = await get('/api/analytics/kpis', a.admin, query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), JSON.stringify(query)).toEqual((await figures(a.admin, query)).kpis);
    }
    expect((await get('/api/analytics/kpis', a.admin)).json()).toMatchObject({ totalSpend: '4300.50' });
    const scoped = await get('/api/analytics/kpis', a.manager);
    expect(scoped.json()).toEqual((await figures(a.manager)).kpis);
    expect(scoped.json().totalSpend).toBe('2500.00');
  });
});

describe('GET /api/analytics/spend', () => {
  it('by month (the default): every month of the window, summing to the total spend, as the seasonal chart', async () => {
    const rows = await spend(a.admin, {});
    const f = await figures(a.admin);
    expect(rows).toHaveLength(12);
    expect(rows).toEqual(f.seasonal.map((s) => ({ key: s.month, label: s.month, spend: s.spend })));
    expect(rows.at(-1)).toEqual({ key: monthOfMonthsAgo(0), label: monthOfMonthsAgo(0), spend: '3000.50' });
    expect(rows.slice(-3, -1).map((r) => r.spend)).toEqual(['800.00', '500.00']);
    expect(rows[0]!.spend).toBe('0.00');
    expect(cents(rows)).toBe(430050);
    expect(await spend(a.admin, { groupBy: 'month', months: 3 })).toHaveLength(3);
    expect(await spend(a.admin, { month: monthOfMonthsAgo(1) })).toEqual([
      { key: monthOfMonthsAgo(1), label: monthOfMonthsAgo(1), spend: '500.00' },
    ]);
  });

  it('by department: the department chart', async () => {
    const rows = await spend(a.admin, { groupBy: 'department' });
    expect(rows).toEqual([
      { key: a.department, label: a.department, spend: '2500.00' },
      { key: b.department, label: b.department, spend: '1500.50' },
      { key: '', label: 'No PO', spend: '300.00' },
    ]);
    const f = await figures(a.admin);
    expect(rows.map((r) => ({ department: r.key, spend: r.spend }))).toEqual(f.departmentSpend);
  });

  it('by vendor and by SKU: the largest first, under the limit', async () => {
    expect(await spend(a.admin, { groupBy: 'vendor' })).toEqual([
      { key: zephyr, label: 'Zephyr Spend Supply', spend: '2000.00' },
      { key: quokka, label: 'Quokka Spend Co', spend: '1500.50' },
      { key: aardvark, label: 'Aardvark Spend Ltd', spend: '800.00' },
    ]);
    expect(pairs(await spend(a.admin, { groupBy: 'vendor', limit: 1 }))).toEqual([
      ['Zephyr Spend Supply', '2000.00'],
    ]);
    // Lines without a SKU are no SKU's: the rows are the SKU filter's options.
    const skus = await spend(a.admin, { groupBy: 'sku' });
    expect(pairs(skus)).toEqual([
      ['SKU-B1', '1500.50'],
      ['SKU-A1', '1500.00'],
      ['SKU-C1', '800.00'],
    ]);
    expect(skus.map((r) => ({ sku: r.key, spend: r.spend }))).toEqual((await figures(a.admin)).options.skus);
    expect(pairs(await spend(a.admin, { groupBy: 'sku', limit: 2, months: 3 }))).toEqual([
      ['SKU-B1', '1500.50'],
      ['SKU-A1', '1500.00'],
    ]);
  });

  it('by category: the spend category of each GL code, other for codes of none, summing to the total', async () => {
    const rows = await spend(a.admin, { groupBy: 'category' });
    expect(rows).toEqual([
      { key: 'IT services', label: 'IT Services', spend: '3000.50' },
      { key: 'facilities', label: 'Facilities', spend: '800.00' },
      { key: 'other', label: 'Other', spend: '300.00' },
      { key: 'office supplies', label: 'Office Supplies', spend: '200.00' },
    ]);
    expect(cents(rows)).toBe(430050);
  });

  it('follows the SKU, text and department filters in every grouping', async () => {
    // A SKU filter grouped by another dimension, a text matching vendors grouped by SKU (spend_monthly).
    expect(pairs(await spend(a.admin, { groupBy: 'vendor', sku: 'SKU-A1' }))).toEqual([
      ['Zephyr Spend Supply', '1500.00'],
    ]);
    expect(pairs(await spend(a.admin, { groupBy: 'sku', q: 'quokka' }))).toEqual([['SKU-B1', '1500.50']]);
    expect(pairs(await spend(a.admin, { groupBy: 'vendor', q: 'quokka' }))).toEqual([
      ['Quokka Spend Co', '1500.50'],
    ]);
    expect(pairs(await spend(a.admin, { groupBy: 'category', q: '7000-1' }))).toEqual([['Other', '300.00']]);
    expect(await spend(a.admin, { groupBy: 'vendor', q: 'no such thing' })).toEqual([]);
    expect(pairs(await spend(a.admin, { groupBy: 'category', department: b.department }))).toEqual([
      ['IT Services', '1500.50'],
    ]);
    for (const query of [{ sku: 'SKU-A1' }, { q: 'zephyr' }, { department: b.department }] as Query[]) {
      const total = (await figures(a.admin, query)).kpis.totalSpend;
      expect(cents(await spend(a.admin, query)), JSON.stringify(query)).toBe(Math.round(Number(total) * 100));
    }
  });

  it("shows a department-scoped user only their department's spend, in every grouping", async () => {
    for (const who of [a.manager, a.employee]) {
      const months = await spend(who, {});
      expect(cents(months)).toBe(250000);
      expect(months.at(-1)!.spend).toBe('1200.00');
      expect(await spend(who, { groupBy: 'department' })).toEqual([
        { key: a.department, label: a.department, spend: '2500.00' },
      ]);
      expect(pairs(await spend(who, { groupBy: 'vendor' }))).toEqual([
        ['Zephyr Spend Supply', '1700.00'],
        ['Aardvark Spend Ltd', '800.00'],
      ]);
      expect(pairs(await spend(who, { groupBy: 'sku' }))).toEqual([
        ['SKU-A1', '1500.00'],
        ['SKU-C1', '800.00'],
      ]);
      expect(pairs(await spend(who, { groupBy: 'category' }))).toEqual([
        ['IT Services', '1500.00'],
        ['Facilities', '800.00'],
        ['Office Supplies', '200.00'],
      ]);
      // Another department's spend stays out of sight, whatever the filter.
      expect(cents(await spend(who, { department: b.department }))).toBe(0);
      expect(await spend(who, { groupBy: 'vendor', q: 'quokka' })).toEqual([]);
    }
    expect(pairs(await spend(b.manager, { groupBy: 'vendor' }))).toEqual([['Quokka Spend Co', '1500.50']]);
  });

  it('answers 400 with field messages for a bad grouping or limit, and 401 signed out', async () => {
    const bad = await get('/api/analytics/spend', a.admin, { groupBy: 'colour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      groupBy: 'Group by must be month, department, vendor, category or sku',
    });
    for (const limit of [0, 501, 'x']) {
      const res = await get('/api/analytics/spend', a.admin, { groupBy: 'vendor', limit });
      expect(res.statusCode, String(limit)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ limit: 'Limit must be a whole number from 1 to 500' });
    }
    expect((await get('/api/analytics/spend', a.admin, { groupBy: 'sku', limit: 500 })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/analytics/spend', as: null })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/analytics/kpis', as: null })).statusCode).toBe(401);
  });
});

describe('/api/filter-sets', () => {
  it("creates, lists and deletes the user's own sets; another user's set is 404 to them", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/filter-sets',
      as: a.manager,
      payload: { name: ' Quarter ', filters: { department: 'IT', timeWindow: 3, sku: 'SKU-A1' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const set: FilterSet = created.json();
    expect(set).toMatchObject({
      name: 'Quarter',
      filters: { department: 'IT', timeWindow: 3, sku: 'SKU-A1' },
    });
    // The same sets under both paths.
    for (const url of ['/api/filter-sets', '/api/analytics/filter-sets'])
      expect((await get(url, a.manager)).json().map((s: FilterSet) => s.id)).toEqual([set.id]);
    expect((await get('/api/filter-sets', a.director)).json()).toEqual([]);

    const other = await t.request({ method: 'DELETE', url: `/api/filter-sets/${set.id}`, as: a.director });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', message: 'Filter set not found' });
    expect(
      await t.database.db.select().from(savedFilterSets).where(eq(savedFilterSets.id, set.id)),
    ).toHaveLength(1);

    const own = await t.request({ method: 'DELETE', url: `/api/filter-sets/${set.id}`, as: a.manager });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: set.id, deleted: true });
    expect((await get('/api/filter-sets', a.manager)).json()).toEqual([]);

    const blank = await t.request({
      method: 'POST',
      url: '/api/filter-sets',
      as: a.manager,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: 'Name is required' });
    expect((await t.request({ method: 'GET', url: '/api/filter-sets', as: null })).statusCode).toBe(401);
  });
});
