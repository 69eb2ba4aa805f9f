import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { sumMoney } from '@shared/money';
import { seedInvoiceScenario } from './test-invoice-scenario';
import { createVendor } from '../test/factories/vendors';
import { createUser, type User } from '../test/factories/users';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedInvoiceScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedInvoiceScenario(t);
});
afterAll(() => t.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/invoices', () => {
  it('lists invoices with the spec fields, newest first by default, paged with X-Total-Count', async () => {
    const res = await t.request({ method: 'GET', url: '/api/invoices?q=zzi-&limit=2', as: s.team.finance });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(ids(res.json())).toEqual([s.inv.f, s.inv.e]);
    const all = (
      await t.request({ method: 'GET', url: '/api/invoices?q=zzi-&sort=invoiceNumber', as: s.team.finance })
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
      statusReason: null,
      attachments: [],
      enteredBy: null,
      duties: { mayApprove: true, mayPay: true, reason: null },
      can: {
        match: true,
        resolve: false,
        approve: false,
        pay: false,
        hold: true,
        dispute: true,
        reject: true,
        release: false,
      },
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
            as: s.team.finance,
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
      (await t.request({ method: 'GET', url: `/api/invoices?q=zzi-&${qs}`, as: s.team.finance })).json();
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
    const bad = await t.request({ method: 'GET', url: '/api/invoices?status=lost', as: s.team.finance });
    expect(bad.statusCode).toBe(400);
  });

  it('scopes: end users see invoices of POs from their own requisitions, department roles their department', async () => {
    const employee = (
      await t.request({ method: 'GET', url: '/api/invoices?q=zzi-', as: s.team.employee })
    ).json();
    expect(ids(employee)).toEqual([s.inv.a]);
    const manager = (
      await t.request({ method: 'GET', url: '/api/invoices?q=zzi-&sort=invoiceNumber', as: s.team.manager })
    ).json();
    expect(ids(manager)).toEqual([s.inv.a, s.inv.c]);
    const legal = await t.request({ method: 'GET', url: '/api/invoices?q=zzi-', as: s.team.legal });
    expect(legal.headers['x-total-count']).toBe('6');
  });
});

describe('GET /api/invoices/:id', () => {
  it('answers the invoice with its line items; out of scope is 404', async () => {
    const res = await t.request({ method: 'GET', url: `/api/invoices/${s.inv.a}`, as: s.team.employee });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        lineNo: 1,
        poLineId: null,
        description: 'A4 paper',
        quantity: 10,
        unitPrice: '20.00',
        glCode: '4000-001',
        total: '200.00',
        matchResult: null,
      },
      {
        lineNo: 2,
        poLineId: null,
        description: 'Delivery',
        quantity: 1,
        unitPrice: '50.00',
        glCode: '4000-001',
        total: '50.00',
        matchResult: null,
      },
    ]);
    expect(res.json()).toMatchObject({
      invoiceNumber: 'ZZI-0001',
      poNumber: 'PO-ZZI-100',
      poStatus: 'approved',
      vendorName: 'Zzinv Paper Co',
      paymentTerms: 'Net 30',
      matchStatus: 'pending',
      status: 'pending',
      amount: '250.00',
      attachments: [],
      attachmentFiles: [],
      duplicateOfId: null,
      duplicateReason: null,
      paidAt: null,
    });
    expect(res.json().createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      (await t.request({ method: 'GET', url: `/api/invoices/${s.inv.b}`, as: s.team.employee })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/invoices/nope', as: s.team.finance })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/invoices/summary', () => {
  it('counts the visible invoices by status and totals their value', async () => {
    const res = await t.request({ method: 'GET', url: '/api/invoices/summary?q=zzi-', as: s.team.finance });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      counts: { paid: 1, approved: 1, pending: 2, disputed: 1, total: 6 },
      totalValue: '1385.50',
    });
    const employee = await t.request({
      method: 'GET',
      url: '/api/invoices/summary?q=zzi-',
      as: s.team.employee,
    });
    expect(employee.json()).toEqual({
      counts: { paid: 0, approved: 0, pending: 1, disputed: 0, total: 1 },
      totalValue: '250.00',
    });
  });
});

