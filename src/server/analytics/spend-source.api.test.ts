import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schemas';
import { fromCents, toCents } from '@shared/money';
import { queryRows } from '../db/client';
import { likePattern } from '../http/list';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { dayOfMonthsAgo, getAnalytics } from '../test/factories/analytics';
import { spendSource } from './spend-source';

/*
 * The spend figures read spend_monthly_by (one dimension) or spend_monthly (several): both must give what
 * the ILIKEs on spend_monthly's own columns give. Each filter below is answered by the API and computed
 * here straight from spend_monthly, the way the page computed it before spend_monthly_by; the test also
 * checks which table each filter is sent to, so that every path is compared.
 *   vendors: "Widget Works" (A), "Acme Parts" (B); SKUs WIDGET-9 (A's PO) and BOLT-1 (both); GL codes
 *   5000-100, 6100-200, 7000-300 (no PO); invoices over 14 months, one rejected.
 */
let t: TestApp, a: Team, b: Team;

beforeAll(async () => {
  let widget: string;
  ({ t, team: a, vendorId: widget } = await createWorld({ vendorName: 'Widget Works' }));
  b = await createTeam(t);
  const acme = (await createVendor(t, { name: 'Acme Parts' })).id;
  const order = (vendorId: string, team: Team, sku: string) =>
    createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [
        { description: 'Item', quantity: 10, unitPrice: '50.00', glCode: '5000-100', productNumber: sku },
        { description: 'Bolt', quantity: 10, unitPrice: '5.00', glCode: '6100-200', productNumber: 'BOLT-1' },
      ],
    });
  const poA = await order(widget, a, 'WIDGET-9');
  const poB = await order(acme, b, 'BOLT-1');
  const invoice = async (
    po: PurchaseOrder,
    vendorId: string,
    monthsAgo: number,
    totals: [string, string],
    status = 'approved',
  ) => {
    const lines = totals.map((total, n) => ({
      description: `line ${n}`,
      quantity: '1',
      unitPrice: total,
      glCode: n === 0 ? '5000-100' : '6100-200',
      total,
      poLineId: po.lineIds[n]!,
    }));
    const amount = fromCents(totals.reduce((s, v) => s + toCents(v), 0));
    await createInvoice(
      t,
      { vendorId, poId: po.id, status, amount, invoiceDate: dayOfMonthsAgo(monthsAgo) },
      lines,
    );
  };
  await invoice(poA, widget, 0, ['120.00', '15.50']);
  await invoice(poA, widget, 2, ['300.00', '40.00']);
  await invoice(poA, widget, 13, ['80.00', '8.00']);
  await invoice(poB, acme, 0, ['210.00', '11.00']);
  await invoice(poB, acme, 5, ['90.00', '9.90']);
  await invoice(poB, acme, 1, ['5000.00', '500.00'], 'rejected');
  await createInvoice(
    t,
    { vendorId: acme, status: 'approved', amount: '33.00', invoiceDate: dayOfMonthsAgo(1) },
    [{ description: 'No PO', quantity: '1', unitPrice: '33.00', glCode: '7000-300', total: '33.00' }],
  );
});
afterAll(() => t.close());

type Filters = { q?: string; sku?: string; department?: string; months?: number };

