import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schemas';
import type { FilterSet } from '@shared/analytics/filter-sets';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount } from '../test/factories/demo';

/** The demo data gives the Analytics page live, plausible figures on first start (the rollups filled at seed). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

async function figures(title: string, query = ''): Promise<Analytics> {
  const res = await t.request({ method: 'GET', url: `/api/analytics${query}`, as: demoAccount(title) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The same figure summed from the invoice tables directly. */
async function invoicedSince(start: string, end: string, department?: string): Promise<string> {
  const [row] = await queryRows<{ total: string | null }>(
    t.database.db,
    sql`select coalesce(sum(il.total), 0)::text as total from invoice_lines il join invoices i on i.id = il.invoice_id
      where i.status <> 'rejected' and i.invoice_date >= ${start} and i.invoice_date < ${end}
        ${department ? sql`and i.po_department = ${department}` : sql``}`,
  );
  return Number(row!.total).toFixed(2);
}

describe('Analytics on the demo data', () => {
  it('shows every department to procurement, equal to the invoices themselves', async () => {
    const f = await figures('Procurement Manager');
    expect(Number(f.kpis.totalSpend)).toBeGreaterThan(100_000);
    expect(f.kpis.totalSpend).toBe(await invoicedSince(f.window.start, f.window.end));
    expect(Number(f.kpis.averageOrderValue)).toBeGreaterThan(0);
    expect(f.kpis.totalRequisitions).toBeGreaterThan(0);
    expect(f.kpis.approvalRate).toBeGreaterThan(0);
    expect(f.seasonal.filter((m) => Number(m.spend) > 0).length).toBeGreaterThan(3);
    expect(f.departmentSpend.length).toBeGreaterThan(1);
    expect(f.options.skus.length).toBeGreaterThanOrEqual(3);
    expect(f.options.departments.slice(0, 4)).toEqual(['IT', 'Marketing', 'R&D', 'Operations']);
  });

  it("limits the IT manager to IT's figures", async () => {
    const f = await figures('Department Manager');
    expect(f.scopeDepartment).toBe('IT');
    expect(f.departmentSpend.map((d) => d.department)).toEqual(['IT']);
    expect(f.kpis.totalSpend).toBe(await invoicedSince(f.window.start, f.window.end, 'IT'));
    expect(Number(f.kpis.totalSpend)).toBeGreaterThan(0);
  });

  it("lists the demo's saved filter sets for their owner", async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/analytics/filter-sets',
      as: demoAccount('Procurement Manager'),
    });
    expect(res.statusCode).toBe(200);
    const sets: FilterSet[] = res.json();
    expect(sets.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'IT hardware — last 12 months',
        'Large approved orders',
        'Marketing quarterly spend',
      ]),
    );
    expect(sets.find((s) => s.name === 'Marketing quarterly spend')!.filters).toMatchObject({
      department: 'Marketing',
      timeWindow: 3,
    });
  });
});
