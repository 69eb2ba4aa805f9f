import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from './client';
import { purchaseOrders } from './schema/purchase-orders';
import { requisitions } from './schema/requisitions';
import { readRollups, rebuildRollups, rollupsAndRebuilt } from './rollups';
import type { Account, TestApp } from '../test/harness';
import type { Team } from '../test/factories/users';
import { createPayablesWorld, type PayablesSteps } from '../test/factories/payables';
import { createRequisition, requestForm, submitRequest } from '../test/factories/requisitions';
import { act, chainOf, pendingStep } from '../test/factories/approvals';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * The rollups (vendor spend, latest orders, invoice totals, committed and pending budget) are kept by
 * triggers in the transaction of every write: after each step of a realistic sequence through the API
 * they equal what rebuild_rollups() computes from scratch, and the figures the screens read from them
 * equal direct aggregates of the tables.
 */
let t: TestApp, team: Team, steps: PayablesSteps, vendorId: string;
beforeAll(async () => ({ t, team, steps, vendorId } = await createPayablesWorld('ZZR', 'Zzroll Supplies')));
afterAll(() => t.close());

async function expectRollupsMatchRebuild() {
  const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
  expect(maintained).toEqual(rebuilt);
  return rebuilt;
}

const request = (unitPrice: number, glCode = '4000-001', lines = 1) =>
  requestForm({
    department: team.department,
    vendorId,
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Rollup item ${unitPrice}.${i}`,
      quantity: 1,
      unitPrice,
      generalLedgerCode: i % 2 ? '4000-002' : glCode,
    })),
  });

const invoiceAction = (id: string, action: string, payload?: object, as: Account = team.finance) =>
  t.request({ method: 'POST', url: `/api/invoices/${id}/${action}`, as, ...(payload ? { payload } : {}) });

/** Approves every step of the subject's chain in turn, each as the team member of the step's role. */
async function approveAll(subjectId: string) {
  const byRole: Record<string, Account> = {
    manager: team.manager,
    director: team.director,
    finance: team.finance,
    legal: team.legal,
    procurement_sme: team.procurement,
  };
  for (;;) {
    const step = (await chainOf(t, subjectId)).steps.find((s) => s.status === 'pending');
    if (!step) return;
    const res = await act(t, step.id, 'approve', byRole[step.approverRoleId]!, { comment: 'OK' });
    expect(res.statusCode).toBe(200);
  }
}

let seq = 0;
async function invoiceFor(quantity: number) {
  seq += 1;
  const po = await steps.orderAndReceive([[`Bolts ${seq}`, quantity, '2.50']], [quantity]);
  return steps.enter(po, [`Bolts ${seq}`], [{ line: 1, quantity, unitPrice: '2.50' }]);
}

describe('rollups kept by the writes', () => {
  it('equal the from-scratch aggregates after requisitions are submitted, approved, returned and edited', async () => {
    const small = await submitRequest(t, team.employee, request(120, '4000-001', 3)); // auto-approved → PO
    expect(small.status).toBe('approved');
    const big = await submitRequest(t, team.employee, request(2500, '4000-003', 5));
    const returned = await submitRequest(t, team.employee, request(1800, '4000-004', 2));
    expect(big.status).toBe('pending');
    const rebuilt = await expectRollupsMatchRebuild();
    expect(rebuilt.budget_pending.length).toBeGreaterThan(0);
    expect(rebuilt.budget_committed.length).toBeGreaterThan(0);
    expect(rebuilt.vendor_orders.length).toBeGreaterThan(0);

    const step = await pendingStep(t, returned.id);
    expect((await act(t, step.id, 'reject', team.manager, { comment: 'Split it' })).statusCode).toBe(200);
    await expectRollupsMatchRebuild();

    const resubmitted = await t.request({
      method: 'PATCH',
      url: `/api/requisitions/${returned.id}`,
      as: team.employee,
      payload: { lineItems: request(900, '4000-005', 4).lineItems, status: 'pending' },
    });
    expect(resubmitted.statusCode).toBe(200);
    await expectRollupsMatchRebuild();

    await approveAll(big.id);
    const [row] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, big.id));
    expect(row!.status).toBe('approved');
    await expectRollupsMatchRebuild();
  });

  it('equal the from-scratch aggregates through invoice entry, match, pay, hold, dispute, reject and release', async () => {
    const paid = await invoiceFor(10);
    const held = await invoiceFor(11);
    const disputed = await invoiceFor(12);
    const rejected = await invoiceFor(13);
    await expectRollupsMatchRebuild();
    expect((await steps.post(paid.id, 'match')).statusCode).toBe(200);
    expect((await steps.post(paid.id, 'pay')).statusCode).toBe(200);
    expect((await invoiceAction(held.id, 'hold', { reason: 'Waiting for a credit' })).statusCode).toBe(200);
    expect((await invoiceAction(disputed.id, 'dispute', { reason: 'Wrong price' })).statusCode).toBe(200);
    expect((await invoiceAction(rejected.id, 'reject', { reason: 'Not ours' })).statusCode).toBe(200);
    await expectRollupsMatchRebuild();
    expect((await invoiceAction(held.id, 'release', { note: 'Credit received' })).statusCode).toBe(200);
    const rebuilt = await expectRollupsMatchRebuild();
    expect(rebuilt.invoice_totals.length).toBeGreaterThan(1);
    expect(rebuilt.vendor_spend.length).toBeGreaterThan(0);
  });

  it('equal the from-scratch aggregates after a PO is cancelled and after rows are deleted', async () => {
    const form = request(150, '4000-002', 2);
    const { purchaseOrderId } = await submitRequest(t, team.employee, form);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${purchaseOrderId as string}/cancel`,
      as: team.procurement,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode).toBe(200);
    await expectRollupsMatchRebuild();

    // Writes outside the API (imports, clean-ups) are kept too: a PO and its lines, a pending request and its items.
    await t.database.db.delete(purchaseOrders).where(eq(purchaseOrders.id, purchaseOrderId as string));
    const pending = await submitRequest(t, team.employee, request(3100, '4000-001', 2));
    await t.database.db.delete(requisitions).where(eq(requisitions.id, pending.id));
    await expectRollupsMatchRebuild();
  });

  it('rebuildRollups recomputes the same figures from scratch, also after the rollups were lost', async () => {
    const before = await readRollups(t.database.db);
    await t.database.db.execute(sql`delete from vendor_spend`);
    await t.database.db.execute(sql`delete from budget_committed`);
    await t.database.db.execute(sql`delete from gl_spend`);
    await t.database.db.execute(sql`delete from invoice_spend`);
    const lost = await readRollups(t.database.db);
    expect([lost.vendor_spend, lost.gl_spend, lost.invoice_spend]).toEqual([[], [], []]);
    expect(before.gl_spend.length * before.invoice_spend.length).toBeGreaterThan(0);
    await rebuildRollups(t.database.db);
    expect(await readRollups(t.database.db)).toEqual(before);
  });
});

