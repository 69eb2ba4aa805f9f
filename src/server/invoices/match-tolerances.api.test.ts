import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { invoices } from '../db/schema/invoices';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';

/**
 * The 3-way match's money rules through the API: the $50 price tolerance applies to the line's price
 * variance (difference × quantity), and the invoice total as printed must equal the sum of the lines
 * within $0.02. Default settings (2%, $50) from the reference data.
 */
let t: TestApp;
let steps: PayablesSteps;

beforeAll(async () => ({ t, steps } = await createPayablesWorld('ZZT', 'Zztol Fasteners Co')));
afterAll(() => t.close());

describe('price tolerance per line', () => {
  it('1,000 units 1.5% over on a cheap item: within 2% but a $150 line variance → exception', async () => {
    const po = await steps.orderAndReceive([['Screws (box)', 1000, '10.00']], [1000]);
    const inv = await steps.enter(po, ['Screws (box)'], [{ line: 1, quantity: 1000, unitPrice: '10.15' }]);
    const res = await steps.post(inv.id, 'match');
    expect(res.statusCode).toBe(200);
    const reason =
      "Line 1 (Screws (box)): unit price $10.15 differs from PO price $10.00 by $0.15 (1.5%); the line's price variance $150.00 (1000 × $0.15) is over the $50.00 tolerance";
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'exception',
      status: 'pending',
      matchExceptions: [reason],
    });
    expect(res.json().items[0].matchResult).toEqual({ ok: false, reasons: [reason] });
  });

  it('the same 1.5% on 300 units ($45 on the line) matches', async () => {
    const po = await steps.orderAndReceive([['Washers (box)', 300, '10.00']], [300]);
    const inv = await steps.enter(po, ['Washers (box)'], [{ line: 1, quantity: 300, unitPrice: '10.15' }]);
    expect((await steps.post(inv.id, 'match')).json()).toMatchObject({
      threeWayMatchStatus: 'matched',
      status: 'approved',
      matchExceptions: [],
    });
  });
});

describe('invoice total within $0.02 of the lines', () => {
  const enterWithTotal = async (amount: string) => {
    const po = await steps.orderAndReceive([['Anchors (box)', 4, '25.00']], [4]);
    const inv = await steps.enter(po, ['Anchors (box)'], [{ line: 1, quantity: 4, unitPrice: '25.00' }], {
      amount,
    });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.amount).toBe(amount);
    return inv;
  };

  it('a printed total $0.02 off the lines still matches', async () => {
    for (const amount of ['100.02', '99.98']) {
      const inv = await enterWithTotal(amount);
      const res = await steps.post(inv.id, 'match');
      expect(res.json(), amount).toMatchObject({
        threeWayMatchStatus: 'matched',
        status: 'approved',
        amount,
      });
    }
  });

  it('a printed total $0.03 off the lines is an exception with the reason', async () => {
    const inv = await enterWithTotal('100.03');
    const res = await steps.post(inv.id, 'match');
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'exception',
      status: 'pending',
      matchExceptions: ['Invoice total $100.03 does not equal the sum of its lines ($100.00)'],
    });
    // The lines themselves are fine: the reason belongs to the invoice.
    expect(res.json().items[0].matchResult).toEqual({ ok: true, reasons: [] });
  });
});
