import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { sumMoney } from '@shared/money';
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
      (await t.request({ method: 'GET', url: `/api/invoices/${s.inv.b}`, as: 'employee' })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/invoices/nope', as: 'finance' })).statusCode).toBe(
      404,
    );
  });
});

describe('demo invoice attachments', () => {
  it('are stored files: every seeded name downloads as a valid document naming the invoice', async () => {
    const detail = (await t.request({ method: 'GET', url: '/api/invoices/inv-003', as: 'finance' })).json();
    const names = detail.attachmentFiles.map((f: { fileName: string }) => f.fileName);
    expect(names).toEqual(detail.attachments);
    expect(names).toEqual([`${detail.invoiceNumber}.pdf`, 'Deloitte_Timesheets_M1.xlsx']);
    for (const file of detail.attachmentFiles as { id: string; fileName: string; size: number }[]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/invoices/inv-003/attachments/${file.id}`,
        as: 'legal',
      });
      expect(res.statusCode, file.fileName).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="${file.fileName}"`);
      expect(res.rawPayload.length).toBe(file.size);
      // Stored uncompressed: the invoice number is readable in both kinds of file.
      expect(res.rawPayload.includes(detail.invoiceNumber)).toBe(true);
      if (file.fileName.endsWith('.pdf')) {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(res.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
      } else {
        expect(res.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        expect(res.rawPayload.includes('xl/worksheets/sheet1.xml')).toBe(true);
      }
    }
    // Every demo invoice's names are all downloadable.
    const all = (await t.request({ method: 'GET', url: '/api/invoices?limit=500', as: 'finance' })).json();
    for (const inv of all.filter((i: { id: string }) => /^inv-\d{3}$/.test(i.id))) {
      const one = (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, as: 'finance' })).json();
      expect(
        one.attachmentFiles.map((f: { fileName: string }) => f.fileName),
        inv.id,
      ).toEqual(inv.attachments);
    }
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

describe('GET /api/invoices/summary and the list agree', () => {
  it('applies the same q, status and vendor filters as the list', async () => {
    for (const qs of [
      'q=zzi-&status=pending',
      'q=zzi-&vendorName=zzinv%20paper%20co',
      `q=zzi-&vendorId=${s.otherVendorId}`,
      'q=ZZINV',
      'status=paid',
    ]) {
      const list = await t.request({ method: 'GET', url: `/api/invoices?${qs}&limit=500`, as: 'finance' });
      const rows = list.json() as { amount: string; status: string }[];
      const summary = (
        await t.request({ method: 'GET', url: `/api/invoices/summary?${qs}`, as: 'finance' })
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
  it('answers the distinct vendors of the visible invoices, by name', async () => {
    const finance = (await t.request({ method: 'GET', url: '/api/invoices/vendors', as: 'finance' })).json();
    const names = finance.map((v: { name: string }) => v.name);
    expect(names).toEqual(expect.arrayContaining(['Zzinv Paper Co', 'Zzinv Toner Ltd']));
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('Zzinv Paper Co')).toBeLessThan(names.indexOf('Zzinv Toner Ltd'));
    expect(finance.find((v: { name: string }) => v.name === 'Zzinv Paper Co')).toEqual({
      id: s.vendorId,
      name: 'Zzinv Paper Co',
    });
    const employee = (
      await t.request({ method: 'GET', url: '/api/invoices/vendors', as: 'employee' })
    ).json();
    const employeeNames = employee.map((v: { name: string }) => v.name);
    expect(employeeNames).toContain('Zzinv Paper Co');
    expect(employeeNames).not.toContain('Zzinv Toner Ltd');
    expect(employee.length).toBeLessThan(finance.length);
  });
});
