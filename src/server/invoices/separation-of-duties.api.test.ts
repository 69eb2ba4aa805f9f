import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { SEPARATION_OF_DUTIES_MESSAGE } from '@shared/invoices/duties';
import { type TestApp } from '../test/harness';
import { auditLog, settings } from '../db/schema/admin';
import { invoices } from '../db/schema/invoices';
import { fullName, type Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';
import { statementsSent } from '../test/statements';

/**
 * Separation of duties for payables (setting payablesSeparationOfDuties, on by default): the user
 * who entered an invoice (here the team's `ap`) may neither approve it for payment — the 3-way match,
 * the review queue, PATCH status approved — nor pay it; another member of AP Finance (`finance`) may.
 */
let t: TestApp, team: Team, steps: PayablesSteps;

beforeAll(async () => ({ t, team, steps } = await createPayablesWorld('ZZS', 'Zzsod Supplies')));
afterAll(() => t.close());

const as = (who: 'ap' | 'finance', method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url, as: team[who], ...(payload ? { payload } : {}) });
const row = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const audits = async (id: string) =>
  t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), like(auditLog.action, 'invoice.%')));

/** An invoice entered by the AP user for goods received in full, still pending its match; each of another amount. */
let quantity = 5;
async function enteredByAp() {
  quantity += 1;
  const po = await steps.orderAndReceive([['Paper', quantity, '40.00']], [quantity]);
  return steps.enter(po, ['Paper'], [{ line: 1, quantity, unitPrice: '40.00' }]);
}

describe('separation of duties for payables', () => {
  it('the entrant cannot match or pay; another AP Finance user can, and the detail says who may', async () => {
    const inv = await enteredByAp();
    const mine = await as('ap', 'GET', `/api/invoices/${inv.id}`);
    expect(mine.json()).toMatchObject({
      enteredBy: { id: team.ap.id, name: fullName(team.ap) },
      duties: { mayApprove: false, mayPay: false, reason: SEPARATION_OF_DUTIES_MESSAGE },
    });
    const theirs = await as('finance', 'GET', `/api/invoices/${inv.id}`);
    expect(theirs.json().duties).toEqual({ mayApprove: true, mayPay: true, reason: null });

    for (const attempt of [
      () => as('ap', 'POST', `/api/invoices/${inv.id}/match`),
      () =>
        as('ap', 'PATCH', `/api/invoices/${inv.id}`, { threeWayMatchStatus: 'matched', status: 'approved' }),
    ]) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: SEPARATION_OF_DUTIES_MESSAGE });
    }
    expect(await row(inv.id)).toMatchObject({ status: 'pending', threeWayMatchStatus: 'pending' });
    expect((await audits(inv.id)).map((a) => a.action)).toEqual(['invoice.create']);

    const matched = await as('finance', 'POST', `/api/invoices/${inv.id}/match`);
    expect(matched.json()).toMatchObject({ status: 'approved', threeWayMatchStatus: 'matched' });

    for (const attempt of [
      () => as('ap', 'POST', `/api/invoices/${inv.id}/pay`),
      () => as('ap', 'PATCH', `/api/invoices/${inv.id}`, { status: 'paid' }),
    ]) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SEPARATION_OF_DUTIES_MESSAGE);
    }
    expect((await row(inv.id)).status).toBe('approved');
    const paid = await as('finance', 'POST', `/api/invoices/${inv.id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('paid');
  });

  it('a released, matched invoice is approved by another user only: PATCH and the review queue', async () => {
    const inv = await enteredByAp();
    await as('finance', 'POST', `/api/invoices/${inv.id}/match`);
    await as('finance', 'POST', `/api/invoices/${inv.id}/hold`, { reason: 'Waiting for the packing slip' });
    const released = await as('finance', 'POST', `/api/invoices/${inv.id}/release`);
    expect(released.json()).toMatchObject({ status: 'pending', threeWayMatchStatus: 'matched' });

    const patch = await as('ap', 'PATCH', `/api/invoices/${inv.id}`, { status: 'approved' });
    expect(patch.statusCode).toBe(403);
    // The entrant's review queue does not offer it; deciding it anyway is refused.
    const queue = async (who: 'ap' | 'finance') =>
      ((await as(who, 'GET', '/api/review-queue?type=invoice&limit=500')).json() as { id: string }[]).map(
        (i) => i.id,
      );
    expect(await queue('ap')).not.toContain(inv.id);
    expect(await queue('finance')).toContain(inv.id);
    const approve = await as('ap', 'POST', `/api/review-queue/invoice/${inv.id}/approve`, {});
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(SEPARATION_OF_DUTIES_MESSAGE);
    expect((await row(inv.id)).status).toBe('pending');

    const ok = await as('finance', 'POST', `/api/review-queue/invoice/${inv.id}/approve`, {});
    expect(ok.json()).toMatchObject({ decision: 'approved', status: 'approved' });
  });

  it('with the setting off, the entrant may match and pay their own invoice', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'payablesSeparationOfDuties', value: false })
      .onConflictDoUpdate({ target: settings.key, set: { value: false } });
    try {
      const inv = await enteredByAp();
      expect((await as('ap', 'GET', `/api/invoices/${inv.id}`)).json().duties.mayApprove).toBe(true);
      expect((await as('ap', 'POST', `/api/invoices/${inv.id}/match`)).json().status).toBe('approved');
      expect((await as('ap', 'POST', `/api/invoices/${inv.id}/pay`)).json().status).toBe('paid');
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'payablesSeparationOfDuties'));
    }
  });

  it("reads the settings for AP Finance only: anyone else's invoice list sends no statement for them", async () => {
    await enteredByAp();
    const readsSettings = (texts: string[]) => texts.some((text) => /from "settings"/.test(text));
    for (const who of ['procurement', 'manager', 'employee'] as const) {
      await t.request({ method: 'GET', url: '/api/invoices?limit=25', as: team[who] }); // signed in first
      const { out, texts } = await statementsSent(t, () =>
        t.request({ method: 'GET', url: '/api/invoices?limit=25', as: team[who] }),
      );
      expect(out.statusCode).toBe(200);
      expect(readsSettings(texts), who).toBe(false);
    }
    const { out, texts } = await statementsSent(t, () => as('ap', 'GET', '/api/invoices?limit=25'));
    expect(readsSettings(texts)).toBe(true);
    // The entrant's own invoices: approving and paying them is left to another AP Finance user.
    const own = (out.json() as { duties: { mayApprove: boolean; reason: string | null } }[]).filter(
      (r) => r.duties.reason === SEPARATION_OF_DUTIES_MESSAGE,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => !r.duties.mayApprove)).toBe(true);
  });
});
