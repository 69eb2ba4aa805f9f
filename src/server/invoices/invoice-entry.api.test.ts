import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVOICE_FILE_MESSAGE } from '@shared/invoices/schemas';
import { isoDate } from '@shared/format';
import { type TestApp } from '../test/harness';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { auditLog } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import type { PurchaseOrder } from '../test/factories/purchase-orders';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';
import { EXE, FAKE_PDF, PDF, PNG, multipart } from '../test/factories/multipart';

let t: TestApp;
const AP_ONLY = '3-way matching features are only available for AP Finance role users.';
let team: Team;
let vendorId: string;
let steps: PayablesSteps;
let po: PurchaseOrder;
let otherPo: PurchaseOrder;

beforeAll(async () => {
  ({ t, team, vendorId, steps } = await createPayablesWorld('ZZE', 'Zzentry Office Co'));
  po = await steps.order([
    ['Chair', 10, '249.99'],
    ['Toner', 10, '100.00'],
  ]);
  otherPo = await steps.order([['Desk', 1, '900.00']]);
});
afterAll(() => t.close());

const enter = (payload: object, as: 'finance' | 'employee' | 'procurement' | 'manager' = 'finance') =>
  t.request({ method: 'POST', url: '/api/invoices', payload, as: team[as] });
const invoice = (over: Record<string, unknown> = {}) => ({
  poId: po.id,
  invoiceNumber: `ZZE-${Math.random().toString(36).slice(2, 8)}`,
  invoiceDate: '2025-06-01',
  paymentTerms: 'Net 30',
  lines: [
    { poLineId: po.lineIds[0], description: 'Chair', quantity: 2, unitPrice: '249.99', glCode: '4000-001' },
  ],
  ...over,
});

