import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoices } from '../test/factories/invoices';
import { unique } from '../test/factories/unique';
import { planNodes, planOf } from '../test/plan';
import { invoices } from '../db/schema/invoices';
import { vendors } from '../db/schema/vendors';
import { isAnyOf } from '../lib/text-match';
import { visibleInvoices } from '../access/invoices';

/**
 * The index on invoices (po_department, vendor_id) (migration 0041): a department user's search for a
 * vendor's name and the vendor filter's type-ahead read the department's invoices of the vendors from
 * it, instead of intersecting every invoice of those vendors with every invoice of the department (at
 * full scale the list's search for a vendor name went from 37 to 7 ms). The plan case is the
 * type-ahead's: at this size the planner reads the list's search from the department's rows either way.
 */
let t: TestApp;
let team: Team;
let manager: SessionUser;
let name = '';
let vendorId = '';
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  name = unique('Falconridge');
  vendorId = (await createVendor(t, { name: `${name} Media` })).id;
  const others = await Promise.all(Array.from({ length: 19 }, () => createVendor(t)));
  // Each vendor sells to the team's department and to five others; 9,600 invoices over the 120 POs.
  const departments = [team.department, ...Array.from({ length: 5 }, () => unique('Elsewhere'))];
  const poIds: string[] = [];
  for (const vendor of [vendorId, ...others.map((v) => v.id)]) {
    for (const department of departments) {
      poIds.push((await createPurchaseOrder(t, { vendorId: vendor, department })).id);
    }
  }
  await createInvoices(t, 9600, { poIds });
  manager = (await t.request({ method: 'GET', url: '/api/auth/me', as: team.manager })).json();
});
afterAll(() => t.close());

describe("a department user's invoice search for a vendor's name", () => {
  it("answers the department's invoices of that vendor only, newest first", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/invoices?limit=25&q=${encodeURIComponent(name)}`,
      as: team.manager,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { vendorId: string; invoiceDate: string }[];
    // 9,600 invoices over 120 POs: 80 on the vendor's PO of the team's department.
    expect(res.headers['x-total-count']).toBe('80');
    expect(rows).toHaveLength(25);
    for (const row of rows) expect(row.vendorId).toBe(vendorId);
    const dates = rows.map((r) => r.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("reads which of a batch of vendors have the department's invoices from one index", async () => {
    // The vendor filter's round for a department user (invoices/vendor-options.ts): which of a batch
    // of vendors have an invoice the user may see.
    const vendorIds = (await t.database.db.select({ id: vendors.id }).from(vendors)).map((v) => v.id);
    const query = t.database.db
      .selectDistinct({ id: invoices.vendorId })
      .from(invoices)
      .where(and(isAnyOf(invoices.vendorId, vendorIds), visibleInvoices(manager)));
    const nodes = planNodes(await planOf(t.database.db, query, ['seqscan']));
    const read = nodes.flatMap((n) => (n['Index Cond'] ? [n['Index Cond']] : []));
    expect(
      read.some((c) => c.includes('po_department =') && c.includes('vendor_id = ANY')),
      read.join('\n'),
    ).toBe(true);
  });

  it("lists the vendor in the department's vendor filter", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/invoices/vendors?q=${encodeURIComponent(name)}&limit=20`,
      as: team.manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: vendorId, name: `${name} Media` })]);
  });
});
