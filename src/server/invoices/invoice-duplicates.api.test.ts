import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder, type PurchaseOrder as Po } from '../test/factories/purchase-orders';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';

/**
 * Duplicates are flagged at entry, before matching, never refused: the same vendor and invoice
 * number (case-insensitive), or the same vendor, amount and invoice date within 7 days on another
 * PO (a second invoice of the same PO for an equal amount is partial invoicing).
 */
let t: TestApp;
let team: Team;
let po: Po;
let steps: PayablesSteps;

beforeAll(async () => {
  ({ t, team, steps } = await createPayablesWorld('ZZD', 'Zzdup Office Co'));
  po = await steps.orderAndReceive(
    [
      ['Chair', 10, '249.99'],
      ['Toner', 10, '100.00'],
    ],
    [10, 10],
  );
});
afterAll(() => t.close());

// Entered by the AP user; the Finance user matches (separation of duties).
const enter = (payload: object) => t.request({ method: 'POST', url: '/api/invoices', payload, as: team.ap });
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
    const otherPo = await steps.order([['Desk', 1, '900.00']]);
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
    const otherVendor = await createVendor(t, { name: 'Zzdup Other Vendor' });
    const theirPo = await createPurchaseOrder(t, {
      vendorId: otherVendor.id,
      department: team.department,
      lines: [{ description: 'Chair', quantity: 1, unitPrice: '10.00' }],
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
  /** An invoice for one toner at `unitPrice` (the PO's price) on a PO of its own, or on `on`. */
  const tonerInvoice = async (invoiceNumber: string, invoiceDate: string, unitPrice: string, on?: Po) => {
    const target = on ?? (await steps.orderAndReceive([['Toner', 10, unitPrice]], [10]));
    const lines = [
      { poLineId: target.lineIds[0], description: 'Toner', quantity: 1, unitPrice, glCode: '4000-001' },
    ];
    return { po: target, res: await enter(invoice({ poId: target.id, invoiceNumber, invoiceDate, lines })) };
  };

  it('flags the nearest earlier-or-later invoice on another PO; other amounts are not flagged', async () => {
    const first = (await tonerInvoice('ZZD-A1', '2025-03-10', '77.77')).res;
    const near = (await tonerInvoice('ZZD-A2', '2025-03-17', '77.77')).res;
    const far = (await tonerInvoice('ZZD-A3', '2025-03-18', '77.77')).res;
    const before = (await tonerInvoice('ZZD-A4', '2025-03-04', '77.77')).res;
    expect(near.statusCode).toBe(201);
    expect(near.json()).toMatchObject({
      duplicateOfId: first.json().id,
      duplicateOfNumber: 'ZZD-A1',
      duplicateReason: 'Possible duplicate of ZZD-A1 (same amount within 7 days)',
      status: 'pending',
    });
    expect(far.json().duplicateOfId).toBe(near.json().id);
    expect(before.json().duplicateOfId).toBe(first.json().id);
    const other = (await tonerInvoice('ZZD-A5', '2025-03-11', '77.78')).res;
    expect(other.json().duplicateOfId).toBeNull();
    // The printed total counts, not the lines: the same lines with another total are not flagged.
    const toner = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    const printed = await enter(
      invoice({
        poId: toner.id,
        invoiceNumber: 'ZZD-A6',
        invoiceDate: '2025-03-11',
        amount: '77.79',
        lines: [
          { poLineId: toner.lineIds[0], description: 'Toner', quantity: 1, unitPrice: '77.77', glCode: 'x' },
        ],
      }),
    );
    expect(printed.json()).toMatchObject({ amount: '77.79', duplicateOfId: null });
  });

  it('does not flag a second invoice of the same PO with another number for an equal amount', async () => {
    const { po: order, res: first } = await tonerInvoice('ZZD-P1', '2025-04-01', '55.55');
    const second = (await tonerInvoice('ZZD-P2', '2025-04-02', '55.55', order)).res;
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ duplicateOfId: null, duplicateReason: null });
    // Both bill what was received (10): the second one matches on its own merits.
    expect((await steps.post(first.json().id, 'match')).json().threeWayMatchStatus).toBe('matched');
    expect((await steps.post(second.json().id, 'match')).json().threeWayMatchStatus).toBe('matched');
    // The same number on the same PO stays a duplicate.
    const again = (await tonerInvoice('zzd-p2', '2025-04-20', '55.55', order)).res;
    expect(again.json()).toMatchObject({
      duplicateOfId: second.json().id,
      duplicateReason: 'Possible duplicate of ZZD-P2 (same vendor and invoice number)',
    });
  });
});
