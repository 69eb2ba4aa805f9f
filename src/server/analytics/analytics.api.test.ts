import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/analytics/schemas';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { createRequisition } from '../test/factories/requisitions';
import {
  dayOfMonthsAgo,
  getAnalytics,
  instantOfMonthsAgo,
  monthOfMonthsAgo,
} from '../test/factories/analytics';

/*
 * A hand-computed fixture (months counted back from the current one, M0):
 *   PO1 dept A, Zephyr: SKU-A1 10 × 100.00 = 1000.00 (GL 5000-100) + no SKU 1 × 200.00 (GL 5000-200) = 1200.00
 *   PO2 dept B, Quokka: SKU-B1 5 × 300.10 = 1500.50 (GL 6000-100); PO3 dept A cancelled 999.00 (left out)
 *   invoices (line totals): I1 M0 Zephyr/PO1 1000.00 SKU-A1 + 200.00 no SKU · I2 M-1 Zephyr/PO1 500.00 SKU-A1
 *     · I3 M0 Quokka/PO2 1500.50 SKU-B1 · I4 M-12 Quokka/PO2 700.00 (M0's prior year, outside 12 months)
 *     · I5 M-1 Quokka/PO2 9999.00 rejected (left out) · I6 M0 Zephyr, no PO, 300.00 GL 7000-100 (dept '')
 *     · I7 M-4 Zephyr/PO1 400.00 SKU-A1 (inside 12 months, outside 3)
 *   12 months: total 3900.50; M0 3000.50 (prior year 700.00), M-1 500.00, M-4 400.00; A 2100.00,
 *     B 1500.50, '' 300.00; SKUs SKU-A1 1900.00, SKU-B1 1500.50
 *   requisitions submitted: A approved ×2, pending, (draft, not counted), returned at M-13; B approved, rejected
 */
let t: TestApp, a: Team, b: Team;
let po1: PurchaseOrder, po2: PurchaseOrder;
const zephyr = 'Zephyr Analytics Supply';

beforeAll(async () => {
  let vendorId: string;
  ({ t, team: a, vendorId } = await createWorld({ vendorName: zephyr }));
  b = await createTeam(t);
  const quokka = (await createVendor(t, { name: 'Quokka Office Co' })).id;
  po1 = await createPurchaseOrder(t, {
    vendorId,
    department: a.department,
    requestorId: a.employee.id,
    lines: [
      {
        description: 'Widget',
        quantity: 10,
        unitPrice: '100.00',
        glCode: '5000-100',
        productNumber: 'SKU-A1',
      },
      { description: 'Set-up', quantity: 1, unitPrice: '200.00', glCode: '5000-200' },
    ],
  });
  po2 = await createPurchaseOrder(t, {
    vendorId: quokka,
    department: b.department,
    requestorId: b.employee.id,
    lines: [
      {
        description: 'Gadget',
        quantity: 5,
        unitPrice: '300.10',
        glCode: '6000-100',
        productNumber: 'SKU-B1',
      },
    ],
  });
  await createPurchaseOrder(t, { vendorId, department: a.department, status: 'cancelled', amount: '999.00' });
  const line = (po: PurchaseOrder, n: number, total: string, glCode: string) => ({
    description: `line ${n}`,
    quantity: '1',
    unitPrice: total,
    glCode,
    total,
    poLineId: po.lineIds[n]!,
  });
  const inv = (over: {
    vendorId: string;
    poId?: string;
    status: string;
    monthsAgo: number;
    amount: string;
  }) => ({
    vendorId: over.vendorId,
    poId: over.poId,
    status: over.status,
    amount: over.amount,
    invoiceDate: dayOfMonthsAgo(over.monthsAgo),
  });
  await createInvoice(
    t,
    inv({ vendorId, poId: po1.id, status: 'approved', monthsAgo: 0, amount: '1200.00' }),
    [line(po1, 0, '1000.00', '5000-100'), line(po1, 1, '200.00', '5000-200')],
  );
  await createInvoice(t, inv({ vendorId, poId: po1.id, status: 'pending', monthsAgo: 1, amount: '500.00' }), [
    line(po1, 0, '500.00', '5000-100'),
  ]);
  await createInvoice(
    t,
    inv({ vendorId: quokka, poId: po2.id, status: 'paid', monthsAgo: 0, amount: '1500.50' }),
    [line(po2, 0, '1500.50', '6000-100')],
  );
  await createInvoice(
    t,
    inv({ vendorId: quokka, poId: po2.id, status: 'approved', monthsAgo: 12, amount: '700.00' }),
    [line(po2, 0, '700.00', '6000-100')],
  );
  await createInvoice(
    t,
    inv({ vendorId: quokka, poId: po2.id, status: 'rejected', monthsAgo: 1, amount: '9999.00' }),
    [line(po2, 0, '9999.00', '6000-100')],
  );
  await createInvoice(t, inv({ vendorId, status: 'approved', monthsAgo: 0, amount: '300.00' }), [
    { description: 'No PO', quantity: '1', unitPrice: '300.00', glCode: '7000-100', total: '300.00' },
  ]);
  await createInvoice(
    t,
    inv({ vendorId, poId: po1.id, status: 'approved', monthsAgo: 4, amount: '400.00' }),
    [line(po1, 0, '400.00', '5000-100')],
  );
  const req = (team: Team, status: string, monthsAgo: number | null) =>
    createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status,
      submittedDate: monthsAgo === null ? null : instantOfMonthsAgo(monthsAgo),
    });
  for (const [team, status, monthsAgo] of [
    [a, 'approved', 0],
    [a, 'approved', 1],
    [a, 'pending', 0],
    [a, 'draft', null],
    [a, 'returned', 13],
    [b, 'approved', 0],
    [b, 'rejected', 2],
  ] as const)
    await req(team, status, monthsAgo);
});
afterAll(() => t.close());

