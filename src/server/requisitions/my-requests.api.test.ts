import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { requisitions } from '../db/schema/requisitions';
import { requestForm, submitRequest } from '../approvals/test-fixtures';

/**
 * Demo facts used: Emily Davis (user-003, IT end user) has six pending requests (REQ-001, 002, 003,
 * 005, 006, 008), two approved (009, 012), one returned (014) and two drafts (015, 016).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getJson = async (url: string, as: DemoUser) => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const monthStart = () => {
  const now = new Date();
  return [new Date(now.getFullYear(), now.getMonth(), 1), new Date(now.getFullYear(), now.getMonth() + 1, 1)];
};
const count = async (where: ReturnType<typeof and>) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requisitions)
      .where(where)
  )[0]!.n;

describe('GET /api/requisitions/mine/summary', () => {
  it("gives the demo employee's counts", async () => {
    expect(await getJson('/api/requisitions/mine/summary', 'employee')).toEqual({
      waitingApproval: 6,
      approved: 2,
      needUpdates: 1,
      drafts: 2,
    });
  });

  it('counts only the signed-in user’s own requests, and follows drafts, submits and approvals', async () => {
    const before = await getJson('/api/requisitions/mine/summary', 'manager');
    await submitRequest(
      t,
      requestForm([{ description: 'Lamp', quantity: 1, unitPrice: 40 }], { status: 'draft' }),
      'manager',
    );
    await submitRequest(t, requestForm([{ description: 'Screen', quantity: 2, unitPrice: 700 }]), 'manager');
    await submitRequest(t, requestForm([{ description: 'Cable', quantity: 1, unitPrice: 12 }]), 'manager');
    expect(await getJson('/api/requisitions/mine/summary', 'manager')).toEqual({
      waitingApproval: before.waitingApproval + 1,
      approved: before.approved + 1,
      needUpdates: before.needUpdates,
      drafts: before.drafts + 1,
    });
    expect((await getJson('/api/requisitions/mine/summary', 'employee')).drafts).toBe(2);
    expect(
      (await t.request({ method: 'GET', url: '/api/requisitions/mine/summary', as: null })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/requisitions/stats', () => {
  it('counts pending and this month’s submissions over the requests each user may see', async () => {
    const [start, end] = monthStart();
    const thisMonth = and(gte(requisitions.submittedDate, start!), lt(requisitions.submittedDate, end!));
    const own = eq(requisitions.requestorId, 'user-003');
    expect(await getJson('/api/requisitions/stats', 'employee')).toEqual({
      active: await count(and(own, eq(requisitions.status, 'pending'))),
      thisMonth: await count(and(own, thisMonth)),
    });
    const itScope = or(eq(requisitions.department, 'IT'), eq(requisitions.requestorId, 'user-004'));
    expect(await getJson('/api/requisitions/stats', 'manager')).toEqual({
      active: await count(and(itScope, eq(requisitions.status, 'pending'))),
      thisMonth: await count(and(itScope, thisMonth, ne(requisitions.status, 'draft'))),
    });
    const all = await getJson('/api/requisitions/stats', 'procurement');
    expect(all.active).toBe(await count(eq(requisitions.status, 'pending')));
    expect(all.active).toBeGreaterThanOrEqual(8);
  });

  it('goes up by one when a request is submitted', async () => {
    const before = await getJson('/api/requisitions/stats', 'procurement');
    await submitRequest(t, requestForm([{ description: 'Monitor arm', quantity: 5, unitPrice: 300 }]));
    expect(await getJson('/api/requisitions/stats', 'procurement')).toEqual({
      active: before.active + 1,
      thisMonth: before.thisMonth + 1,
    });
  });
});
