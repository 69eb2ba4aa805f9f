import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { invoices } from '../db/schema/invoices';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createInvoice } from '../test/factories/invoices';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { expectOneStatementReading, statementsSent } from '../test/statements';

let t: TestApp;
let team: Team;
const year = new Date().getFullYear();
let acme: string;
let idle: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'IT');
  acme = (
    await createVendor(t, {
      name: 'Zzacme Test Supplies',
      category: 'Zzcat Office',
      integrationType: 'cxml',
      onTimeRate: '95.50',
    })
  ).id;
  idle = (
    await createVendor(t, {
      name: 'Zzidle Test Vendor',
      category: 'Zzcat Office',
      status: 'inactive',
      integrationType: 'none',
    })
  ).id;
  await createPurchaseOrder(t, {
    department: 'IT',
    vendorId: acme,
    createdAt: new Date(`${year}-03-04T12:00:00Z`),
  });
  await createPurchaseOrder(t, {
    department: 'IT',
    vendorId: acme,
    createdAt: new Date(`${year - 1}-11-20T12:00:00Z`),
  });
  await createInvoice(t, { vendorId: acme, amount: '1200.50', invoiceDate: `${year}-02-01` });
  await createInvoice(t, { vendorId: acme, amount: '300.25', invoiceDate: `${year}-05-01`, status: 'paid' });
  await createInvoice(t, {
    vendorId: acme,
    amount: '999.00',
    invoiceDate: `${year}-05-02`,
    status: 'rejected',
  });
  await createInvoice(t, { vendorId: acme, amount: '5000.00', invoiceDate: `${year - 1}-12-31` });
});
afterAll(() => t.close());