describe('figures read from the rollups', () => {
  it('Invoice History figures equal the visible invoices counted directly, for every scope', async () => {
    const direct = await queryRows<{ status: string; n: number; total: string }>(
      t.database.db,
      sql`select status, count(*)::int as n, sum(amount)::text as total from invoices group by status`,
    );
    const count = (s: string) => direct.find((d) => d.status === s)?.n ?? 0;
    const summary = async (as: Account, qs = '') =>
      (await t.request({ method: 'GET', url: `/api/invoices/summary${qs}`, as })).json();
    const all = await summary(team.finance);
    expect(all.counts).toEqual({
      paid: count('paid'),
      approved: count('approved'),
      pending: count('pending'),
      disputed: count('disputed'),
      total: direct.reduce((n, d) => n + d.n, 0),
    });
    expect(all.counts.total).toBeGreaterThan(0);
    const [sum] = await queryRows<{ v: string }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as v from invoices`,
    );
    expect(all.totalValue).toBe(sum!.v);
    // Department and own scope: the same figures as the list's count of what they see.
    for (const who of [team.manager, team.employee, team.finance]) {
      for (const qs of ['', '?status=pending']) {
        const url = qs ? `/api/invoices${qs}&limit=1` : '/api/invoices?limit=1';
        const list = await t.request({ method: 'GET', url, as: who });
        expect((await summary(who, qs)).counts.total, `${who.email} ${qs}`).toBe(
          Number(list.headers['x-total-count']),
        );
      }
    }
  });

  it("a department role's figures count their own requests' invoices in other departments", async () => {
    const own = await createRequisition(t, {
      requestorId: team.manager.id,
      department: 'IT',
      status: 'approved',
    });
    const po = await createPurchaseOrder(t, { vendorId, department: 'IT', requisitionId: own.id });
    await createInvoice(t, { vendorId, poId: po.id, amount: '77.00', status: 'disputed' });
    await createInvoice(t, { vendorId, amount: '5.00' }); // no PO: all-department roles only
    const before = await t.request({ method: 'GET', url: '/api/invoices?limit=1', as: team.manager });
    const summary = (
      await t.request({ method: 'GET', url: '/api/invoices/summary', as: team.manager })
    ).json();
    expect(summary.counts.total).toBe(Number(before.headers['x-total-count']));
    expect(summary.counts.disputed).toBeGreaterThanOrEqual(1);
    await expectRollupsMatchRebuild();
  });
});
