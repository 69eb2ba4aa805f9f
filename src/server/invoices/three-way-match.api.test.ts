import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { auditLog, settings } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';

let t: TestApp, team: Team, steps: PayablesSteps;

beforeAll(async () => ({ t, team, steps } = await createPayablesWorld('ZZM', 'Zzmatch Office Co')));
afterAll(() => t.close());

describe('3-way match outcomes', () => {
  it('exact: every line as ordered and received → matched and approved', async () => {
    const po = await steps.orderAndReceive(
      [
        ['Chair', 10, '249.99'],
        ['Toner', 10, '100.00'],
      ],
      [10, 10],
    );
    const inv = await steps.enter(
      po,
      ['Chair', 'Toner'],
      [
        { line: 1, quantity: 10, unitPrice: '249.99' },
        { line: 2, quantity: 10, unitPrice: '100.00', byDescription: true },
      ],
    );
    const res = await steps.post(inv.id, 'match');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'matched',
      status: 'approved',
      matchExceptions: [],
    });
    expect(
      res.json().items.map((i: { matchResult: unknown; poLineId: string }) => [i.poLineId, i.matchResult]),
    ).toEqual([
      [po.lineIds[0], { ok: true, reasons: [] }],
      [po.lineIds[1], { ok: true, reasons: [] }],
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, inv.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invoice.create', 'invoice.three_way_match']);
    // Illegal: matching again, resolving a matched invoice.
    const again = await steps.post(inv.id, 'match');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only an invoice whose 3-way match is pending can be matched; this one is matched.',
    );
    const resolve = await steps.post(inv.id, 'resolve', { note: 'nothing to resolve' });
    expect(resolve.statusCode).toBe(409);
    expect(resolve.json().message).toBe(
      'Only an invoice in match exception can be resolved; this one is matched.',
    );
  });

  it('within tolerance: a price off by less than 2% (and $50) still matches', async () => {
    const po = await steps.orderAndReceive([['Chair', 5, '249.99']], [5]);
    const inv = await steps.enter(po, ['Chair'], [{ line: 1, quantity: 5, unitPrice: '254.98' }]);
    expect((await steps.post(inv.id, 'match')).json()).toMatchObject({
      threeWayMatchStatus: 'matched',
      status: 'approved',
    });
  });

  it('over tolerance by price: exception with the reason per line, kept on the line and the invoice', async () => {
    const po = await steps.orderAndReceive(
      [
        ['Chair', 5, '249.99'],
        ['Server', 1, '5000.00'],
      ],
      [5, 1],
    );
    const inv = await steps.enter(
      po,
      ['Chair', 'Server'],
      [
        { line: 1, quantity: 1, unitPrice: '262.00' },
        { line: 2, quantity: 1, unitPrice: '5100.00' },
      ],
    );
    const res = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${inv.id}`,
      payload: { threeWayMatchStatus: 'matched', status: 'approved' },
      as: team.finance,
    });
    expect(res.statusCode).toBe(200);
    const reasons = [
      'Line 1 (Chair): unit price $262.00 differs from PO price $249.99 by $12.01 (4.8%), over the 2% tolerance',
      "Line 2 (Server): unit price $5,100.00 differs from PO price $5,000.00 by $100.00 (2.0%); the line's price variance $100.00 (1 × $100.00) is over the $50.00 tolerance",
    ];
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'exception',
      status: 'pending',
      matchExceptions: reasons,
    });
    expect(res.json().items.map((i: { matchResult: unknown }) => i.matchResult)).toEqual([
      { ok: false, reasons: [reasons[0]] },
      { ok: false, reasons: [reasons[1]] },
    ]);
    const detail = (
      await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, as: team.legal })
    ).json();
    expect(detail.matchExceptions).toEqual(reasons);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, inv.id))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'invoice.match_exception',
      details: expect.objectContaining({ exceptions: reasons }),
    });
  });

  it('follows the tolerance settings', async () => {
    const po = await steps.orderAndReceive([['Chair', 2, '249.99']], [2]);
    const inv = await steps.enter(po, ['Chair'], [{ line: 1, quantity: 1, unitPrice: '262.00' }]);
    const db = t.database.db;
    const [saved] = await db.select().from(settings).where(eq(settings.key, 'priceTolerancePercent'));
    await db
      .insert(settings)
      .values({ key: 'priceTolerancePercent', value: 5 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 5 } });
    try {
      expect((await steps.post(inv.id, 'match')).json().threeWayMatchStatus).toBe('matched');
    } finally {
      if (saved) await db.update(settings).set({ value: saved.value }).where(eq(settings.key, saved.key));
      else await db.delete(settings).where(eq(settings.key, 'priceTolerancePercent'));
    }
  });

  it('over-billed quantity: more invoiced than received is an exception', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [8]);
    const inv = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 10, unitPrice: '100.00' }]);
    const res = await steps.post(inv.id, 'match');
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'exception',
      matchExceptions: ['Line 1 (Toner): invoiced 10 but only 8 received'],
    });
  });

  it('counts what other invoices already billed on the line', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    const first = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 6, unitPrice: '100.00' }]);
    expect((await steps.post(first.id, 'match')).json().threeWayMatchStatus).toBe('matched');
    const second = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 5, unitPrice: '100.00' }], {
      invoiceDate: '2025-07-01',
    });
    expect((await steps.post(second.id, 'match')).json().matchExceptions).toEqual([
      'Line 1 (Toner): invoiced 5 (plus 6 already invoiced) but only 10 received',
    ]);
  });

  it('unreceived goods and lines that are not on the PO are exceptions', async () => {
    const po = await steps.orderAndReceive([['Chair', 4, '249.99']], []);
    const inv = await steps.enter(
      po,
      ['Chair'],
      [
        { line: 1, quantity: 2, unitPrice: '249.99', byDescription: true },
        { line: 1, description: 'Freight', quantity: 1, unitPrice: '40.00', byDescription: true },
      ],
    );
    expect((await steps.post(inv.id, 'match')).json().matchExceptions).toEqual([
      'Line 1 (Chair): invoiced 2 but no goods received',
      'Line 2 (Freight): no matching line on the purchase order',
    ]);
  });

  it('duplicate invoice: the same amount within 7 days on another PO is flagged at entry and fails the match', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    const otherPo = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    const first = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 5, unitPrice: '100.00' }], {
      invoiceDate: '2025-04-01',
    });
    const second = await steps.enter(otherPo, ['Toner'], [{ line: 1, quantity: 5, unitPrice: '100.00' }], {
      invoiceDate: '2025-04-04',
    });
    expect((await steps.post(first.id, 'match')).json().threeWayMatchStatus).toBe('matched');
    const res = await steps.post(second.id, 'match');
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'exception',
      duplicateOfId: first.id,
      matchExceptions: [`Possible duplicate of ${first.invoiceNumber} (same amount within 7 days)`],
    });
    // Resolving records why it is not a duplicate and clears the flag; it then matches.
    const resolved = await steps.post(second.id, 'resolve', {
      note: 'Second delivery of the same size; confirmed with vendor.',
    });
    expect(resolved.json()).toMatchObject({
      threeWayMatchStatus: 'pending',
      status: 'pending',
      duplicateOfId: null,
    });
    expect((await steps.post(second.id, 'match')).json().threeWayMatchStatus).toBe('matched');
  });
});

describe('resolve', () => {
  it('needs a note, returns the invoice to pending, and a later match succeeds once the cause is fixed', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [7]);
    const inv = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 10, unitPrice: '100.00' }]);
    expect((await steps.post(inv.id, 'match')).json().threeWayMatchStatus).toBe('exception');

    for (const payload of [{}, { note: '  ' }]) {
      const res = await steps.post(inv.id, 'resolve', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ note: 'A resolution note is required' });
    }
    const resolved = await steps.post(inv.id, 'resolve', { note: 'Remaining 3 units arrive Friday.' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      threeWayMatchStatus: 'pending',
      status: 'pending',
      matchExceptions: [],
      resolutionNote: 'Remaining 3 units arrive Friday.',
    });
    expect(resolved.json().items[0].matchResult).toBeNull();
    expect((await steps.post(inv.id, 'resolve', { note: 'again' })).statusCode).toBe(409);

    // Still short: the match fails again.
    expect((await steps.post(inv.id, 'match')).json().matchExceptions).toEqual([
      'Line 1 (Toner): invoiced 10 but only 7 received',
    ]);
    await steps.post(inv.id, 'resolve', { note: 'Waiting for the rest.' });
    await steps.receive(po, [3]);
    const matched = await steps.post(inv.id, 'match');
    expect(matched.json()).toMatchObject({
      threeWayMatchStatus: 'matched',
      status: 'approved',
      matchExceptions: [],
    });
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, inv.id)).orderBy(auditLog.id)
    ).map((e) => e.action);
    expect(actions).toEqual([
      'invoice.create',
      'invoice.match_exception',
      'invoice.resolve',
      'invoice.match_exception',
      'invoice.resolve',
      'invoice.three_way_match',
    ]);
  });
});