describe('GET /api/vendors', () => {
  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/vendors', as: null });
    expect(res.statusCode).toBe(401);
  });

  it('lists vendors with live year-to-date spend equal to the SQL sum of their invoices', async () => {
    const res = await t.request({ method: 'GET', url: '/api/vendors?q=zzcat&sort=name', as: team.employee });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([acme, idle]);
    const [expected] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)::numeric(14,2)::text` })
      .from(invoices)
      .where(
        and(
          eq(invoices.vendorId, acme),
          ne(invoices.status, 'rejected'),
          gte(invoices.invoiceDate, `${year}-01-01`),
          lt(invoices.invoiceDate, `${year + 1}-01-01`),
        ),
      );
    expect(expected!.total).toBe('1500.75');
    expect(rows[0]).toMatchObject({
      id: acme,
      name: 'Zzacme Test Supplies',
      category: 'Zzcat Office',
      integrationType: 'cxml',
      status: 'active',
      totalSpendYtd: expected!.total,
      lastOrderDate: `${year}-03-04`,
      onTimeRate: 95.5,
    });
    expect(rows[1]).toMatchObject({
      id: idle,
      totalSpendYtd: '0.00',
      lastOrderDate: null,
      status: 'inactive',
    });
  });

  it('follows a new invoice immediately (computed live)', async () => {
    const v = (await createVendor(t, { name: 'Zzlive Vendor' })).id;
    await createInvoice(t, { vendorId: v, amount: '10.10', invoiceDate: `${year}-01-02` });
    const first = (await t.request({ method: 'GET', url: '/api/vendors?q=zzlive', as: team.finance })).json();
    expect(first[0].totalSpendYtd).toBe('10.10');
    await createInvoice(t, { vendorId: v, amount: '0.90', invoiceDate: `${year}-01-03` });
    const second = (
      await t.request({ method: 'GET', url: '/api/vendors?q=zzlive', as: team.finance })
    ).json();
    expect(second[0].totalSpendYtd).toBe('11.00');
  });

  it('filters by status, integration type and category, and sorts by spend and last order', async () => {
    const active = await t.request({
      method: 'GET',
      url: '/api/vendors?q=zzcat&status=active',
      as: team.employee,
    });
    expect(active.json().map((r: { id: string }) => r.id)).toEqual([acme]);
    const none = await t.request({
      method: 'GET',
      url: '/api/vendors?q=zz&integrationType=none',
      as: team.employee,
    });
    expect(none.json().every((r: { integrationType: string }) => r.integrationType === 'none')).toBe(true);
    expect(none.json().map((r: { id: string }) => r.id)).toContain(idle);
    const cat = await t.request({
      method: 'GET',
      url: '/api/vendors?category=zzcat%20office',
      as: team.employee,
    });
    expect(cat.headers['x-total-count']).toBe('2');
    const bySpend = (
      await t.request({ method: 'GET', url: '/api/vendors?q=zzcat&sort=-totalSpendYtd', as: team.employee })
    ).json();
    expect(bySpend.map((r: { id: string }) => r.id)).toEqual([acme, idle]);
    const byOrder = (
      await t.request({ method: 'GET', url: '/api/vendors?q=zzcat&sort=lastOrderDate', as: team.employee })
    ).json();
    expect(byOrder.map((r: { id: string }) => r.id)).toEqual([idle, acme]);
  });

  it('pages with X-Total-Count and rejects unknown sorts and bad filters', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/api/vendors?q=zzcat&sort=name&limit=1&offset=1',
      as: team.employee,
    });
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((r: { id: string }) => r.id)).toEqual([idle]);
    const badSort = await t.request({ method: 'GET', url: '/api/vendors?sort=password', as: team.employee });
    expect(badSort.statusCode).toBe(400);
    const badStatus = await t.request({ method: 'GET', url: '/api/vendors?status=bogus', as: team.employee });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fieldErrors.status).toBeTruthy();
  });
});

describe('GET /api/vendors/:id', () => {
  it('shows the vendor with its contracts, POs and invoices, scoped to what the user may see', async () => {
    const v = (await createVendor(t, { name: 'Zzdetail Vendor' })).id;
    const req = (await createRequisition(t, { requestorId: team.employee.id, department: 'IT' })).id;
    const at = (date: string) => new Date(`${date}T12:00:00Z`);
    const mine = await createPurchaseOrder(t, {
      vendorId: v,
      department: 'IT',
      requisitionId: req,
      createdAt: at(`${year}-02-10`),
    });
    const other = await createPurchaseOrder(t, {
      vendorId: v,
      department: 'Finance',
      createdAt: at(`${year}-04-05`),
    });
    // A cancelled order is listed but is not the vendor's last order.
    await createPurchaseOrder(t, {
      vendorId: v,
      department: 'Finance',
      status: 'cancelled',
      createdAt: at(`${year}-06-01`),
    });
    const older = (
      await createContract(t, {
        vendorId: v,
        title: 'Zz older terms',
        endDate: '2026-01-31',
        status: 'expired',
        value: '1500.00',
      })
    ).id;
    const newer = (
      await createContract(t, {
        vendorId: v,
        title: 'Zz supply agreement',
        endDate: '2027-06-30',
      })
    ).id;
    await createInvoice(t, { vendorId: v, poId: mine.id, amount: '50.00' });
    const billed = await createInvoice(t, { vendorId: v, poId: other.id, amount: '70.00' });
    const sent = await statementsSent(t, () =>
      t.request({ method: 'GET', url: `/api/vendors/${v}`, as: team.procurement }),
    );
    // The figures, the address and the three short lists come in the vendor's one statement.
    expectOneStatementReading(t, sent, /"contracts"|"purchase_orders"|"invoices"/);
    const all = sent.out.json();
    expect(all.lastOrderDate).toBe(`${year}-04-05`);
    expect(all.contracts).toEqual([
      { id: newer, title: 'Zz supply agreement', value: '10000.00', endDate: '2027-06-30', status: 'active' },
      { id: older, title: 'Zz older terms', value: '1500.00', endDate: '2026-01-31', status: 'expired' },
    ]);
    // Newest first, with the driver's timestamps (ISO, milliseconds, Z).
    expect(all.purchaseOrders.map((p: { createdAt: string }) => p.createdAt)).toEqual(
      [`${year}-06-01`, `${year}-04-05`, `${year}-02-10`].map((d) => at(d).toISOString()),
    );
    expect(all.purchaseOrders[1]).toEqual({
      id: other.id,
      poNumber: other.poNumber,
      amount: other.amount,
      status: other.status,
      createdAt: at(`${year}-04-05`).toISOString(),
    });
    expect(all.invoices).toHaveLength(2);
    expect(all.invoices).toContainEqual({
      id: billed.id,
      invoiceNumber: billed.invoiceNumber,
      amount: '70.00',
      status: billed.status,
      invoiceDate: billed.invoiceDate,
    });
    expect(all.totalSpendYtd).toBe('120.00');
    const employee = (await t.request({ method: 'GET', url: `/api/vendors/${v}`, as: team.employee })).json();
    expect(employee.purchaseOrders.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect(employee.invoices).toHaveLength(1);
    expect(employee.contracts.map((c: { id: string }) => c.id)).toEqual([newer, older]);
    expect(employee.lastOrderDate).toBe(`${year}-04-05`);
    const missing = await t.request({ method: 'GET', url: '/api/vendors/vendor-nope', as: team.employee });
    expect(missing.statusCode).toBe(404);
  });
});
