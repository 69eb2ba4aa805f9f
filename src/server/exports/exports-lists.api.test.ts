import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ExportList } from '@shared/exports/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createTeam, fullName, type Team } from '../test/factories/users';
import { createRequisition, requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { createContract } from '../test/factories/contracts';
import { createVendor } from '../test/factories/vendors';
import { createRfp } from '../test/factories/rfps';
import type { Account } from '../test/harness';
import { directSavings } from '../db/schema/savings';
import { auditLog } from '../db/schema/admin';
import { csvRows, sheetRows } from './xlsx/test-unzip';

let t: TestApp, team: Team, hr: Team, vendorId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  hr = await createTeam(t);
  const reqs = [
    { requestorId: team.employee.id, department: team.department, title: 'Zzexp chairs, "ergonomic"' },
    { requestorId: team.manager.id, department: team.department, title: 'Zzexp desks' },
    { requestorId: hr.employee.id, department: hr.department, title: 'Zzexp lamps' },
  ];
  for (const r of reqs) await createRequisition(t, r);
  await submitRequest(
    t,
    team.employee,
    requestForm({
      department: team.department,
      vendorId,
      lines: [{ description: 'Zzexp server', quantity: 2, unitPrice: 4000 }],
    }),
  );
  const po = await createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    description: 'Zzexp toner',
  });
  const hrPo = await createPurchaseOrder(t, {
    vendorId,
    department: hr.department,
    description: 'Zzexp paper',
  });
  await createInvoice(t, { vendorId, poId: po.id, description: 'Zzexp toner invoice', amount: '1234.50' });
  await createInvoice(t, { vendorId, poId: hrPo.id, description: 'Zzexp paper invoice', amount: '99.00' });
  await createInvoice(t, { vendorId, poId: po.id, description: '=cmd|calc Zzexp invoice', amount: '10.00' });
  for (const title of ['Zzexp cleaning', 'Zzexp security'])
    await createContract(t, { vendorId, title, endDate: '2031-06-30' });
  for (const name of ['Zzexp Alpha Ltd', 'Zzexp Beta, Inc.']) await createVendor(t, { name });
  await createRfp(t, team.procurement, { title: 'Zzexp fleet' });
  await t.database.db.insert(directSavings).values({
    id: 'ds-zzexp-1',
    itemDescription: 'Zzexp negotiated laptops',
    originalAmount: '1000.00',
    discountedAmount: '900.00',
    savingsAmount: '100.00',
    discountPercentage: '10.00',
    savingsCategory: 'negotiated_discount',
    spendCategory: 'IT services',
    vendorName: 'Zzexp Alpha Ltd',
    dateCaptured: new Date().toISOString().slice(0, 10),
  });
});
afterAll(() => t.close());

/** Each list: its own endpoint, the field its export's first column holds, and a query of its filters. */
const LISTS: { list: ExportList; url: string; key: string; query: string }[] = [
  { list: 'requisitions', url: '/api/requisitions', key: 'id', query: 'q=zzexp&sort=-amount' },
  { list: 'approvals', url: '/api/approvals', key: 'reference', query: 'type=all' },
  { list: 'contracts', url: '/api/contracts', key: 'id', query: 'q=zzexp&status=active' },
  { list: 'purchase-orders', url: '/api/purchase-orders', key: 'poNumber', query: 'q=zzexp' },
  { list: 'vendors', url: '/api/vendors', key: 'id', query: 'q=zzexp&sort=-name' },
  { list: 'invoices', url: '/api/invoices', key: 'invoiceNumber', query: 'q=zzexp&sort=amount' },
  { list: 'invoice-history', url: '/api/invoices', key: 'invoiceNumber', query: 'q=zzexp' },
  { list: 'rfps', url: '/api/rfps', key: 'id', query: 'q=zzexp' },
  { list: 'direct-savings', url: '/api/cost-savings/direct', key: 'id', query: 'period=quarter' },
];

async function listKeys(url: string, key: string, query: string, as: Account) {
  const res = await t.request({ method: 'GET', url: `${url}?${query}&limit=500`, as });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Record<string, unknown>[]).map((r) => String(r[key]));
}

