import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { workflowTemplates } from '../db/schema/admin';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { insertLoginUser, insertPo } from './test-fixtures';

/**
 * The review queue lists only what the user can act on, one server page at a time. A workflow
 * template for R&D (inserted here) has two manager steps, so the same R&D manager would meet the same
 * chain twice; R&D has no demo manager, so the R&D managers' queues hold only the POs made here.
 * Demo facts used: user-001 (procurement, edits POs), vendor-002.
 */
let t: TestApp;
let first: string; // R&D manager
let second: string; // another R&D manager
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(workflowTemplates).values({
    id: 'wf-test-rnd',
    name: 'R&D double sign-off',
    steps: [
      { name: 'Manager Review', roleId: 'manager' },
      { name: 'Manager Sign-off', roleId: 'manager' },
    ],
    departments: ['R&D'],
    status: 'Active',
  });
  first = (await insertLoginUser(t, { role: 'manager', department: 'R&D' })).email;
  second = (await insertLoginUser(t, { role: 'manager', department: 'R&D' })).email;
});
afterAll(() => t.close());

type Item = { id: string; type: string; stage: string };
const queue = async (as: string, query = 'limit=500') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/review-queue?type=po&${query}`,
    as: as as 'manager',
  });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: Number(res.headers['x-total-count']) };
};
const decide = (id: string, as: string) =>
  t.request({ method: 'POST', url: `/api/review-queue/po/${id}/approve`, as: as as 'manager', payload: {} });

/** An R&D PO sent back through approval by an edit above the tolerance (2000 → 3000). */
async function rndPoInReapproval(): Promise<string> {
  const po = await insertPo(t, { department: 'R&D' }, [
    { description: 'Scope', quantity: 1, unitPrice: '2000.00' },
  ]);
  const res = await t.request({
    method: 'PATCH',
    url: `/api/purchase-orders/${po.id}`,
    as: 'procurement',
    payload: { lines: [{ description: 'Scope', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
  });
  expect(res.json()).toMatchObject({ reapproval: true, currentStep: 'Manager Review' });
  return po.id;
}

describe('GET /api/review-queue: only items the user can act on', () => {
  it('leaves out a later step of a chain the user already acted on; another approver still sees it', async () => {
    const id = await rndPoInReapproval();
    expect((await queue(first)).rows.find((r) => r.id === id)).toMatchObject({ stage: 'Manager Review' });
    expect((await decide(id, first)).json()).toMatchObject({ decision: 'approved', status: 'pending' });

    // The second step awaits the manager role again, but this manager already acted on the chain.
    const mine = await queue(first);
    expect(mine.rows.map((r) => r.id)).not.toContain(id);
    expect(mine.total).toBe(mine.rows.length);
    const refused = await decide(id, first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This item is no longer pending review');

    expect((await queue(second)).rows.find((r) => r.id === id)).toMatchObject({ stage: 'Manager Sign-off' });
    expect((await decide(id, second)).json()).toMatchObject({ decision: 'approved', status: 'approved' });
    const [po] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(po!.status).toBe('approved');
    expect((await queue(second)).rows.map((r) => r.id)).not.toContain(id);
  });

  it('pages in SQL: limit and offset, with X-Total-Count of all matching items', async () => {
    const ids = [await rndPoInReapproval(), await rndPoInReapproval(), await rndPoInReapproval()];
    const all = await queue(second, 'limit=500&sort=submittedAt');
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    expect(all.total).toBe(all.rows.length);
    const page1 = await queue(second, 'limit=2&offset=0&sort=submittedAt');
    const page2 = await queue(second, `limit=2&offset=2&sort=submittedAt`);
    expect(page1.rows).toHaveLength(2);
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect([...page1.rows, ...page2.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
    const bad = await t.request({ method: 'GET', url: '/api/review-queue?limit=0', as: second as 'manager' });
    expect(bad.statusCode).toBe(400);
  });
});
