import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { requisitions } from '../db/schema/requisitions';
import { createUser, type Team } from '../test/factories/users';
import { createRequisition, requestForm, submitRequest, type Line } from '../test/factories/requisitions';

/** My Requests' counts and the requisition counters, over the requests this file makes. */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const getJson = async (url: string, as: Account) => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const submit = (as: Account, lines: Line[], over: Partial<RequisitionFormInput> = {}) =>
  submitRequest(t, as, requestForm({ department: team.department, lines }, over));
const lamp = [{ description: 'Lamp', quantity: 1, unitPrice: 40 }];
const screens = [{ description: 'Screen', quantity: 2, unitPrice: 700 }];

describe('GET /api/requisitions/mine/summary', () => {
  it('counts only the signed-in user’s own requests, and follows drafts, submits, approvals and returns', async () => {
    const empty = { waitingApproval: 0, approved: 0, needUpdates: 0, drafts: 0 };
    expect(await getJson('/api/requisitions/mine/summary', team.employee)).toEqual(empty);
    await submit(team.employee, lamp, { status: 'draft' });
    await submit(team.employee, screens);
    await submit(team.employee, screens);
    await submit(team.employee, lamp);
    await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'returned',
    });
    expect(await getJson('/api/requisitions/mine/summary', team.employee)).toEqual({
      waitingApproval: 2,
      approved: 1,
      needUpdates: 1,
      drafts: 1,
    });
    // Another user's requests of the same department do not count, even for their manager.
    expect(await getJson('/api/requisitions/mine/summary', team.manager)).toEqual(empty);
    await submit(team.manager, lamp, { status: 'draft' });
    expect((await getJson('/api/requisitions/mine/summary', team.manager)).drafts).toBe(1);
    expect((await getJson('/api/requisitions/mine/summary', team.employee)).drafts).toBe(1);
    expect(
      (await t.request({ method: 'GET', url: '/api/requisitions/mine/summary', as: null })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/requisitions/stats', () => {
  it('counts pending and this month’s submissions over the requests each user may see', async () => {
    // The summary test left: the employee's 2 pending, 1 approved, 1 draft, 1 returned (never
    // submitted) and the manager's draft.
    expect(await getJson('/api/requisitions/stats', team.employee)).toEqual({ active: 2, thisMonth: 3 });
    const outsider = await createUser(t, { role: 'end_user', department: 'HR' });
    await submit(outsider, screens, { department: 'HR' });
    // The manager sees the department's submitted requests, not the HR one.
    expect(await getJson('/api/requisitions/stats', team.manager)).toEqual({ active: 2, thisMonth: 3 });
    expect(await getJson('/api/requisitions/stats', team.procurement)).toEqual({ active: 3, thisMonth: 4 });
    // Submitted last month: pending, but not this month's.
    const old = await submit(team.employee, screens);
    const lastMonth = new Date();
    lastMonth.setDate(0);
    await t.database.db
      .update(requisitions)
      .set({ submittedDate: lastMonth })
      .where(eq(requisitions.id, old.id));
    expect(await getJson('/api/requisitions/stats', team.employee)).toEqual({ active: 3, thisMonth: 3 });
  });

  it('goes up by one when a request is submitted', async () => {
    const before = await getJson('/api/requisitions/stats', team.procurement);
    await submit(team.employee, [{ description: 'Monitor arm', quantity: 5, unitPrice: 300 }]);
    expect(await getJson('/api/requisitions/stats', team.procurement)).toEqual({
      active: before.active + 1,
      thisMonth: before.thisMonth + 1,
    });
  });
});