async function exported(list: string, query: string, format: 'csv' | 'xlsx', as: Account) {
  const res = await t.request({ method: 'GET', url: `/api/exports/${list}?${query}&format=${format}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('GET /api/exports/{list}', () => {
  it.each(LISTS)('$list: the CSV and XLSX hold exactly the rows the list shows, in its order', async (l) => {
    const as = l.list === 'approvals' ? team.manager : team.procurement;
    const keys = await listKeys(l.url, l.key, l.query, as);
    expect(keys.length, `${l.list} has rows to export`).toBeGreaterThan(0);

    const csv = await exported(l.list, l.query, 'csv', as);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${l.list}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = csvRows(csv.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(keys);

    const xlsx = await exported(l.list, l.query, 'xlsx', as);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = sheetRows(xlsx.rawPayload);
    expect(sheet[0]).toEqual(rows[0]);
    expect(sheet.slice(1).map((r) => String(r[0]))).toEqual(keys);
  });

  it('respects visibility: an employee exports only their own requests, a department user only theirs', async () => {
    const query = 'q=zzexp';
    for (const as of [team.employee, team.manager, hr.employee, team.procurement]) {
      const keys = await listKeys('/api/requisitions', 'id', query, as);
      const rows = csvRows((await exported('requisitions', query, 'csv', as)).body);
      expect(rows.slice(1).map((r) => r[0])).toEqual(keys);
    }
    const titles = async (as: Account) =>
      csvRows((await exported('requisitions', query, 'csv', as)).body)
        .slice(1)
        .map((r) => r[1]);
    expect(await titles(team.employee)).not.toContain('Zzexp desks');
    expect(await titles(team.employee)).not.toContain('Zzexp lamps');
    expect(await titles(team.procurement)).toEqual(expect.arrayContaining(['Zzexp desks', 'Zzexp lamps']));
    const invoices = async (as: Account) =>
      csvRows((await exported('invoices', query, 'csv', as)).body)
        .slice(1)
        .map((r) => r[3]);
    expect(await invoices(team.manager)).not.toContain('Zzexp paper invoice');
    expect(await invoices(team.finance)).toContain('Zzexp paper invoice');
  });

  it('writes cells safely and typed: quotes and formulas in CSV, numbers as numbers in XLSX', async () => {
    const csv = await exported('invoices', 'q=zzexp&sort=amount', 'csv', team.procurement);
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual([
      'Invoice Number',
      'Vendor',
      'PO Number',
      'Description',
      'Amount',
      'Invoice Date',
      'Due Date',
      'Received Date',
      'Payment Terms',
      '3-Way Match',
      'Status',
      'Status Reason',
    ]);
    expect(rows.map((r) => r[4])).toEqual(['Amount', '10.00', '99.00', '1234.50']);
    expect(rows.find((r) => r[3]!.includes('cmd'))![3]).toBe("'=cmd|calc Zzexp invoice");
    const sheet = sheetRows(
      (await exported('invoices', 'q=zzexp&sort=amount', 'xlsx', team.procurement)).rawPayload,
    );
    expect(sheet.map((r) => r[4])).toEqual(['Amount', 10, 99, 1234.5]);
    const reqs = csvRows(
      (await exported('requisitions', 'q=zzexp&sort=-amount', 'csv', team.procurement)).body,
    );
    expect(reqs.map((r) => r[1])).toContain('Zzexp chairs, "ergonomic"');
  });

  it('audits each export', async () => {
    await exported('contracts', 'q=zzexp', 'csv', team.legal);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, team.legal.id), eq(auditLog.action, 'export.downloaded')));
    expect(rows).toMatchObject([
      { entityType: 'export', details: { list: 'contracts', format: 'csv', filters: { q: 'zzexp' } } },
    ]);
  });

  it('refuses bad input with 400 and field messages, and anonymous requests with 401', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/exports/invoices?format=pdf',
      as: team.procurement,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.format).toBe('Format must be csv or xlsx');
    const sort = await t.request({
      method: 'GET',
      url: '/api/exports/rfps?format=csv&sort=nope',
      as: team.procurement,
    });
    expect(sort.statusCode).toBe(400);
    const status = await t.request({
      method: 'GET',
      url: '/api/exports/invoices?format=csv&status=weird',
      as: team.finance,
    });
    expect(status.statusCode).toBe(400);
    const anon = await t.request({ method: 'GET', url: '/api/exports/vendors?format=csv', as: null });
    expect(anon.statusCode).toBe(401);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/exports/payroll?format=csv',
      as: team.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
  it('approvals: the On Behalf Of column names whom a delegate stands in for', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const set = await t.request({
      method: 'PUT',
      url: '/api/profile/delegation',
      as: team.manager,
      payload: { delegateId: hr.manager.id, startsOn: today, endsOn: today },
    });
    expect(set.statusCode, set.body).toBe(200);
    const rows = csvRows((await exported('approvals', 'type=all', 'csv', hr.manager)).body);
    const column = rows[0]!.indexOf('On Behalf Of');
    expect(column).toBe(rows[0]!.indexOf('Next Approver') + 1);
    const server = rows.find((r) => r.some((c) => c.includes('Zzexp server')));
    expect(server?.[column]).toBe(fullName(team.manager));
    const own = csvRows((await exported('approvals', 'type=all', 'csv', team.manager)).body);
    expect(own.slice(1).map((r) => r[column])).toContain('');
    expect(own.slice(1).every((r) => r[column] === '')).toBe(true);
    await t.request({ method: 'DELETE', url: '/api/profile/delegation', as: team.manager });
  });
});
