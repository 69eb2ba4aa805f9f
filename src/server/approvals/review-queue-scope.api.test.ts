import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { createUser, type User } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { chainOf, createWorkflowTemplate } from '../test/factories/approvals';

/**
 * The review queue lists only what the user can act on, one server page at a time. A workflow
 * template of a department of its own has two manager steps, so the same manager holds two
 * consecutive steps of one chain (as procurement may hold an escalated Manager Review and the Final
 * Approval); the department's two managers' queues hold only the POs made here.
 */
let t: TestApp;
let department: string;
let first: User;
let second: User;
let procurement: User;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  department = uniqueDepartment();
  await createWorkflowTemplate(t, {
    departments: [department],
    steps: [
      { name: 'Manager Review', roleId: 'manager' },
      { name: 'Manager Sign-off', roleId: 'manager' },
    ],
  });
  first = await createUser(t, { role: 'manager', department });
  second = await createUser(t, { role: 'manager', department });
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  vendorId = (await createVendor(t)).id;
});
afterAll(() => t.close());

type Item = { id: string; type: string; stage: string; stepId: string };
const queue = async (as: User, query = 'limit=500') => {
  const res = await t.request({ method: 'GET', url: `/api/review-queue?type=po&${query}`, as });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: Number(res.headers['x-total-count']) };
};
const itemOf = async (as: User, id: string) => (await queue(as)).rows.find((r) => r.id === id);
const decide = (id: string, as: User, stepId: string) =>
  t.request({ method: 'POST', url: `/api/review-queue/po/${id}/approve`, as, payload: { stepId } });
const poStatus = async (id: string) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!.status;

/** A pending PO of the department sent back through approval by an edit above the tolerance (2000 → 3000). */
async function rndPoInReapproval(): Promise<string> {
  const po = await createPurchaseOrder(t, {
    vendorId,
    department,
    status: 'pending',
    lines: [{ description: 'Scope', quantity: 1, unitPrice: '2000.00' }],
  });
  const res = await t.request({
    method: 'PATCH',
    url: `/api/purchase-orders/${po.id}`,
    as: procurement,
    payload: { lines: [{ description: 'Scope', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
  });
  expect(res.json()).toMatchObject({ reapproval: true, currentStep: 'Manager Review' });
  return po.id;
}

describe('review queue: one user holding consecutive steps of a chain', () => {
  it('lists and decides each step in turn; a repeated or stale decision is a 409', async () => {
    const id = await rndPoInReapproval();
    const review = await itemOf(first, id);
    expect(review).toMatchObject({ stage: 'Manager Review', stepId: expect.any(String) });

    // A double click: the same step twice at once. One decision wins; the other does not reach the
    // next step (which awaits this manager too) but answers 409.
    const clicks = await Promise.all([decide(id, first, review!.stepId), decide(id, first, review!.stepId)]);
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(clicks.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      decision: 'approved',
      status: 'pending',
    });
    expect(clicks.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This item is no longer pending review',
    );
    const { steps } = await chainOf(t, id);
    expect(steps.map((s) => s.status)).toEqual(['completed', 'pending']);

    // The second step awaits the manager role again: the manager who acted on the first sees it too.
    const signOff = await itemOf(first, id);
    expect(signOff).toMatchObject({ stage: 'Manager Sign-off', stepId: steps[1]!.id });
    expect((await itemOf(second, id))?.stepId).toBe(steps[1]!.id);
    const mine = await queue(first);
    expect(mine.total).toBe(1);
    expect(mine.rows.map((r) => r.id)).toEqual([id]);

    // The step first seen is stale now.
    const stale = await decide(id, first, review!.stepId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This item is no longer pending review');
    expect(await poStatus(id)).toBe('pending');

    const last = await decide(id, first, signOff!.stepId);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ decision: 'approved', status: 'approved' });
    expect(await poStatus(id)).toBe('approved');
    const after = await chainOf(t, id);
    expect(after.steps.map((s) => [s.status, s.actedBy])).toEqual([
      ['completed', first.id],
      ['completed', first.id],
    ]);
    expect(await itemOf(first, id)).toBeUndefined();
    expect(await itemOf(second, id)).toBeUndefined();
    expect((await decide(id, second, signOff!.stepId)).statusCode).toBe(409);
  });

  it('answers 409 for a pending step of another PO named under this PO', async () => {
    const [one, other] = [await rndPoInReapproval(), await rndPoInReapproval()];
    const otherStep = (await itemOf(first, other))!.stepId;
    expect((await decide(one, first, otherStep)).statusCode).toBe(409);
    expect(await poStatus(one)).toBe('pending');
    expect(await poStatus(other)).toBe('pending');
    expect((await itemOf(first, other))?.stepId).toBe(otherStep);
  });
});

describe('GET /api/review-queue: paging', () => {
  it('pages in SQL: limit and offset, with X-Total-Count of all matching items', async () => {
    const ids = [await rndPoInReapproval(), await rndPoInReapproval(), await rndPoInReapproval()];
    const all = await queue(second, 'limit=500&sort=submittedAt');
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    // The two POs of the test before are still waiting too.
    expect(all.total).toBe(5);
    expect(all.rows).toHaveLength(5);
    const page1 = await queue(second, 'limit=2&offset=0&sort=submittedAt');
    const page2 = await queue(second, `limit=2&offset=2&sort=submittedAt`);
    expect(page1.rows).toHaveLength(2);
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect([...page1.rows, ...page2.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
    const bad = await t.request({ method: 'GET', url: '/api/review-queue?limit=0', as: second });
    expect(bad.statusCode).toBe(400);
  });
});
