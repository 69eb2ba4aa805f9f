import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { requisitions } from '../db/schema/requisitions';
import { attachments } from '../db/schema/attachments';
import { invoices } from '../db/schema/invoices';
import { vendors } from '../db/schema/vendors';
import { createTeam, type Team, type TeamMember } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { requestForm as form, submitRequest, type Line } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { PDF as TINY_PDF, multipart as multipartBody, type FormFile } from '../test/factories/multipart';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';

/**
 * Issue 8, point 9: bad input is a 400 with a field message and changes nothing — never a 500.
 * Every record used is made here (a draft requisition of the employee, a vendor, a PO with lines).
 */
let t: TestApp;
let team: Team;
let draftId: string;
let vendorId: string;
let po: PurchaseOrder;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  vendorId = (await createVendor(t, { name: 'Zzbad Input Supplies' })).id;
  draftId = (
    await submitRequest(
      t,
      team.employee,
      requestForm([{ description: 'Desk', quantity: 1, unitPrice: 90 }], { status: 'draft' }),
    )
  ).id;
  po = await createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    lines: [{ description: 'Chair', quantity: 10, unitPrice: '249.99' }],
  });
});
afterAll(() => t.close());

const INVALID = 'Contains a character that is not allowed (NUL or an unpaired surrogate)';
const count = async (table: typeof requisitions | typeof invoices | typeof attachments) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as: TeamMember, payload?: unknown) =>
  t.request({ method, url, as: team[as], ...(payload === undefined ? {} : { payload: payload as object }) });
/** A request of the team's department for the vendor. */
const requestForm = (lines: Line[], over: Partial<RequisitionFormInput> = {}) =>
  form({ department: team.department, vendorId, lines }, over);
const multipart = (files: FormFile[]) => multipartBody({}, files);

describe('NUL bytes and unpaired surrogates, anywhere', () => {
  it('in a path id or a query is a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/api/requisitions/a%00b', 'id'],
      ['/api/invoices/%00', 'id'],
      ['/api/vendors?q=a%00', 'q'],
      ['/api/purchase-orders?department=%00', 'department'],
      ['/api/messages?q=%00', 'q'],
    ] as const) {
      const res = await call('GET', url, 'admin');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors, url).toEqual({ [field]: INVALID });
    }
  });

  it('in a body field, however deep, is a 400 naming it, and nothing is written', async () => {
    const before = await t.database.db.select().from(vendors).where(eq(vendors.id, vendorId));
    const nul = await call('PATCH', `/api/vendors/${vendorId}`, 'procurement', { contactName: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation', fieldErrors: { contactName: INVALID } });
    const lone = await call('POST', '/api/vendors', 'procurement', { name: 'ok\udfffok', category: 'IT' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().fieldErrors).toEqual({ name: INVALID });
    expect(await t.database.db.select().from(vendors).where(eq(vendors.id, vendorId))).toEqual(before);

    const requests = await count(requisitions);
    const form = requestForm([{ description: 'Pens\u0000', quantity: 1, unitPrice: 2 }]);
    const deep = await call('POST', '/api/requisitions', 'employee', form);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().fieldErrors).toEqual({ 'lineItems.0.description': INVALID });
    expect(await count(requisitions)).toBe(requests);
  });
});

