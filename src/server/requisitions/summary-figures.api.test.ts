import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { createUser, type Team, type User } from '../test/factories/users';
import { createRequisition, requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

/**
 * The awaiting-PO list and the Requisitions tiles read trigger-kept figures (requisitions.awaiting_po,
 * the rollups requisition_counts and requisition_submissions): after every write, including writes
 * that move a record between statuses, departments and months, they equal the direct counts of their
 * definitions over the requests each user may see.
 */
let t: TestApp, team: Team, vendorId: string, outsider: User;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  outsider = await createUser(t, { role: 'end_user', department: 'HR' });
});
afterAll(() => t.close());

const db = () => t.database.db;
type Seer = { account: Account & { id: string }; visible: () => SQL };
const seers = (): Seer[] => [
  { account: team.employee, visible: () => sql`r.requestor_id = ${team.employee.id}` },
  {
    account: team.manager,
    visible: () =>
      sql`(r.requestor_id = ${team.manager.id} or (r.department = ${team.department} and r.status <> 'draft'))`,
  },
  {
    account: team.procurement,
    visible: () => sql`(r.requestor_id = ${team.procurement.id} or r.status <> 'draft')`,
  },
  { account: outsider, visible: () => sql`r.requestor_id = ${outsider.id}` },
];

const getJson = async (url: string, as: Account) => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode).toBe(200);
  return { body: res.json(), total: res.headers['x-total-count'] };
};

/** The awaiting-PO list as it was defined before the flag: a sub-select of live POs per request. */
const awaitingByDefinition = async (s: Seer) =>
  (
    await queryRows<{ id: string }>(
      db(),
      sql`select r.id from requisitions r where ${s.visible()} and r.status = 'approved'
        and r.request_type <> 'change-order'
        and not exists (select 1 from purchase_orders po where po.requisition_id = r.id
          and po.parent_po_id is null and po.status not in ('cancelled', 'rejected'))
        order by r.created_at desc, r.id`,
    )
  ).map((r) => r.id);

/** The tiles as they were defined before the rollups: one aggregate over the visible requests. */
const statsByDefinition = async (s: Seer) => {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString();
  const [row] = await queryRows<{ active: number; thisMonth: number }>(
    db(),
    sql`select (count(*) filter (where r.status = 'pending'))::int as "active",
        (count(*) filter (where r.submitted_date >= ${start}::timestamptz
          and r.submitted_date < ${next}::timestamptz))::int as "thisMonth"
      from requisitions r where ${s.visible()}`,
  );
  return row;
};

async function expectFiguresMatchDefinitions() {
  for (const s of seers()) {
    const list = await getJson('/api/requisitions?awaitingPo=true&limit=500', s.account);
    const expected = await awaitingByDefinition(s);
    expect((list.body as { id: string }[]).map((r) => r.id)).toEqual(expected);
    expect(list.total).toBe(String(expected.length));
    expect((await getJson('/api/requisitions/stats', s.account)).body).toEqual(await statsByDefinition(s));
  }
}

const setRequisition = (id: string, set: Partial<typeof requisitions.$inferInsert>) =>
  db().update(requisitions).set(set).where(eq(requisitions.id, id));
const setPo = (id: string, set: Partial<typeof purchaseOrders.$inferInsert>) =>
  db().update(purchaseOrders).set(set).where(eq(purchaseOrders.id, id));

