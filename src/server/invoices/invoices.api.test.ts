import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { seedInvoiceScenario } from './test-fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedInvoiceScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedInvoiceScenario(t.database.db);
});
afterAll(() => t.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/invoices', () => {
  it('lists invoices with the spec fields, newest first by default, paged with X-Total-Count', async () => {
    const res = await t.request({ method: 'GET', url: '/api/invoices?q=zzi-&limit=2', as: 'finance' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(ids(res.json())).toEqual([s.inv.f, s.inv.e]);
    const all = (
      await t.request({ method: 'GET', url: '/api/invoices?q=zzi-&sort=invoiceNumber', as: 'finance' })
    ).json();
    expect(all[0]).toEqual({
      id: s.inv.a,
      invoiceNumber: 'ZZI-0001',
      vendorId: s.vendorId,
      vendorName: 'Zzinv Paper Co',
      poId: s.po1,
      poNumber: 'PO-ZZI-100',
      description: 'Copier PAPER reams',
      amount: '250.00',
      invoiceDate: '2025-03-01',
      dueDate: expect.any(String),
      receivedDate: expect.any(String),
      paymentTerms: 'Net 30',
      threeWayMatchStatus: 'pending',
      matchStatus: 'pending',
      status: 'pending',
      matchExceptions: [],
      resolutionNote: null,
      attachments: [],
    });
    expect(all[5]).toMatchObject({ id: s.inv.f, poId: null, poNumber: null });
  });

  it('searches invoice number, PO number, vendor name and description, case-insensitively', async () => {
    const search = async (q: string) =>
      ids(
        (
          await t.request({
            method: 'GET',
            url: `/api/invoices?q=${encodeURIComponent(q)}&sort=invoiceNumber`,
            as: 'finance',
          })
        ).json(),
      );
    expect(await search('zzi-0003')).toEqual([s.inv.c]);
    expect(await search('po-zzi-200')).toEqual([s.inv.b, s.inv.d, s.inv.e]);
    expect(await search('ZZINV TONER')).toEqual([s.inv.c]);
    expect(await search('copier paper')).toEqual([s.inv.a]);
  });

  it('filters by status, match status, vendor and PO, and sorts', async () => {
    const get = async (qs: string) =>
      (await t.request({ method: 'GET', url: `/api/invoices?q=zzi-&${qs}`, as: 'finance' })).json();
    expect(ids(await get('status=disputed'))).toEqual([s.inv.e]);
    expect(ids(await get('threeWayMatchStatus=exception'))).toEqual([s.inv.b]);
    expect(ids(await get(`vendorId=${s.otherVendorId}`))).toEqual([s.inv.c]);
    expect(ids(await get(`poId=${s.po1}`))).toEqual([s.inv.a]);
    expect(ids(await get('vendorName=zzinv%20toner%20ltd'))).toEqual([s.inv.c]);
    expect((await get('status=all')).length).toBe(6);
    expect(ids(await get('sort=-amount')).slice(0, 3)).toEqual([s.inv.b, s.inv.a, s.inv.c]);
    expect((await get('sort=vendor')).map((r: { vendorName: string }) => r.vendorName).at(-1)).toBe(
      'Zzinv Toner Ltd',
    );
    const bad = await t.request({ method: 'GET', url: '/api/invoices?status=lost', as: 'finance' });
    expect(bad.statusCode).toBe(400);
  });

  it('scopes: end users see invoices of POs from their own requisitions, department roles their department', async () => {
    const employee = (await t.request({ method: 'GET', url: '/api/invoices?q=zzi-', as: 'employee' })).json();
    expect(ids(employee)).toEqual([s.inv.a]);
    const manager = (
      await t.request({ method: 'GET', url: '/api/invoices?q=zzi-&sort=invoiceNumber', as: 'manager' })
    ).json();
    expect(ids(manager)).toEqual([s.inv.a, s.inv.c]);
    const legal = await t.request({ method: 'GET', url: '/api/invoices?q=zzi-', as: 'legal' });
    expect(legal.headers['x-total-count']).toBe('6');
  });
});

describe('GET /api/invoices/:id', () => {
  it('answers the invoice with its line items; out of scope is 404', async () => {
    const res = await t.request({ method: 'GET', url: `/api/invoices/${s.inv.a}`, as: 'employee' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { description: 'A4 paper', quantity: 10, unitPrice: '20.00', glCode: '4000-001', total: '200.00' },
      { description: 'Delivery', quantity: 1, unitPrice: '50.00', glCode: '4000-001', total: '50.00' },
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/api/invoices/${s.inv.b}`, as: 'employee' })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/invoices/nope', as: 'finance' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/invoices/summary', () => {
  it('counts the visible invoices by status and totals their value', async () => {
    const res = await t.request({ method: 'GET', url: '/api/invoices/summary?q=zzi-', as: 'finance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      counts: { paid: 1, approved: 1, pending: 2, disputed: 1, total: 6 },
      totalValue: '1385.50',
    });
    const employee = await t.request({ method: 'GET', url: '/api/invoices/summary?q=zzi-', as: 'employee' });
    expect(employee.json()).toEqual({
      counts: { paid: 0, approved: 0, pending: 1, disputed: 0, total: 1 },
      totalValue: '250.00',
    });
  });
});
