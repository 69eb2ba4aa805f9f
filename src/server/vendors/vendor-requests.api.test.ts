import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { vendorRequests } from '../db/schema/vendors';
import { auditLog } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import { VENDOR_FILE_MESSAGE } from '@shared/vendors/files';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const ACCOUNT = '000123456789';
const ROUTING = '021000021';
const valid = {
  companyName: 'Zzonboard Widgets LLC',
  contactPerson: 'Jane Roe',
  contactEmail: 'jane@widgets.example',
  contactPhone: '555-0100',
  businessType: 'LLC',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  bankName: 'First Bank',
  accountNumber: ACCOUNT,
  routingNumber: ROUTING,
  accountType: 'checking',
  w9Document: 'w9.pdf',
  supportingDocuments: ['insurance.pdf', 'license.png'],
  justification: 'Sole local supplier of widgets',
};

describe('POST /api/vendor-requests', () => {
  it('answers 400 with the spec messages for every missing required field, and stores nothing', async () => {
    const before = await t.database.db.select().from(vendorRequests);
    const res = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      payload: {},
      as: team.employee,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      companyName: 'Company name is required',
      contactPerson: 'Contact person is required',
      contactEmail: 'Valid email is required',
      businessType: 'Business type is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      justification: 'Business justification is required',
    });
    const blank = await t.request({
      method: 'POST',
      url: '/api/new-vendor-requests',
      payload: {
        ...valid,
        companyName: '   ',
        contactEmail: 'not-an-email',
        state: 'XX',
        businessType: 'Cartel',
      },
      as: team.employee,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      companyName: 'Company name is required',
      contactEmail: 'Valid email is required',
      state: 'State is required',
      businessType: 'Business type is required',
    });
    expect(await t.database.db.select().from(vendorRequests)).toHaveLength(before.length);
  });

  it('refuses JSON file names that are not pdf, doc, docx, jpg or png, and stores nothing', async () => {
    const before = await t.database.db.select().from(vendorRequests);
    const post = (payload: object) =>
      t.request({ method: 'POST', url: '/api/vendor-requests', payload, as: team.employee });
    const bad = await post({
      ...valid,
      w9Document: 'w9.exe',
      supportingDocuments: ['insurance.pdf', 'Price_List.xlsx'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      w9Document: VENDOR_FILE_MESSAGE,
      supportingDocuments: VENDOR_FILE_MESSAGE,
    });
    const noExtension = await post({ ...valid, w9Document: 'w9', supportingDocuments: [] });
    expect(noExtension.json().fieldErrors).toEqual({ w9Document: VENDOR_FILE_MESSAGE });
    expect(await t.database.db.select().from(vendorRequests)).toHaveLength(before.length);
    const upper = await post({
      ...valid,
      companyName: 'Zzcase Docs',
      w9Document: 'W9.PDF',
      supportingDocuments: ['a.DOCX', 'b.jpg'],
    });
    expect(upper.statusCode).toBe(201);
    expect(upper.json()).toMatchObject({ w9Document: 'W9.PDF', supportingDocuments: ['a.DOCX', 'b.jpg'] });
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', payload: valid, as: null });
    expect(res.statusCode).toBe(401);
  });

  it('stores bank numbers encrypted (last four only in the clear) and masks them for non-finance users', async () => {
    const requestId = `NVR-${Date.now()}`;
    const res = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      payload: { ...valid, requestId },
      as: team.employee,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: requestId,
      requestId,
      status: 'pending',
      country: 'United States',
      accountNumber: '••••6789',
      routingNumber: '••••0021',
      accountType: 'checking',
      w9Document: 'w9.pdf',
      supportingDocuments: ['insurance.pdf', 'license.png'],
      requestedBy: team.employee.id,
    });
    const [row] = await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, requestId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(ACCOUNT);
    expect(stored).not.toContain(ROUTING);
    expect(row!.accountNumberLast4).toBe('6789');
    expect(row!.accountNumberEnc).toMatch(/^v2:/);
    expect(row!.routingNumberEnc).toMatch(/^v2:/);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, requestId))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['vendor_request.submit']);
    expect(JSON.stringify(entries)).not.toContain(ACCOUNT);

    const procurement = await t.request({
      method: 'GET',
      url: `/api/new-vendor-requests/${requestId}`,
      as: team.procurement,
    });
    expect(procurement.json()).toMatchObject({ accountNumber: '••••6789', routingNumber: '••••0021' });
    const finance = await t.request({
      method: 'GET',
      url: '/api/new-vendor-requests?q=zzonboard',
      as: team.finance,
    });
    expect(finance.statusCode).toBe(200);
    // Finance (view_all_financial_data) sees every request, bank numbers in the clear.
    expect(finance.json().find((r: { id: string }) => r.id === requestId)).toMatchObject({
      accountNumber: ACCOUNT,
      routingNumber: ROUTING,
    });
    const financeDetail = await t.request({
      method: 'GET',
      url: `/api/vendor-requests/${requestId}`,
      as: team.finance,
    });
    expect(financeDetail.json()).toMatchObject({ accountNumber: ACCOUNT, routingNumber: ROUTING });
    const owner = await t.request({
      method: 'GET',
      url: `/api/vendor-requests/${requestId}`,
      as: team.employee,
    });
    expect(owner.json()).toMatchObject({ accountNumber: '••••6789', routingNumber: '••••0021' });
    // The administrator's full access does not reveal bank details: only finance reads them.
    const admin = await t.request({
      method: 'GET',
      url: `/api/vendor-requests/${requestId}`,
      as: team.admin,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ accountNumber: '••••6789', routingNumber: '••••0021' });
  });

  it('shows finance the decrypted numbers of its own request', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/new-vendor-requests',
      payload: valid,
      as: team.finance,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ accountNumber: ACCOUNT, routingNumber: ROUTING });
    const list = await t.request({ method: 'GET', url: '/api/new-vendor-requests', as: team.finance });
    expect(list.json().find((r: { id: string }) => r.id === res.json().id)).toMatchObject({
      accountNumber: ACCOUNT,
    });
  });

  it('keeps the client requestId only when well formed and unused', async () => {
    const requestId = `NVR-${Date.now() + 5000}`;
    const first = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      payload: { ...valid, requestId },
      as: team.employee,
    });
    expect(first.json().id).toBe(requestId);
    const reused = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      payload: { ...valid, requestId },
      as: team.employee,
    });
    expect(reused.statusCode).toBe(201);
    expect(reused.json().id).not.toBe(requestId);
    expect(reused.json().id).toMatch(/^NVR-\d+$/);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      payload: { ...valid, requestId: 'NVR-1; drop table' },
      as: team.employee,
    });
    expect(malformed.json().id).toMatch(/^NVR-\d+$/);
  });

  it('accepts a request without banking details', async () => {
    const { accountNumber: _a, routingNumber: _r, bankName: _b, accountType: _t, ...rest } = valid;
    const res = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      payload: { ...rest, country: '' },
      as: team.manager,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountNumber: null,
      routingNumber: null,
      accountType: null,
      country: 'United States',
    });
  });
});

describe('GET /api/new-vendor-requests', () => {
  it('shows managers of vendors every request and others their own, paged', async () => {
    const all = await t.request({
      method: 'GET',
      url: '/api/new-vendor-requests?limit=2',
      as: team.procurement,
    });
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(all.json()).toHaveLength(2);
    const employee = await t.request({
      method: 'GET',
      url: '/api/new-vendor-requests?limit=500',
      as: team.employee,
    });
    const rows = employee.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(Number(employee.headers['x-total-count'])).toBe(rows.length);
    expect(rows.every((r: { requestedBy: string }) => r.requestedBy === team.employee.id)).toBe(true);
    expect(rows.length).toBeLessThan(total);
    const someoneElses = all
      .json()
      .concat(
        (
          await t.request({ method: 'GET', url: '/api/new-vendor-requests?limit=500', as: team.procurement })
        ).json(),
      )
      .find((r: { requestedBy: string }) => r.requestedBy !== team.employee.id);
    const hidden = await t.request({
      method: 'GET',
      url: `/api/new-vendor-requests/${someoneElses.id}`,
      as: team.employee,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
