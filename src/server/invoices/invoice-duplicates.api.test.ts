import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { ensureDemoUsers, insertVendor } from '../profile/test-fixtures';
import { insertPoWithLines } from './test-fixtures';
import { payablesSteps } from './test-payables';

/**
 * Duplicates are flagged at entry, before matching, never refused: the same vendor and invoice
 * number (case-insensitive), or the same vendor, amount and invoice date within 7 days.
 */
let t: TestApp;
let vendorId: string;
let po: Awaited<ReturnType<typeof insertPoWithLines>>;
let steps: ReturnType<typeof payablesSteps>;

beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoUsers(t.database.db);
  vendorId = await insertVendor(t.database.db, { name: 'Zzdup Office Co' });
  steps = payablesSteps(t, vendorId, 'ZZD');
  po = await steps.orderAndReceive(
    [
      ['Chair', 10, '249.99'],
      ['Toner', 10, '100.00'],
    ],
    [10, 10],
  );
});
afterAll(() => t.close());

const enter = (payload: object) =>
  t.request({ method: 'POST', url: '/api/invoices', payload, as: 'finance' });
const invoice = (over: Record<string, unknown> = {}) => ({
  poId: po.id,
  invoiceNumber: `ZZD-${Math.random().toString(36).slice(2, 8)}`,
  invoiceDate: '2025-06-01',
  lines: [
    { poLineId: po.lineIds[0], description: 'Chair', quantity: 2, unitPrice: '249.99', glCode: '4000-001' },
  ],
  ...over,
});

describe('same vendor and invoice number', () => {
  it('is accepted but flagged (case-insensitive), and the 3-way match ends in exception with the reason', async () => {
    const first = await enter(invoice({ invoiceNumber: 'ZZD-DUP-7', invoiceDate: '2025-01-05' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ duplicateOfId: null, duplicateReason: null });
    // Another PO of the vendor, another amount and a date months later: still the same number.
    const otherPo = await insertPoWithLines(t.database.db, { vendorId, lines: [['Desk', 1, '900.00']] });
    const again = await enter(
      invoice({
        poId: otherPo.id,
        invoiceNumber: 'zzd-dup-7',
        invoiceDate: '2025-05-20',
        lines: [{ description: 'Desk', quantity: 1, unitPrice: '900', glCode: 'x' }],
      }),
    );
    expect(again.statusCode).toBe(201);
    const reason = 'Possible duplicate of ZZD-DUP-7 (same vendor and invoice number)';
    expect(again.json()).toMatchObject({
      invoiceNumber: 'zzd-dup-7',
      status: 'pending',
      threeWayMatchStatus: 'pending',
      duplicateOfId: first.json().id,
      duplicateOfNumber: 'ZZD-DUP-7',
      duplicateReason: reason,
    });
    const [created] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, again.json().id));
    expect(created!.details).toMatchObject({
      possibleDuplicateOf: first.json().id,
      duplicateRule: 'same_number',
    });
    const match = await steps.post(again.json().id, 'match');
    expect(match.statusCode).toBe(200);
    expect(match.json()).toMatchObject({ threeWayMatchStatus: 'exception', status: 'pending' });
    expect(match.json().matchExceptions).toContain(reason);

    // The number is the vendor's own: another vendor may use it.
    const otherVendor = await insertVendor(t.database.db, { name: 'Zzdup Other Vendor' });
    const theirPo = await insertPoWithLines(t.database.db, {
      vendorId: otherVendor,
      lines: [['Chair', 1, '10.00']],
    });
    const elsewhere = await enter(
      invoice({
        poId: theirPo.id,
        invoiceNumber: 'ZZD-DUP-7',
        lines: [{ description: 'Chair', quantity: 1, unitPrice: '10', glCode: 'x' }],
      }),
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json()).toMatchObject({ duplicateOfId: null, duplicateReason: null });
  });

  it('an exact resubmission matches only once resolved, and then on its own merits', async () => {
    const lines = [{ line: 2, quantity: 3, unitPrice: '100.00' }];
    const original = await steps.enter(po, ['Chair', 'Toner'], lines, { invoiceNumber: 'ZZD-RE-1' });
    const resent = await steps.enter(po, ['Chair', 'Toner'], lines, { invoiceNumber: 'ZZD-RE-1' });
    expect((await steps.post(original.id, 'match')).json().threeWayMatchStatus).toBe('matched');
    const res = await steps.post(resent.id, 'match');
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'exception',
      duplicateOfId: original.id,
      matchExceptions: ['Possible duplicate of ZZD-RE-1 (same vendor and invoice number)'],
    });
    const resolved = await steps.post(resent.id, 'resolve', {
      note: 'Second shipment billed under one number.',
    });
    expect(resolved.json()).toMatchObject({ duplicateOfId: null, duplicateReason: null });
    expect((await steps.post(resent.id, 'match')).json().threeWayMatchStatus).toBe('matched');
  });
});

describe('same vendor, amount and invoice date within 7 days', () => {
  it('flags the nearest earlier-or-later invoice; other amounts are not flagged', async () => {
    const lines = [
      { poLineId: po.lineIds[1], description: 'Toner', quantity: 1, unitPrice: '77.77', glCode: '4000-001' },
    ];
    const first = await enter(invoice({ invoiceNumber: 'ZZD-A1', invoiceDate: '2025-03-10', lines }));
    const near = await enter(invoice({ invoiceNumber: 'ZZD-A2', invoiceDate: '2025-03-17', lines }));
    const far = await enter(invoice({ invoiceNumber: 'ZZD-A3', invoiceDate: '2025-03-18', lines }));
    const before = await enter(invoice({ invoiceNumber: 'ZZD-A4', invoiceDate: '2025-03-04', lines }));
    expect(near.statusCode).toBe(201);
    expect(near.json()).toMatchObject({
      duplicateOfId: first.json().id,
      duplicateOfNumber: 'ZZD-A1',
      duplicateReason: 'Possible duplicate of ZZD-A1 (same amount within 7 days)',
      status: 'pending',
    });
    expect(far.json().duplicateOfId).toBe(near.json().id);
    expect(before.json().duplicateOfId).toBe(first.json().id);
    const other = await enter(
      invoice({
        invoiceNumber: 'ZZD-A5',
        invoiceDate: '2025-03-11',
        lines: [{ ...lines[0], unitPrice: '77.78' }],
      }),
    );
    expect(other.json().duplicateOfId).toBeNull();
    // The printed total counts, not the lines: the same lines with another total are not flagged.
    const printed = await enter(
      invoice({ invoiceNumber: 'ZZD-A6', invoiceDate: '2025-03-11', lines, amount: '77.79' }),
    );
    expect(printed.json()).toMatchObject({ amount: '77.79', duplicateOfId: null });
  });
});
