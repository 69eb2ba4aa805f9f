import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';

let t: TestApp;
const AP_ONLY = '3-way matching features are only available for AP Finance role users.';
let team: Team;
let steps: PayablesSteps;

beforeAll(async () => ({ t, team, steps } = await createPayablesWorld('ZZP', 'Zzpay Office Co')));
afterAll(() => t.close());

const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/invoices/${id}`, payload, as: team.finance });

describe('pay', () => {
  it('refuses a pending invoice; paying the last invoice of a fully received PO completes the PO', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [8]);
    const first = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 8, unitPrice: '100.00' }]);
    const early = await steps.post(first.id, 'pay');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('An invoice that is pending cannot become paid.');
    await steps.post(first.id, 'match');
    const paid = await steps.post(first.id, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      threeWayMatchStatus: 'matched',
      poStatus: 'in-progress',
    });
    expect(paid.json().paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Not fully received (8 of 10): the PO stays in progress.
    expect(await steps.poStatus(po.id)).toBe('in-progress');
    expect((await steps.post(first.id, 'pay')).statusCode).toBe(409);

    await steps.receive(po, [2]);
    expect(await steps.poStatus(po.id)).toBe('in-progress');
    const last = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 2, unitPrice: '100.00' }], {
      invoiceDate: '2025-08-01',
    });
    await steps.post(last.id, 'match');
    const done = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${last.id}`,
      payload: { status: 'paid' },
      as: team.finance,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'paid', poStatus: 'completed' });
    expect(await steps.poStatus(po.id)).toBe('completed');
    const poAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, po.id))
      .orderBy(auditLog.id);
    expect(poAudit.map((e) => e.action)).toContain('purchase_order.complete');
  });

  it('under-billing by price within tolerance still completes the PO on payment', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    // 10 × $99 against 10 × $100: 1% and $10 on the line, within tolerance; $990 paid of $1,000.
    const inv = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 10, unitPrice: '99.00' }], {
      invoiceDate: '2025-09-01',
    });
    expect((await steps.post(inv.id, 'match')).json()).toMatchObject({ threeWayMatchStatus: 'matched' });
    const paid = await steps.post(inv.id, 'pay');
    expect(paid.json()).toMatchObject({ status: 'paid', amount: '990.00', poStatus: 'completed' });
  });

  it('an open second invoice blocks completion until it is paid', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    const opts = { invoiceDate: '2025-09-10' };
    const first = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 6, unitPrice: '100.00' }], opts);
    const second = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 4, unitPrice: '100.00' }], opts);
    await steps.post(first.id, 'match');
    await steps.post(second.id, 'match');
    expect((await steps.post(first.id, 'pay')).json().poStatus).toBe('in-progress');
    expect((await steps.post(second.id, 'pay')).json().poStatus).toBe('completed');
  });

  it('an open (on-hold) second invoice blocks completion until it is rejected', async () => {
    const po = await steps.orderAndReceive([['Toner', 10, '100.00']], [10]);
    const opts = { invoiceDate: '2025-09-20' };
    const full = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 10, unitPrice: '100.00' }], opts);
    expect((await steps.post(full.id, 'match')).json().threeWayMatchStatus).toBe('matched');
    const stray = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 1, unitPrice: '100.00' }], opts);
    const hold = { status: 'on-hold', reason: 'Not ordered' };
    expect((await patch(stray.id, hold)).json().status).toBe('on-hold');
    expect((await steps.post(full.id, 'pay')).json().poStatus).toBe('in-progress');
    expect((await patch(stray.id, { status: 'pending' })).json().status).toBe('pending');
    const rejected = await patch(stray.id, { status: 'rejected', reason: 'Billed twice' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', poStatus: 'completed' });
    expect(await steps.poStatus(po.id)).toBe('completed');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, stray.id), eq(auditLog.action, 'invoice.status.rejected')));
    expect(entry!.details).toMatchObject({ poCompleted: true });
  });

  it('a quantity received but not yet invoiced and paid blocks completion', async () => {
    const po = await steps.orderAndReceive(
      [
        ['Toner', 10, '100.00'],
        ['Paper', 5, '40.00'],
      ],
      [10, 5],
    );
    const opts = { invoiceDate: '2025-10-01' };
    const part = await steps.enter(
      po,
      ['Toner', 'Paper'],
      [{ line: 1, quantity: 4, unitPrice: '100.00' }],
      opts,
    );
    await steps.post(part.id, 'match');
    expect((await steps.post(part.id, 'pay')).json().poStatus).toBe('in-progress');
    const toner = await steps.enter(
      po,
      ['Toner', 'Paper'],
      [{ line: 1, quantity: 6, unitPrice: '100.00' }],
      opts,
    );
    await steps.post(toner.id, 'match');
    // All toner billed and paid, the paper not billed at all: still in progress.
    expect((await steps.post(toner.id, 'pay')).json().poStatus).toBe('in-progress');
    const paper = await steps.enter(
      po,
      ['Toner', 'Paper'],
      [{ line: 2, quantity: 5, unitPrice: '40.00' }],
      opts,
    );
    await steps.post(paper.id, 'match');
    expect((await steps.post(paper.id, 'pay')).json().poStatus).toBe('completed');
  });
});

describe('permissions', () => {
  it('refuses match, resolve and pay to users outside AP Finance with the spec alert', async () => {
    const po = await steps.orderAndReceive([['Toner', 1, '100.00']], [1]);
    const inv = await steps.enter(po, ['Toner'], [{ line: 1, quantity: 1, unitPrice: '100.00' }]);
    for (const as of ['employee', 'procurement'] as const) {
      for (const action of ['match', 'resolve', 'pay'] as const) {
        const res = await steps.post(
          inv.id,
          action,
          action === 'resolve' ? { note: 'x' } : undefined,
          team[as],
        );
        expect(res.statusCode, `${action} as ${as}`).toBe(403);
        expect(res.json().message).toBe(AP_ONLY);
      }
    }
    const detail = (
      await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, as: team.finance })
    ).json();
    expect(detail).toMatchObject({ status: 'pending', threeWayMatchStatus: 'pending' });
    expect((await steps.post('inv-nope', 'match')).statusCode).toBe(404);
  });
});