describe('GET /api/invoices/summary and the list agree', () => {
  it('applies the same q, status and vendor filters as the list', async () => {
    for (const qs of [
      'q=zzi-&status=pending',
      'q=zzi-&vendorName=zzinv%20paper%20co',
      `q=zzi-&vendorId=${s.otherVendorId}`,
      'q=ZZINV',
      'status=paid',
    ]) {
      const list = await t.request({
        method: 'GET',
        url: `/api/invoices?${qs}&limit=500`,
        as: s.team.finance,
      });
      const rows = list.json() as { amount: string; status: string }[];
      const summary = (
        await t.request({ method: 'GET', url: `/api/invoices/summary?${qs}`, as: s.team.finance })
      ).json();
      expect(summary.counts.total, qs).toBe(Number(list.headers['x-total-count']));
      expect(summary.counts.total, qs).toBe(rows.length);
      expect(summary.totalValue, qs).toBe(sumMoney(rows.map((r) => r.amount)));
      for (const status of ['paid', 'approved', 'pending', 'disputed'] as const) {
        expect(summary.counts[status], `${qs} ${status}`).toBe(
          rows.filter((r) => r.status === status).length,
        );
      }
    }
  });
});

describe('GET /api/invoices/vendors', () => {
  const names = async (as: User, query: string) =>
    (
      (await t.request({ method: 'GET', url: `/api/invoices/vendors${query}`, as })).json() as {
        name: string;
      }[]
    ).map((v) => v.name);

  it('answers the vendors of the visible invoices whose name contains q, by name', async () => {
    const finance = (
      await t.request({ method: 'GET', url: '/api/invoices/vendors?q=zzinv', as: s.team.finance })
    ).json();
    expect(finance).toEqual([
      { id: s.vendorId, name: 'Zzinv Paper Co' },
      { id: expect.any(String), name: 'Zzinv Toner Ltd' },
    ]);
    expect(await names(s.team.employee, '?q=zzinv')).toEqual(['Zzinv Paper Co']);
  });

  it('is a type-ahead: at most limit (≤ 20) vendors, only vendors with an invoice', async () => {
    expect(await names(s.team.finance, '?q=zzinv&limit=1')).toEqual(['Zzinv Paper Co']);
    expect((await names(s.team.finance, '')).length).toBeLessThanOrEqual(20);
    const tooMany = await t.request({
      method: 'GET',
      url: '/api/invoices/vendors?limit=21',
      as: s.team.finance,
    });
    expect(tooMany.statusCode).toBe(400);
    const noInvoice = await createVendor(t, { name: 'Zzinv Without Invoices', status: 'active' });
    expect(await names(s.team.finance, '?q=zzinv')).not.toContain(noInvoice.name);
  });

  it("keeps a department's manager to the vendors of their department's invoices", async () => {
    const elsewhere = await createVendor(t, { name: 'Zzinv Elsewhere Inc' });
    const po = await createPurchaseOrder(t, { vendorId: elsewhere.id, department: 'Zzinv Dept' });
    await createInvoice(t, { vendorId: elsewhere.id, poId: po.id });
    const otherManager = await createUser(t, { role: 'manager', department: 'Zzinv Dept' });
    expect(await names(s.team.manager, '?q=zzinv')).toEqual(['Zzinv Paper Co', 'Zzinv Toner Ltd']);
    expect(await names(otherManager, '?q=zzinv')).toEqual(['Zzinv Elsewhere Inc']);
    expect(await names(s.team.finance, '?q=zzinv')).toContain('Zzinv Elsewhere Inc');
  });
});