describe('POST /api/invoices', () => {
  it('is for finance only, with the spec alert, before the body is read', async () => {
    for (const as of ['employee', 'procurement', 'manager'] as const) {
      const res = await enter({}, as);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AP_ONLY);
    }
  });

  it('answers 400 with field messages for a bad body and stores nothing', async () => {
    const before = (await t.database.db.select({ id: invoices.id }).from(invoices)).length;
    const empty = await enter({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      poId: 'Purchase order is required',
      invoiceNumber: 'Invoice number is required',
      invoiceDate: 'Invoice date is required',
      lines: 'At least one line item is required',
    });
    const badLines = await enter(
      invoice({
        invoiceDate: '2025-02-30',
        paymentTerms: 'Net 90',
        lines: [{ description: ' ', quantity: 0, unitPrice: '-1', glCode: '' }],
      }),
    );
    expect(badLines.statusCode).toBe(400);
    expect(badLines.json().fieldErrors).toEqual({
      invoiceDate: 'Invalid date',
      paymentTerms: 'Payment terms must be Net 30, Net 45 or 2/10 Net 30',
      'lines.0.description': 'Description is required',
      'lines.0.quantity': 'Quantity must be greater than 0',
      'lines.0.unitPrice': 'Unit price must be 0 or more',
      'lines.0.glCode': 'GL code is required',
    });
    const early = await enter(invoice({ dueDate: '2025-05-01' }));
    expect(early.json().fieldErrors).toEqual({ dueDate: 'Due date cannot be before the invoice date' });
    const foreign = await enter(
      invoice({
        lines: [
          { poLineId: otherPo.lineIds[0], description: 'Desk', quantity: 1, unitPrice: '900', glCode: 'x' },
        ],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'lines.0.poLineId': 'Not a line of this purchase order' });
    expect((await t.database.db.select({ id: invoices.id }).from(invoices)).length).toBe(before);
  });

  it('refuses an unknown PO (404) and a PO that is not approved (409)', async () => {
    expect((await enter(invoice({ poId: 'po-nope' }))).statusCode).toBe(404);
    const pending = await steps.order([['Chair', 1, '1.00']], { status: 'pending' });
    const res = await enter(
      invoice({
        poId: pending.id,
        lines: [{ description: 'Chair', quantity: 1, unitPrice: '1', glCode: 'x' }],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Invoices can be entered only against approved purchase orders; ${pending.poNumber} is pending.`,
    );
  });

  it('enters an invoice: vendor from the PO, amount = sum of lines, due date from the terms, inv-NNN', async () => {
    const res = await enter(
      invoice({
        poId: po.poNumber,
        invoiceNumber: 'ZZE-1001',
        paymentTerms: 'Net 45',
        description: 'Chairs and toner',
        lines: [
          {
            poLineId: po.lineIds[0],
            description: 'Chair',
            quantity: 2,
            unitPrice: 249.99,
            glCode: '4000-001',
          },
          { description: 'Toner', quantity: '3', unitPrice: '100', glCode: '4000-001' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^inv-\d{3,}$/);
    expect(body).toMatchObject({
      invoiceNumber: 'ZZE-1001',
      vendorId,
      vendorName: 'Zzentry Office Co',
      poId: po.id,
      poNumber: po.poNumber,
      description: 'Chairs and toner',
      amount: '799.98',
      invoiceDate: '2025-06-01',
      dueDate: '2025-07-16',
      receivedDate: isoDate(new Date()),
      paymentTerms: 'Net 45',
      status: 'pending',
      threeWayMatchStatus: 'pending',
      duplicateOfId: null,
    });
    expect(body.items).toEqual([
      expect.objectContaining({
        lineNo: 1,
        poLineId: po.lineIds[0],
        quantity: 2,
        unitPrice: '249.99',
        total: '499.98',
      }),
      expect.objectContaining({
        lineNo: 2,
        poLineId: null,
        quantity: 3,
        unitPrice: '100.00',
        total: '300.00',
      }),
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, body.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invoice.create']);
    const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, body.id));
    expect(lines).toHaveLength(2);

    const terms = await enter(invoice({ paymentTerms: '2/10 Net 30', invoiceDate: '2025-01-31' }));
    expect(terms.json().dueDate).toBe('2025-03-02');
    const given = await enter(invoice({ dueDate: '2025-06-15', receivedDate: '2025-06-03' }));
    expect(given.json()).toMatchObject({ dueDate: '2025-06-15', receivedDate: '2025-06-03' });
  });

  it('stores the Invoice Total as printed (the amount), defaulting to the sum of the lines', async () => {
    const given = await enter(invoice({ amount: '499.99' }));
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ amount: '499.99' });
    expect(given.json().items[0].total).toBe('499.98');
    for (const amount of [undefined, null, '', '  ']) {
      const blank = await enter(invoice({ amount }));
      expect(blank.statusCode).toBe(201);
      expect(blank.json().amount).toBe('499.98');
    }
    // Money has at most 2 decimals (issue 8): more is refused, not rounded.
    const precise = await enter(invoice({ amount: 12.345 }));
    expect(precise.statusCode).toBe(400);
    expect(precise.json().fieldErrors).toEqual({ amount: 'Number must have at most 2 decimal places' });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, given.json().id));
    expect(entry!.details).toMatchObject({ amount: '499.99', linesTotal: '499.98' });
    for (const [amount, message] of [
      ['-1', 'Invoice total must be 0 or more'],
      [-0.01, 'Invoice total must be 0 or more'],
      ['abc', 'Expected number, received string'],
      [true, 'Expected number, received boolean'],
    ] as const) {
      const bad = await enter(invoice({ amount }));
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ amount: message });
    }
  });
});

describe('invoice attachments', () => {
  it('stores checked files, lists them on the invoice and serves them back', async () => {
    const created = (await enter(invoice())).json();
    const url = `/api/invoices/${created.id}/attachments`;
    const res = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [
        { field: 'file', name: 'ZZE scan.pdf', content: PDF },
        { field: 'file', name: 'photo.png', content: PNG },
      ]),
      as: team.finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attachments).toEqual(['ZZE scan.pdf', 'photo.png']);
    const files = res.json().attachmentFiles;
    expect(files.map((f: { fileName: string }) => f.fileName).sort()).toEqual(
      ['ZZE scan.pdf', 'photo.png'].sort(),
    );
    const pdf = files.find((f: { fileName: string }) => f.fileName === 'ZZE scan.pdf');
    const download = await t.request({ method: 'GET', url: `${url}/${pdf.id}`, as: team.legal });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await t.request({ method: 'GET', url: `${url}/att-nope`, as: team.finance })).statusCode).toBe(
      404,
    );
    const detail = (
      await t.request({ method: 'GET', url: `/api/invoices/${created.id}`, as: team.finance })
    ).json();
    expect(detail.attachmentFiles).toHaveLength(2);

    for (const [name, content] of [
      ['tool.exe', EXE],
      ['fake.pdf', FAKE_PDF],
    ] as const) {
      const refused = await t.request({
        method: 'POST',
        url,
        ...multipart({}, [{ field: 'file', name, content }]),
        as: team.finance,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(INVOICE_FILE_MESSAGE);
    }
    const employee = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'file', name: 'a.pdf', content: PDF }]),
      as: team.employee,
    });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toBe(AP_ONLY);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invoice.create', 'invoice.attach']);
  });
});
