import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { rollupsAndRebuilt } from '../db/rollups';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * Invoice History's figures for users who see their department's and their own requests' invoices, or
 * only their own requests', read the rollups (invoice_totals, invoice_requestor_totals): after every
 * write, including invoices moving between statuses and POs, POs between departments and requests
 * between requesters, they equal the visible invoices counted directly through their POs' requests.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const ownPo = (userId: string) =>
  sql`i.po_id in (select po.id from purchase_orders po join requisitions r on r.id = po.requisition_id
    where r.requestor_id = ${userId})`;
type Seer = { account: Account & { id: string }; visible: () => SQL };
const seers = (): Seer[] => [
  { account: team.employee, visible: () => ownPo(team.employee.id) },
  {
    account: team.manager,
    visible: () =>
      sql`(i.po_id in (select id from purchase_orders where department = ${team.department})
        or ${ownPo(team.manager.id)})`,
  },
  { account: team.finance, visible: () => sql`true` },
];

async function expectSummariesMatch() {
  for (const s of seers()) {
    for (const [qs, filter] of [
      ['', sql`true`],
      ['?status=pending', sql`i.status = 'pending'`],
      ['?threeWayMatchStatus=exception', sql`i.three_way_match_status = 'exception'`],
    ] as const) {
      const rows = await queryRows<{ status: string; n: number; amount: string }>(
        t.database.db,
        sql`select status, count(*)::int as n, sum(amount)::text as amount from invoices i
          where ${s.visible()} and ${filter} group by status`,
      );
      const n = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      const cents = rows.reduce((c, r) => c + Math.round(Number(r.amount) * 100), 0);
      const res = await t.request({ method: 'GET', url: `/api/invoices/summary${qs}`, as: s.account });
      expect(res.statusCode).toBe(200);
      expect(res.json(), `${s.account.email} ${qs}`).toEqual({
        counts: {
          paid: n('paid'),
          approved: n('approved'),
          pending: n('pending'),
          disputed: n('disputed'),
          total: rows.reduce((sum, r) => sum + r.n, 0),
        },
        totalValue: (cents / 100).toFixed(2),
      });
    }
  }
  const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
  expect(maintained.invoice_requestor_totals).toEqual(rebuilt.invoice_requestor_totals);
}

const setInvoice = (id: string, set: Partial<typeof invoices.$inferInsert>) =>
  t.database.db.update(invoices).set(set).where(eq(invoices.id, id));

describe('GET /api/invoices/summary for department and own scopes', () => {
  it('equals the visible invoices counted directly after every write', async () => {
    await expectSummariesMatch();
    const mine = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'approved',
    });
    const managers = await createRequisition(t, {
      requestorId: team.manager.id,
      department: 'IT',
      status: 'approved',
    });
    const poMine = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: mine.id,
    });
    const poElsewhere = await createPurchaseOrder(t, {
      vendorId,
      department: 'IT',
      requisitionId: managers.id,
    });
    const poOther = await createPurchaseOrder(t, { vendorId, department: 'HR' });
    // The manager's own request in their department: seen once, not once per reason.
    const managersHere = await createRequisition(t, {
      requestorId: team.manager.id,
      department: team.department,
      status: 'approved',
    });
    const poHere = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: managersHere.id,
    });
    await createInvoice(t, { vendorId, poId: poHere.id, amount: '30.00' });
    const a = await createInvoice(t, { vendorId, poId: poMine.id, amount: '120.50' });
    const b = await createInvoice(t, { vendorId, poId: poElsewhere.id, amount: '77.00', status: 'disputed' });
    const c = await createInvoice(t, { vendorId, poId: poOther.id, amount: '10.00' });
    await createInvoice(t, { vendorId, amount: '5.00' }); // no PO: all-department roles only
    await expectSummariesMatch();

    await setInvoice(a.id, { status: 'approved', threeWayMatchStatus: 'exception' });
    await expectSummariesMatch();
    await setInvoice(a.id, { amount: '99.99', status: 'pending' });
    await expectSummariesMatch();
    await setInvoice(c.id, { poId: poMine.id });
    await expectSummariesMatch();
    await setInvoice(b.id, { poId: null });
    await expectSummariesMatch();
    await setInvoice(b.id, { poId: poElsewhere.id, status: 'paid' });
    await expectSummariesMatch();
    // The PO moves department; the request changes hands: the copies on the invoices follow.
    await t.database.db
      .update(purchaseOrders)
      .set({ department: 'IT' })
      .where(eq(purchaseOrders.id, poMine.id));
    await expectSummariesMatch();
    await t.database.db
      .update(requisitions)
      .set({ requestorId: team.manager.id })
      .where(eq(requisitions.id, mine.id));
    await expectSummariesMatch();
    await t.database.db.delete(invoices).where(eq(invoices.id, c.id));
    await expectSummariesMatch();
  });
});