async function figures(as = a.admin, query: Record<string, string | number> = {}): Promise<Analytics> {
  const res = await getAnalytics(t, as, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/analytics', () => {
  it('computes the KPIs by the spec formulas over every department for an all-department role', async () => {
    const f = await figures();
    expect(f.filters).toEqual({ q: null, sku: null, department: null, months: 12, month: null });
    expect(f.scopeDepartment).toBeNull();
    expect(f.kpis).toEqual({
      totalSpend: '3900.50',
      // (1200.00 + 1500.50) / 2 = 1350.25, rounded; the cancelled PO is left out.
      averageOrderValue: '1350.00',
      // 3 of A (the draft not counted, the returned one before the window) + 2 of B.
      totalRequisitions: 5,
      approvalRate: 60,
    });
  });

  it('gives each month of the window with the same month a year earlier', async () => {
    const f = await figures();
    expect(f.seasonal).toHaveLength(12);
    expect(f.seasonal.at(-1)).toEqual({
      month: monthOfMonthsAgo(0),
      spend: '3000.50',
      priorYearSpend: '700.00',
    });
    expect(f.seasonal.at(-2)).toEqual({
      month: monthOfMonthsAgo(1),
      spend: '500.00',
      priorYearSpend: '0.00',
    });
    expect(f.seasonal.at(-5)).toEqual({
      month: monthOfMonthsAgo(4),
      spend: '400.00',
      priorYearSpend: '0.00',
    });
    expect(f.seasonal[0]!.month).toBe(monthOfMonthsAgo(11));
    expect(f.window).toEqual({ start: `${monthOfMonthsAgo(11)}-01`, end: `${monthOfMonthsAgo(-1)}-01` });
  });

  it('sums spend per department, largest first, and lists the SKUs and departments', async () => {
    const f = await figures();
    expect(f.departmentSpend).toEqual([
      { department: a.department, spend: '2100.00' },
      { department: b.department, spend: '1500.50' },
      { department: '', spend: '300.00' },
    ]);
    expect(f.options.skus).toEqual([
      { sku: 'SKU-A1', spend: '1900.00' },
      { sku: 'SKU-B1', spend: '1500.50' },
    ]);
    expect(f.options.departments.slice(0, 4)).toEqual(['IT', 'Marketing', 'R&D', 'Operations']);
    expect(f.options.departments).toEqual(expect.arrayContaining([a.department, b.department]));
  });

  it('narrows the window: 3 months leave out month 4; 24 months count the older requisition', async () => {
    const three = await figures(a.admin, { months: 3 });
    expect(three.kpis.totalSpend).toBe('3500.50');
    expect(three.seasonal).toHaveLength(3);
    const a24 = await figures(a.admin, { months: 24, department: a.department });
    expect(a24.kpis).toMatchObject({ totalRequisitions: 4, approvalRate: 50 });
    expect(a24.seasonal).toHaveLength(24);
  });

  it('filters by SKU and by department (order value and requisitions by department)', async () => {
    expect((await figures(a.admin, { sku: 'SKU-A1' })).kpis.totalSpend).toBe('1900.00');
    expect((await figures(a.admin, { sku: 'all' })).kpis.totalSpend).toBe('3900.50');
    const onlyB = await figures(a.admin, { department: b.department });
    expect(onlyB.kpis).toEqual({
      totalSpend: '1500.50',
      averageOrderValue: '1501.00',
      totalRequisitions: 2,
      approvalRate: 50,
    });
    expect(onlyB.departmentSpend).toEqual([{ department: b.department, spend: '1500.50' }]);
    const none = await figures(a.admin, { department: 'Nowhere' });
    expect(none.kpis).toEqual({
      totalSpend: '0.00',
      averageOrderValue: '0.00',
      totalRequisitions: 0,
      approvalRate: 0,
    });
  });

  it('matches the free text against vendor names, SKUs and GL codes', async () => {
    expect((await figures(a.admin, { q: 'zEPHYR' })).kpis.totalSpend).toBe('2400.00');
    expect((await figures(a.admin, { q: 'sku-b' })).kpis.totalSpend).toBe('1500.50');
    expect((await figures(a.admin, { q: '7000-1' })).kpis.totalSpend).toBe('300.00');
    expect((await figures(a.admin, { q: 'no such thing' })).kpis.totalSpend).toBe('0.00');
    // A LIKE wildcard in the text is a character, not a wildcard.
    expect((await figures(a.admin, { q: '%' })).kpis.totalSpend).toBe('0.00');
  });

  it('narrows to one month (a click on the seasonal chart)', async () => {
    const f = await figures(a.admin, { month: monthOfMonthsAgo(1) });
    expect(f.kpis.totalSpend).toBe('500.00');
    expect(f.seasonal).toEqual([{ month: monthOfMonthsAgo(1), spend: '500.00', priorYearSpend: '0.00' }]);
    // The options still list the whole window's.
    expect(f.options.skus.map((s) => s.sku)).toEqual(['SKU-A1', 'SKU-B1']);
  });

  it("limits department-scoped roles to their department's figures", async () => {
    for (const who of [a.manager, a.director, a.employee]) {
      const f = await figures(who);
      expect(f.scopeDepartment).toBe(a.department);
      expect(f.kpis).toEqual({
        totalSpend: '2100.00',
        averageOrderValue: '1200.00',
        totalRequisitions: 3,
        approvalRate: 67,
      });
      expect(f.departmentSpend).toEqual([{ department: a.department, spend: '2100.00' }]);
      expect(f.options.departments).toEqual([a.department]);
      expect(f.options.skus.map((s) => s.sku)).toEqual(['SKU-A1']);
      // Asking for another department shows nothing of it.
      const other = await figures(who, { department: b.department });
      expect(other.kpis).toMatchObject({ totalSpend: '0.00', totalRequisitions: 0 });
      expect(other.departmentSpend).toEqual([]);
    }
    const bManager = await figures(b.manager);
    expect(bManager.kpis.totalSpend).toBe('1500.50');
  });

  it('answers 400 with field messages for bad filters, and 401 signed out', async () => {
    const bad = await getAnalytics(t, a.admin, { months: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ months: 'Time window must be 3, 6, 12 or 24 months' });
    const month = await getAnalytics(t, a.admin, { month: '2026-13' });
    expect(month.statusCode).toBe(400);
    expect(month.json().fieldErrors).toEqual({ month: 'Month must be a month (YYYY-MM)' });
    const long = await getAnalytics(t, a.admin, { q: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ q: 'Search text must contain at most 100 characters' });
    expect((await t.request({ method: 'GET', url: '/api/analytics', as: null })).statusCode).toBe(401);
  });
});