describe('numbers: plain decimal notation, within their column, at most their decimals', () => {
  const line = (over: Record<string, unknown>) =>
    requestForm([{ description: 'Desk', quantity: 1, unitPrice: 1, ...over } as never]);
  const refused = async (payload: unknown, url = '/api/requisitions', as: TeamMember = 'employee') => {
    const res = await call('POST', url, as, payload);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().fieldErrors as Record<string, string>;
  };

  it('refuses hex, exponent, Infinity and thousands separators in a requisition, storing nothing', async () => {
    const before = await count(requisitions);
    for (const unitPrice of ['0x10', '1e3', 'Infinity', '1,000', '12abc']) {
      expect(await refused(line({ unitPrice })), unitPrice).toEqual({
        'lineItems.0.unitPrice': 'Expected number, received string',
      });
    }
    expect(await refused(line({ quantity: '0b11' }))).toEqual({
      'lineItems.0.quantity': 'Expected number, received string',
    });
    expect(await count(requisitions)).toBe(before);
  });

  it('bounds money, quantities, whole numbers and percentages by what their columns hold', async () => {
    const before = await count(requisitions);
    expect(await refused(line({ unitPrice: 1e12 }))).toEqual({
      'lineItems.0.unitPrice': 'Number must be less than or equal to 999999999999.99',
    });
    expect(await refused(line({ unitPrice: '12.345' }))).toEqual({
      'lineItems.0.unitPrice': 'Number must have at most 2 decimal places',
    });
    expect(await refused(line({ quantity: 1e10 }))).toEqual({
      'lineItems.0.quantity': 'Number must be less than or equal to 9999999999.99',
    });
    expect(await refused(line({ leadTimeDays: 3e9 }))).toEqual({
      'lineItems.0.leadTimeDays': 'Number must be less than or equal to 2147483647',
    });
    expect(await refused(line({ minOrderQuantity: '2.5' }))).toEqual({
      'lineItems.0.minOrderQuantity': 'Expected integer, received float',
    });
    expect(await refused({ ...line({}), discountPercentage: 150 })).toEqual({
      discountPercentage: 'Number must be less than or equal to 100',
    });
    expect(await refused(line({ quantity: 1e9, unitPrice: 1e6 }))).toEqual({
      'lineItems.0.unitPrice': 'Line total must be less than or equal to 999999999999.99',
    });
    expect(await count(requisitions)).toBe(before);
    // Plain decimals still pass, as strings or numbers.
    await submitRequest(t, team.employee, line({ quantity: '3', unitPrice: ' 19.99 ', leadTimeDays: '5' }));
  });

  it('applies the same rules to invoices, receipts and a line added to a requisition', async () => {
    const before = await count(invoices);
    const invoice = (over: Record<string, unknown>) => ({
      poId: po.id,
      invoiceNumber: `ZZB-${Math.random().toString(36).slice(2, 8)}`,
      invoiceDate: '2025-06-01',
      lines: [
        {
          poLineId: po.lineIds[0],
          description: 'Chair',
          quantity: 2,
          unitPrice: '249.99',
          glCode: '4000-001',
          ...over,
        },
      ],
    });
    expect(await refused(invoice({ quantity: 1e11 }), '/api/invoices', 'finance')).toEqual({
      'lines.0.quantity': 'Number must be less than or equal to 9999999999.99',
    });
    expect(await refused({ ...invoice({}), amount: '1e3' }, '/api/invoices', 'finance')).toEqual({
      amount: 'Expected number, received string',
    });
    expect(await count(invoices)).toBe(before);
    expect(
      await refused(
        { receivedDate: '2025-01-02', lines: [{ poLineId: po.lineIds[0], quantity: '0x1' }] },
        `/api/purchase-orders/${po.id}/receipts`,
        'procurement',
      ),
    ).toEqual({ 'lines.0.quantity': 'Expected number, received string' });
    const item = { requisitionId: draftId, description: 'Lamp', generalLedgerCode: '4000-001' };
    expect(await refused({ ...item, quantity: 9e9, unitPrice: 9e8 }, '/api/requisition-items')).toEqual({
      unitPrice: 'Line total must be less than or equal to 999999999999.99',
    });
  });

  it('takes list paging only as plain whole numbers within bounds', async () => {
    for (const query of [
      'limit=0x10',
      'limit=1e1',
      'limit=%20',
      'offset=Infinity',
      'offset=1.5',
      'limit=501',
    ]) {
      const res = await call('GET', `/api/requisitions?${query}`, 'admin');
      expect(res.statusCode, query).toBe(400);
    }
    const search = await call('GET', '/api/search?q=desk&limit=0x10', 'admin');
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ limit: 'Limit must be a whole number from 1 to 50' });
    expect((await call('GET', '/api/requisitions?limit=2&offset=0', 'admin')).statusCode).toBe(200);
  });

  it('refuses the year 0, which PostgreSQL has not', async () => {
    expect(
      await refused(
        requestForm([{ description: 'Desk', quantity: 1, unitPrice: 1 }], { dateNeededBy: '0000-01-01' }),
      ),
    ).toEqual({
      dateNeededBy: 'Invalid date',
    });
  });
});

describe('multipart bodies and file names', () => {
  const url = () => `/api/requisitions/${draftId}/attachments`;
  const raw = (payload: string, contentType: string) =>
    t.request({
      method: 'POST',
      url: url(),
      as: team.employee,
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers a body without a boundary, or cut short, with 400 and stores nothing', async () => {
    const before = await count(attachments);
    const noBoundary = await raw(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      'multipart/form-data',
    );
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe('The multipart/form-data body is malformed or incomplete.');
    const whole = multipart([{ name: 'quote.pdf', content: TINY_PDF }]);
    const cut = whole.payload.subarray(0, whole.payload.length - 40).toString('latin1');
    const short = await raw(cut, whole.headers['content-type']);
    expect(short.statusCode).toBe(400);
    expect(await count(attachments)).toBe(before);
  });

  it('answers a NUL in a multipart field with 400 naming it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      as: team.employee,
      payload: '--b\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme\u0000\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ companyName: INVALID });
  });

  it('stores names without paths, control or bidi-override characters', async () => {
    const res = await t.request({
      method: 'POST',
      url: url(),
      as: team.employee,
      ...multipart([{ name: '..\\..\\in\u202evoice\u0007\u2066 fdp.pdf', content: TINY_PDF }]),
    });
    expect(res.statusCode).toBe(201);
    const [file] = res.json();
    expect(file.fileName).toBe('invoice fdp.pdf');
    const download = await t.request({
      method: 'GET',
      url: `/api/attachments/${file.id}`,
      as: team.employee,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invoice fdp.pdf"; filename*=UTF-8''invoice%20fdp.pdf`,
    );
  });
});
