import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { insertLoginUser, insertPo } from './test-fixtures';

/**
 * Demo facts used: po-001 (PO-10001, Operations, pending re-approval: Legal Review awaiting legal,
 * then Final Approval by procurement; three lines, 36,480.00 with Herman Miller), the demo users, and
 * the active IT template (Manager Review; Finance Approval above 5000; Final Approval by procurement
 * above 25000), so a PO re-approval at 3,000 awaits only the IT manager. Invoices under test are
 * inserted here (vendor-002).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: string; type: string; [k: string]: unknown };
const queue = async (as: DemoUser | string, query = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/review-queue?limit=500${query}`,
    as: as as DemoUser,
  });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: Number(res.headers['x-total-count']) };
};
const decide = (
  type: string,
  id: string,
  action: 'approve' | 'reject',
  as: DemoUser | string,
  payload?: object,
) =>
  t.request({
    method: 'POST',
    url: `/api/review-queue/${type}/${id}/${action}`,
    as: as as DemoUser,
    payload,
  });
const invoice = async (id: string, over: Partial<typeof invoices.$inferInsert> = {}) => {
  await t.database.db.insert(invoices).values({
    id,
    invoiceNumber: `INV-${id}`,
    vendorId: 'vendor-002',
    poId: 'po-003',
    description: `Invoice ${id}`,
    amount: '578.00',
    invoiceDate: '2026-01-10',
    dueDate: '2026-02-09',
    receivedDate: '2026-01-11',
    threeWayMatchStatus: 'matched',
    status: 'pending',
    ...over,
  });
  await t.database.db.insert(invoiceLines).values({
    id: `${id}-l1`,
    invoiceId: id,
    lineNo: 1,
    description: 'Dell Thunderbolt Dock WD22TB4',
    quantity: '2',
    unitPrice: '289.00',
    glCode: '4000-002',
    total: '578.00',
  });
};
/** A pending IT PO sent back through approval (an edit above the tolerance). */
const poInReapproval = async () => {
  const po = await insertPo(t, {}, [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }]);
  const res = await t.request({
    method: 'PATCH',
    url: `/api/purchase-orders/${po.id}`,
    as: 'procurement',
    payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
  });
  expect(res.statusCode).toBe(200);
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
    const { rows, total } = await queue('legal');
    expect(total).toBe(rows.length);
    expect(rows.every((r) => r.type === 'po')).toBe(true);
    const item = rows.find((r) => r.id === 'po-001');
    expect(item).toMatchObject({
      type: 'po',
      title: 'Purchase Order PO-10001',
      reference: 'PO-10001',
      amount: '36480.00',
      vendor: 'Herman Miller',
      status: 'pending_review',
      stage: 'Legal Review',
      description: 'Ergonomic seating and sit-to-stand desks for the Austin office expansion',
    });
    expect(item!.items).toEqual([
      { description: 'Herman Miller Sayl Chair', quantity: 24, unitPrice: '695.00', total: '16680.00' },
      {
        description: 'Herman Miller Renew Sit-to-Stand Desk',
        quantity: 12,
        unitPrice: '1450.00',
        total: '17400.00',
      },
      { description: 'Delivery and installation crew', quantity: 3, unitPrice: '800.00', total: '2400.00' },
    ]);
    expect(item!.stepId).toEqual(expect.any(String));
  });

  it('gives finance the pending, 3-way matched invoices (not unmatched or approved ones)', async () => {
    const { rows } = await queue('finance', '&type=invoice');
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['inv-rq-1', 'inv-rq-2']));
    expect(ids).not.toContain('inv-rq-unmatched');
    expect(ids).not.toContain('inv-rq-approved');
    expect(rows.find((r) => r.id === 'inv-rq-2')).toMatchObject({
      type: 'invoice',
      title: 'Invoice INV-inv-rq-2',
      amount: '1200.00',
      vendor: 'Dell Technologies',
      dueDate: '2026-01-20',
      status: 'pending_review',
      items: [
        { description: 'Dell Thunderbolt Dock WD22TB4', quantity: 2, unitPrice: '289.00', total: '578.00' },
      ],
    });
    const sorted = (await queue('finance', '&type=invoice&sort=-amount')).rows.map((r) => Number(r.amount));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect((await queue('finance', '&q=rq-2')).rows.map((r) => r.id)).toEqual(['inv-rq-2']);
    const page = await t.request({
      method: 'GET',
      url: '/api/review-queue?type=invoice&limit=1&offset=1',
      as: 'finance',
    });
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('shows nothing to a user with nothing to review, and invoices only to AP finance, in their scope', async () => {
    expect(await queue('employee')).toEqual({ rows: [], total: 0 });
    expect((await queue('procurement')).rows.some((r) => r.type === 'invoice')).toBe(false);
    // The Finance department is AP finance too, within its department's scope (po-007 is Finance's).
    await invoice('inv-rq-finance', { poId: 'po-007' });
    const financeManager = await insertLoginUser(t, { role: 'manager', department: 'Finance' });
    const theirs = (await queue(financeManager.email)).rows
      .filter((r) => r.type === 'invoice')
      .map((r) => r.id);
    expect(theirs).toEqual(['inv-rq-finance']);
    const bad = await t.request({ method: 'GET', url: '/api/review-queue?type=contract', as: 'finance' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/review-queue?sort=secret', as: 'finance' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/review-queue/{type}/{id}/approve|reject', () => {
  it('approves a PO item through the step the user saw; it leaves the queue; repeating it is a 409', async () => {
    const seen = (await queue('legal')).rows.find((r) => r.id === 'po-001')!;
    const stepId = seen.stepId as string;
    const missing = await decide('po', 'po-001', 'approve', 'legal', { comment: 'Terms are fine' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ stepId: 'The approval step under review is required' });
    expect((await decide('po', 'po-001', 'approve', 'legal', { stepId: 7 })).statusCode).toBe(400);

    const res = await decide('po', 'po-001', 'approve', 'legal', { comment: 'Terms are fine', stepId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'po-001', type: 'po', decision: 'approved', status: 'pending' });
    expect((await queue('legal')).rows.some((r) => r.id === 'po-001')).toBe(false);
    const final = (await queue('procurement')).rows.find((r) => r.id === 'po-001')!;
    expect(final).toMatchObject({ stage: 'Final Approval' });
    expect(final.stepId).not.toBe(stepId);
    // A second try (a double click) names the step already decided: 409, and the next step is untouched.
    const again = await decide('po', 'po-001', 'approve', 'legal', { stepId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item is no longer pending review');
    const stale = await decide('po', 'po-001', 'approve', 'procurement', { stepId });
    expect(stale.statusCode).toBe(409);
    // A PO the user cannot see is not found, whatever the step (unseen = missing).
    expect((await decide('po', 'po-001', 'approve', 'employee', { stepId: final.stepId })).statusCode).toBe(
      404,
    );
    const last = await decide('po', 'PO-10001', 'approve', 'procurement', { stepId: final.stepId });
    expect(last.json()).toMatchObject({ decision: 'approved', status: 'approved' });
    expect(
      (await decide('po', 'po-001', 'approve', 'procurement', { stepId: final.stepId })).statusCode,
    ).toBe(409);
    expect(
      (await decide('po', 'po-nope', 'approve', 'procurement', { stepId: final.stepId })).statusCode,
    ).toBe(404);
  });

  it('rejecting a PO item needs a comment, then rejects the PO', async () => {
    const po = await poInReapproval();
    const { stepId } = (await queue('manager')).rows.find((r) => r.id === po.id)!;
    const none = await decide('po', po.id, 'reject', 'manager', { stepId });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ comment: 'A comment is required to reject' });
    const res = await decide('po', po.id, 'reject', 'manager', { comment: 'Buy the cheaper model', stepId });
    expect(res.json()).toEqual({ id: po.id, type: 'po', decision: 'rejected', status: 'rejected' });
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(row!.status).toBe('rejected');
  });

  it('approves and rejects invoices through the invoice state machine, with an audit entry', async () => {
    // An invoice has no approval step: a stepId is ignored.
    const approve = await decide('invoice', 'inv-rq-1', 'approve', 'finance', {
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
    expect((await decide('invoice', 'inv-rq-1', 'approve', 'finance')).statusCode).toBe(409);
    expect((await decide('invoice', 'inv-rq-unmatched', 'approve', 'finance')).statusCode).toBe(409);
    const noComment = await decide('invoice', 'inv-rq-2', 'reject', 'finance');
    expect(noComment.statusCode).toBe(400);
    expect((await decide('invoice', 'inv-rq-2', 'reject', 'employee', { comment: 'x' })).statusCode).toBe(
      403,
    );
    const reject = await decide('invoice', 'inv-rq-2', 'reject', 'finance', {
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
    expect((await decide('invoice', 'inv-nope', 'approve', 'finance')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/review-queue/contract/x/approve', as: 'finance' }))
        .statusCode,
    ).toBe(400);
    expect((await queue('finance')).rows.map((r) => r.id)).not.toContain('inv-rq-1');
  });
});