/** The page's spend figures computed from spend_monthly with the ILIKEs on its columns. */
async function fromFineRollup(f: Filters, window: Analytics['window'], scope: string | null) {
  const priorStart = `${Number(window.start.slice(0, 4)) - 1}${window.start.slice(4)}`;
  const conds = [sql`true`];
  if (scope !== null) conds.push(sql`s.department = ${scope}`);
  if (f.department !== undefined) conds.push(sql`s.department = ${f.department}`);
  if (f.sku !== undefined) conds.push(sql`s.sku = ${f.sku}`);
  if (f.q) {
    const p = likePattern(f.q);
    conds.push(sql`(s.sku ilike ${p} or s.gl_code ilike ${p} or v.name ilike ${p})`);
  }
  const where = sql.join(conds, sql` and `);
  const from = sql`spend_monthly s join vendors v on v.id = s.vendor_id`;
  const months = await queryRows<{ month: string; spend: string }>(
    t.database.db,
    sql`select to_char(s.month, 'YYYY-MM') as month, sum(s.amount)::text as spend from ${from}
      where ${where} and s.month >= ${priorStart} and s.month < ${window.end} group by 1 order by 1`,
  );
  const departments = await queryRows<{ department: string; spend: string }>(
    t.database.db,
    sql`select s.department, sum(s.amount)::text as spend from ${from}
      where ${where} and s.month >= ${window.start} and s.month < ${window.end}
      group by 1 having sum(s.amount) <> 0 order by sum(s.amount) desc, 1`,
  );
  return {
    total: fromCents(departments.reduce((sum, r) => sum + toCents(r.spend), 0)),
    months: Object.fromEntries(months.map((r) => [r.month, fromCents(toCents(r.spend))])),
    departments: departments.map((r) => ({ department: r.department, spend: fromCents(toCents(r.spend)) })),
  };
}

async function expectSameAsFine(as: Team['admin'], f: Filters, scope: string | null) {
  const res = await getAnalytics(t, as, f);
  expect(res.statusCode, res.body).toBe(200);
  const page: Analytics = res.json();
  const fine = await fromFineRollup(f, page.window, scope);
  expect(page.kpis.totalSpend, JSON.stringify(f)).toBe(fine.total);
  expect(page.departmentSpend, JSON.stringify(f)).toEqual(fine.departments);
  const seasonal: Record<string, string> = {};
  for (const m of page.seasonal) {
    seasonal[m.month] = m.spend;
    const prior = `${Number(m.month.slice(0, 4)) - 1}${m.month.slice(4)}`;
    seasonal[prior] = m.priorYearSpend;
  }
  const nonZero = Object.fromEntries(Object.entries(seasonal).filter(([, v]) => v !== '0.00'));
  expect(nonZero, JSON.stringify(f)).toEqual(
    Object.fromEntries(Object.entries(fine.months).filter(([, v]) => v !== '0.00')),
  );
  return page;
}

const FILTERS: { f: Filters; source: string }[] = [
  { f: {}, source: 'by:all' },
  { f: { months: 24 }, source: 'by:all' },
  { f: { sku: 'BOLT-1' }, source: 'by:sku' },
  { f: { q: 'acme' }, source: 'by:vendor' },
  { f: { q: 'bolt' }, source: 'by:sku' },
  { f: { q: '6100' }, source: 'by:gl' },
  { f: { q: 'widget', months: 24 }, source: 'fine' },
  { f: { q: 'acme', sku: 'BOLT-1' }, source: 'fine' },
  { f: { q: 'bolt', sku: 'BOLT-1' }, source: 'by:sku' },
  { f: { q: 'nothing at all' }, source: 'by:none' },
];

describe('the Analytics spend figures from spend_monthly_by', () => {
  it('send each filter to the expected table', async () => {
    const start = `${dayOfMonthsAgo(30, 1)}`;
    const end = `${dayOfMonthsAgo(-1, 1)}`;
    for (const { f, source } of FILTERS) {
      const s = await spendSource(t.database.db, f, start, end);
      expect(s.table === 'fine' ? 'fine' : `by:${s.dimension}`, JSON.stringify(f)).toBe(source);
    }
  });

  it('equal the sums of spend_monthly for an all-department role, with and without a department', async () => {
    for (const { f } of FILTERS) {
      await expectSameAsFine(a.admin, f, null);
      await expectSameAsFine(a.admin, { ...f, department: b.department }, null);
    }
    const widget = await expectSameAsFine(a.admin, { q: 'widget', months: 24 }, null);
    // Vendor A's invoices (both its GL codes) plus vendor B's WIDGET-9-less lines: none; the fixture's sum.
    expect(widget.kpis.totalSpend).toBe('563.50');
  });

  it("equal the sums of spend_monthly within a department-scoped user's department", async () => {
    for (const { f } of FILTERS) await expectSameAsFine(b.manager, f, b.department);
  });
});
