import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { INVOICE_MESSAGES } from '@shared/invoices/schemas';
import { type Account, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { invoices } from '../db/schema/invoices';
import { type Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';

/**
 * POST /api/invoices/{id}/hold | /dispute | /reject (a reason, required, stored and audited) and
 * /release (on-hold/disputed → pending): named use cases through the invoice state machine, one
 * transaction each with an audit entry; an invalid move is 409 and a missing reason 400, both
 * changing nothing.
 */
let t: TestApp, team: Team, steps: PayablesSteps;

beforeAll(async () => ({ t, team, steps } = await createPayablesWorld('ZZH', 'Zzhold Parts')));
afterAll(() => t.close());

const act = (id: string, action: string, payload?: object, as: Account = team.finance) =>
  t.request({ method: 'POST', url: `/api/invoices/${id}/${action}`, as, ...(payload ? { payload } : {}) });
const row = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const statusAudits = (id: string) =>
  t.database.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), like(auditLog.action, 'invoice.status.%')))
    .orderBy(auditLog.id);

/** A pending invoice for goods received in full; each of another amount (no duplicate flags). */
let quantity = 100;
async function pendingInvoice() {
  quantity += 1;
  const po = await steps.orderAndReceive([['Bolts', quantity, '0.50']], [quantity]);
  return steps.enter(po, ['Bolts'], [{ line: 1, quantity, unitPrice: '0.50' }]);
}

describe('hold, dispute, reject and release', () => {
  it('holds with a reason shown in the detail and audited, and releases back to pending', async () => {
    const inv = await pendingInvoice();
    const held = await act(inv.id, 'hold', { reason: '  Waiting for the vendor credit note  ' });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({
      status: 'on-hold',
      statusReason: 'Waiting for the vendor credit note',
    });
    const detail = await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, as: team.employee });
    expect(detail.statusCode).toBe(404); // outside the employee's scope
    const listed = await t.request({
      method: 'GET',
      url: `/api/invoices?q=${inv.invoiceNumber}`,
      as: team.finance,
    });
    expect(listed.json()[0]).toMatchObject({
      status: 'on-hold',
      statusReason: 'Waiting for the vendor credit note',
    });

    const released = await act(inv.id, 'release', { note: 'Credit note received' });
    expect(released.json()).toMatchObject({ status: 'pending', statusReason: null });
    expect(await statusAudits(inv.id)).toEqual([
      {
        action: 'invoice.status.on-hold',
        details: expect.objectContaining({
          from: { status: 'pending', threeWayMatchStatus: 'pending' },
          to: { status: 'on-hold', threeWayMatchStatus: 'pending' },
          reason: 'Waiting for the vendor credit note',
        }),
      },
      {
        action: 'invoice.status.pending',
        details: expect.objectContaining({
          releasedFrom: 'Waiting for the vendor credit note',
          note: 'Credit note received',
        }),
      },
    ]);
    // Released, it can be matched again.
    expect((await act(inv.id, 'match')).json().threeWayMatchStatus).toBe('matched');
  });

  it('disputes an approved invoice and rejects a disputed one only after release', async () => {
    const inv = await pendingInvoice();
    await act(inv.id, 'match');
    const disputed = await act(inv.id, 'dispute', { reason: 'Price differs from the quote' });
    expect(disputed.json()).toMatchObject({
      status: 'disputed',
      statusReason: 'Price differs from the quote',
    });
    // Disputed → rejected is not a move of the state machine: release first.
    const direct = await act(inv.id, 'reject', { reason: 'Vendor withdrew it' });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe('An invoice that is disputed cannot become rejected.');
    await act(inv.id, 'release');
    const rejected = await act(inv.id, 'reject', { reason: 'Vendor withdrew it' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', statusReason: 'Vendor withdrew it' });
    const [last] = (await statusAudits(inv.id)).slice(-1);
    expect(last).toMatchObject({
      action: 'invoice.status.rejected',
      details: { reason: 'Vendor withdrew it' },
    });
  });

  it('needs a reason (400, nothing changed) and refuses invalid moves (409, nothing changed)', async () => {
    const inv = await pendingInvoice();
    for (const action of ['hold', 'dispute', 'reject']) {
      for (const payload of [{}, { reason: '   ' }]) {
        const res = await act(inv.id, action, payload);
        expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().fieldErrors).toEqual({ reason: INVOICE_MESSAGES.reason });
      }
    }
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${inv.id}`,
      payload: { status: 'on-hold' },
      as: team.finance,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fieldErrors).toEqual({ reason: INVOICE_MESSAGES.reason });
    expect(await row(inv.id)).toMatchObject({ status: 'pending', statusReason: null });

    const release = await act(inv.id, 'release');
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toMatch(/already pending/);
    await act(inv.id, 'match');
    await act(inv.id, 'pay');
    for (const action of ['hold', 'dispute', 'reject']) {
      const res = await act(inv.id, action, { reason: 'Too late' });
      expect(res.statusCode, action).toBe(409);
    }
    expect((await act(inv.id, 'release')).statusCode).toBe(409);
    expect(await row(inv.id)).toMatchObject({ status: 'paid', statusReason: null });
    expect(await statusAudits(inv.id)).toEqual([]);
  });

  it('is AP Finance only (the spec alert), and 404 for an unknown invoice', async () => {
    const inv = await pendingInvoice();
    const res = await act(inv.id, 'hold', { reason: 'x' }, team.procurement);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('3-way matching features are only available for AP Finance role users.');
    expect((await act('inv-nope', 'hold', { reason: 'x' })).statusCode).toBe(404);
    expect((await row(inv.id)).status).toBe('pending');
  });
});