describe('awaiting-PO list and requisition tiles', () => {
  it('equal their definitions through submits, POs raised, cancelled, rejected and moved', async () => {
    await expectFiguresMatchDefinitions();
    // Auto-approved without a known vendor: approved, no PO, so it awaits one.
    const form = (unitPrice: number) =>
      requestForm(
        { department: team.department, lines: [{ description: 'Cable', quantity: 1, unitPrice }] },
        { vendorId: null, vendorName: 'Corner Shop' },
      );
    const waiting = await submitRequest(t, team.employee, form(40));
    const second = await submitRequest(t, team.manager, form(60));
    const pending = await submitRequest(t, team.employee, form(4000));
    expect(waiting.status).toBe('approved');
    expect(pending.status).toBe('pending');
    await expectFiguresMatchDefinitions();

    // Procurement raises the PO: no longer awaiting; cancelled, it awaits again.
    const made = await t.request({
      method: 'POST',
      url: '/api/purchase-orders',
      payload: { requisitionId: waiting.id, vendorId },
      as: team.procurement,
    });
    expect(made.statusCode).toBe(201);
    const poId = made.json().id as string;
    await expectFiguresMatchDefinitions();
    const cancel = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${poId}/cancel`,
      payload: { reason: 'Ordered elsewhere' },
      as: team.procurement,
    });
    expect(cancel.statusCode).toBe(200);
    await expectFiguresMatchDefinitions();

    // Written directly: back to approved, rejected, a release (never a live PO), moved to another request.
    await setPo(poId, { status: 'approved' });
    await expectFiguresMatchDefinitions();
    await setPo(poId, { status: 'rejected' });
    await expectFiguresMatchDefinitions();
    const release = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: second.id,
      parentPoId: poId,
    });
    await expectFiguresMatchDefinitions();
    await setPo(release.id, { parentPoId: null });
    await expectFiguresMatchDefinitions();
    await setPo(release.id, { requisitionId: waiting.id });
    await expectFiguresMatchDefinitions();
    await db().delete(purchaseOrders).where(eq(purchaseOrders.id, release.id));
    await expectFiguresMatchDefinitions();

    // The request itself moves: cancelled, re-approved as a change order, back, another department.
    await setRequisition(waiting.id, { status: 'cancelled' });
    await expectFiguresMatchDefinitions();
    await setRequisition(waiting.id, { status: 'approved', requestType: 'change-order' });
    await expectFiguresMatchDefinitions();
    await setRequisition(waiting.id, { requestType: 'new-purchase' });
    await expectFiguresMatchDefinitions();
    await setRequisition(second.id, { department: 'HR' });
    await expectFiguresMatchDefinitions();
    await setRequisition(pending.id, { status: 'approved' });
    await expectFiguresMatchDefinitions();
  });

  it('equal their definitions as requests move between statuses, departments and months', async () => {
    const lastMonth = new Date();
    lastMonth.setDate(0);
    const made = await Promise.all([
      createRequisition(t, { requestorId: team.employee.id, department: team.department, status: 'draft' }),
      createRequisition(t, {
        requestorId: team.employee.id,
        department: team.department,
        status: 'draft',
        submittedDate: new Date(),
      }),
      createRequisition(t, {
        requestorId: team.manager.id,
        department: 'HR',
        submittedDate: new Date(),
      }),
      createRequisition(t, {
        requestorId: outsider.id,
        department: 'HR',
        submittedDate: lastMonth,
      }),
      createRequisition(t, {
        requestorId: team.procurement.id,
        department: team.department,
        status: 'draft',
        submittedDate: new Date(),
      }),
    ]);
    await expectFiguresMatchDefinitions();
    const [draft, submittedDraft, elsewhere, hr, procurementDraft] = made;
    await setRequisition(draft!.id, { status: 'pending', submittedDate: new Date() });
    await expectFiguresMatchDefinitions();
    await setRequisition(submittedDraft!.id, { status: 'returned' });
    await expectFiguresMatchDefinitions();
    await setRequisition(elsewhere!.id, { department: team.department });
    await expectFiguresMatchDefinitions();
    await setRequisition(hr!.id, { submittedDate: new Date(), status: 'approved' });
    await expectFiguresMatchDefinitions();
    await setRequisition(procurementDraft!.id, { status: 'pending' });
    await expectFiguresMatchDefinitions();
    await db()
      .update(requisitions)
      .set({ submittedDate: lastMonth })
      .where(eq(requisitions.department, team.department));
    await expectFiguresMatchDefinitions();
    await db().delete(requisitions).where(eq(requisitions.id, hr!.id));
    await expectFiguresMatchDefinitions();
  });
});
