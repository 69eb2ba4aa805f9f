import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { auditLog } from '../db/schema/admin';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { createUser, type Team, type User } from '../test/factories/users';
import { createVendor, type Vendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { STEP, approveInTurn, createWorkflowTemplate } from '../test/factories/approvals';

/**
 * The department's template is like the demo's IT one (Manager Review; Finance Approval above 5,000;
 * Legal Review for services; Final Approval by procurement above 25,000), so a PO re-approval at
 * 3,000 awaits only the department's manager. POs are edited by a second procurement user, so the
 * team's own takes the Final Approval. The invoices under test are written here.
 */
let t: TestApp, team: Team;
let editor: User;
let vendor: Vendor;
let seating: PurchaseOrder;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  editor = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  vendor = await createVendor(t, { name: 'Seating Works' });
  await createWorkflowTemplate(t, {
    departments: [team.department],
    steps: [STEP.manager, STEP.finance, STEP.legal, STEP.procurementFinal],
  });
  seating = await seatingAwaitingLegal();
});
afterAll(() => t.close());

type Item = { id: string; type: string; [k: string]: unknown };
const queue = async (as: Account, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/review-queue?limit=500${query}`, as });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: Number(res.headers['x-total-count']) };
};
const decide = (type: string, id: string, action: 'approve' | 'reject', as: Account, payload?: object) =>
  t.request({ method: 'POST', url: `/api/review-queue/${type}/${id}/${action}`, as, payload });
const edit = async (po: PurchaseOrder, lines: object[]) => {
  const res = await t.request({
    method: 'PATCH',
    url: `/api/purchase-orders/${po.id}`,
    as: editor,
    payload: { lines },
  });
  expect(res.json()).toMatchObject({ reapproval: true });
};
const invoice = async (id: string, over: Partial<typeof invoices.$inferInsert> = {}) => {
  const po = await createPurchaseOrder(t, {
    vendorId: vendor.id,
    department: team.department,
    status: 'in-progress',
  });
  await createInvoice(
    t,
    {
      id,
      vendorId: vendor.id,
      poId: po.id,
      description: `Invoice ${id}`,
      amount: '578.00',
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-09',
      receivedDate: '2026-01-11',
      threeWayMatchStatus: 'matched',
      status: 'pending',
      ...over,
    },
    [
      {
        description: 'Thunderbolt Dock WD22TB4',
        quantity: '2',
        unitPrice: '289.00',
        glCode: '4000-002',
        total: '578.00',
      },
    ],
  );
};
/**
 * Services seating raised from the employee's request, edited above the tolerance to three lines of
 * 36,480.00: the manager and finance approved it; it awaits Legal Review, then procurement's Final Approval.
 */
async function seatingAwaitingLegal() {
  const req = await createRequisition(t, {
    requestorId: team.employee.id,
    department: team.department,
    itemType: 'services',
    status: 'approved',
  });
  const po = await createPurchaseOrder(t, {
    vendorId: vendor.id,
    department: team.department,
    requisitionId: req.id,
    status: 'pending',
    description: 'Ergonomic seating and sit-to-stand desks for the office expansion',
    lines: [{ description: 'Sayl Chair', quantity: 10, unitPrice: '695.00', glCode: '4000-002' }],
  });
  await edit(po, [
    { description: 'Sayl Chair', quantity: 24, unitPrice: 695, glCode: '4000-002' },
    { description: 'Renew Sit-to-Stand Desk', quantity: 12, unitPrice: 1450, glCode: '4000-002' },
    { description: 'Delivery and installation crew', quantity: 3, unitPrice: 800, glCode: '4000-002' },
  ]);
  // 36,480.00 is over the managers' $10K approval limit: the Manager Review is the director's (issue 14).
  await approveInTurn(t, po.id, [team.director, team.finance]);
  return po;
}
/** A pending PO of the department sent back through approval (an edit above the tolerance). */
const poInReapproval = async () => {
  const po = await createPurchaseOrder(t, {
    vendorId: vendor.id,
    department: team.department,
    status: 'pending',
    lines: [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }],
  });
  await edit(po, [{ description: 'Switch', quantity: 1, unitPrice: 3000, glCode: '4000-002' }]);
  return po;
};

describe('GET /api/review-queue', () => {
  beforeAll(async () => {
    await invoice('inv-rq-1');
    await invoice('inv-rq-2', { amount: '1200.00', dueDate: '2026-01-20' });
    await invoice('inv-rq-unmatched', { threeWayMatchStatus: 'pending' });
    await invoice('inv-rq-approved', { status: 'approved' });
  });

  it('gives legal the PO step awaiting them, as a review item with its lines', async () => {
    const { rows, total } = await queue(team.legal);
    expect(total).toBe(1);
    expect(rows).toHaveLength(1);
    const item = rows[0];
    expect(item).toMatchObject({
      id: seating.id,
      type: 'po',
      title: `Purchase Order ${seating.poNumber}`,
      reference: seating.poNumber,
      amount: '36480.00',
      vendor: 'Seating Works',
      status: 'pending_review',
      stage: 'Legal Review',
      description: 'Ergonomic seating and sit-to-stand desks for the office expansion',
    });
    expect(item!.items).toEqual([
      { description: 'Sayl Chair', quantity: 24, unitPrice: '695.00', total: '16680.00' },
      {
        description: 'Renew Sit-to-Stand Desk',
        quantity: 12,
        unitPrice: '1450.00',
        total: '17400.00',
      },
      { description: 'Delivery and installation crew', quantity: 3, unitPrice: '800.00', total: '2400.00' },
    ]);
    expect(item!.stepId).toEqual(expect.any(String));
  });

  it('gives finance the pending, 3-way matched invoices (not unmatched or approved ones)', async () => {
    const { rows } = await queue(team.finance, '&type=invoice');
    expect(rows.map((r) => r.id).sort()).toEqual(['inv-rq-1', 'inv-rq-2']);
    expect(rows.find((r) => r.id === 'inv-rq-2')).toMatchObject({
      type: 'invoice',
      title: 'Invoice INV-inv-rq-2',
      amount: '1200.00',
      vendor: 'Seating Works',
      dueDate: '2026-01-20',
      status: 'pending_review',
      items: [{ description: 'Thunderbolt Dock WD22TB4', quantity: 2, unitPrice: '289.00', total: '578.00' }],
    });
    const sorted = (await queue(team.finance, '&type=invoice&sort=-amount')).rows.map((r) => r.amount);
    expect(sorted).toEqual(['1200.00', '578.00']);
    expect((await queue(team.finance, '&q=rq-2')).rows.map((r) => r.id)).toEqual(['inv-rq-2']);
    const page = await t.request({
      method: 'GET',
      url: '/api/review-queue?type=invoice&limit=1&offset=1&sort=-amount',
      as: team.finance,
    });
    expect(page.json().map((r: Item) => r.id)).toEqual(['inv-rq-1']);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('shows nothing to a user with nothing to review, and invoices only to AP finance, in their scope', async () => {
    expect(await queue(team.employee)).toEqual({ rows: [], total: 0 });
    expect((await queue(team.procurement)).rows.some((r) => r.type === 'invoice')).toBe(false);
    // The Finance department is AP finance too, within its department's scope (a Finance PO's invoice).
    const financePo = await createPurchaseOrder(t, {
      vendorId: vendor.id,
      department: 'Finance',
      status: 'in-progress',
    });
    await invoice('inv-rq-finance', { poId: financePo.id });
    const financeManager = await createUser(t, { role: 'manager', department: 'Finance' });
    const theirs = (await queue(financeManager)).rows.filter((r) => r.type === 'invoice').map((r) => r.id);
    expect(theirs).toEqual(['inv-rq-finance']);
    const bad = await t.request({ method: 'GET', url: '/api/review-queue?type=contract', as: team.finance });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/review-queue?sort=secret', as: team.finance })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/review-queue/{type}/{id}/approve|reject', () => {
  it('approves a PO item through the step the user saw; it leaves the queue; repeating it is a 409', async () => {
    const id = seating.id;
    const seen = (await queue(team.legal)).rows.find((r) => r.id === id)!;
    const stepId = seen.stepId as string;
    const missing = await decide('po', id, 'approve', team.legal, { comment: 'Terms are fine' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ stepId: 'The approval step under review is required' });
    expect((await decide('po', id, 'approve', team.legal, { stepId: 7 })).statusCode).toBe(400);

    const res = await decide('po', id, 'approve', team.legal, { comment: 'Terms are fine', stepId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, type: 'po', decision: 'approved', status: 'pending' });
    expect((await queue(team.legal)).rows.some((r) => r.id === id)).toBe(false);
    const final = (await queue(team.procurement)).rows.find((r) => r.id === id)!;
    expect(final).toMatchObject({ stage: 'Final Approval' });
    expect(final.stepId).not.toBe(stepId);
    // A second try (a double click) names the step already decided: 409, and the next step is untouched.
    const again = await decide('po', id, 'approve', team.legal, { stepId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item is no longer pending review');
    const stale = await decide('po', id, 'approve', team.procurement, { stepId });
    expect(stale.statusCode).toBe(409);
    // A PO the user cannot see is not found, whatever the step (unseen = missing).
    const outsider = await createUser(t, { role: 'end_user', department: team.department });
    expect((await decide('po', id, 'approve', outsider, { stepId: final.stepId })).statusCode).toBe(404);
    const last = await decide('po', seating.poNumber, 'approve', team.procurement, { stepId: final.stepId });
    expect(last.json()).toMatchObject({ decision: 'approved', status: 'approved' });
    expect((await decide('po', id, 'approve', team.procurement, { stepId: final.stepId })).statusCode).toBe(
      409,
    );
    expect(
      (await decide('po', 'po-nope', 'approve', team.procurement, { stepId: final.stepId })).statusCode,
    ).toBe(404);
  });

  it('rejecting a PO item needs a comment, then rejects the PO', async () => {
    const po = await poInReapproval();
    const { stepId } = (await queue(team.manager)).rows.find((r) => r.id === po.id)!;
    const none = await decide('po', po.id, 'reject', team.manager, { stepId });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ comment: 'A comment is required to reject' });
    const res = await decide('po', po.id, 'reject', team.manager, {
      comment: 'Buy the cheaper model',
      stepId,
    });
    expect(res.json()).toEqual({ id: po.id, type: 'po', decision: 'rejected', status: 'rejected' });
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(row!.status).toBe('rejected');
  });

  it('approves and rejects invoices through the invoice state machine, with an audit entry', async () => {
    // An invoice has no approval step: a stepId is ignored.
    const approve = await decide('invoice', 'inv-rq-1', 'approve', team.finance, {
      comment: 'Matched to receipt',
      stepId: 'not-a-step',
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({
      id: 'inv-rq-1',
      type: 'invoice',
      decision: 'approved',
      status: 'approved',
    });
    expect((await decide('invoice', 'inv-rq-1', 'approve', team.finance)).statusCode).toBe(409);
    expect((await decide('invoice', 'inv-rq-unmatched', 'approve', team.finance)).statusCode).toBe(409);
    const noComment = await decide('invoice', 'inv-rq-2', 'reject', team.finance);
    expect(noComment.statusCode).toBe(400);
    expect((await decide('invoice', 'inv-rq-2', 'reject', team.employee, { comment: 'x' })).statusCode).toBe(
      403,
    );
    const reject = await decide('invoice', 'inv-rq-2', 'reject', team.finance, {
      comment: 'Duplicate of INV-77',
    });
    expect(reject.json()).toMatchObject({ decision: 'rejected', status: 'rejected' });
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.id, 'inv-rq-2'));
    expect(rows[0]!.status).toBe('rejected');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'inv-rq-2'), eq(auditLog.action, 'invoice.review_reject')));
    expect(audit!.details).toMatchObject({ comment: 'Duplicate of INV-77', to: { status: 'rejected' } });
    expect((await decide('invoice', 'inv-nope', 'approve', team.finance)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/review-queue/contract/x/approve', as: team.finance }))
        .statusCode,
    ).toBe(400);
    expect((await queue(team.finance)).rows.map((r) => r.id)).not.toContain('inv-rq-1');
  });
});
