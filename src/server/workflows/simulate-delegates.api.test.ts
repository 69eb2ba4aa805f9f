import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '@shared/format';
import type { SimulateResult } from '@shared/admin/workflows';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, fullName, type User } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { createDelegation, createWorkflowTemplate } from '../test/factories/approvals';

/**
 * The policy simulator shows who stands in today for each step's approvers (issue 13): a department
 * manager's active delegation to the department's director lists the director under the Manager Review
 * step, on the manager's behalf, until the delegation's last day; a delegation that has ended or not
 * begun is not listed, nor a delegate who is the requester, nor one who takes the step themself.
 */
let t: TestApp;
let department: string;
let manager: User;
let director: User;
let requester: User;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  department = uniqueDepartment();
  await createWorkflowTemplate(t, {
    departments: [department],
    steps: [{ name: 'Manager Review', roleId: 'manager' }],
  });
  manager = await createUser(t, { role: 'manager', department });
  director = await createUser(t, { role: 'director', department });
  requester = await createUser(t, { role: 'end_user', department });
  admin = await createUser(t, { role: 'admin', department: 'IT' });
});
afterAll(() => t.close());

const day = (offset: number) => isoDate(addDays(new Date(), offset));
const delegate = (to: User, startsOn: string, endsOn: string) =>
  createDelegation(t, { userId: manager.id, delegateId: to.id, startsOn, endsOn });

/** The simulated Manager Review step of a 5,000 request by `by`. */
async function managerStep(by: User = requester) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/workflows/simulate',
    payload: { requesterId: by.id, amount: 5000 },
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const steps = res.json<SimulateResult>().steps;
  expect(steps.map((s) => s.name)).toEqual(['Manager Review']);
  expect(steps[0]!.approvers).toEqual([{ id: manager.id, name: fullName(manager) }]);
  return steps[0]!;
}

const standsIn = (until: string) => ({
  id: director.id,
  name: fullName(director),
  onBehalfOf: { id: manager.id, name: fullName(manager) },
  until,
});

describe('simulator: out-of-office delegates of the approvers', () => {
  it('lists the active delegate of the manager, on their behalf, until the last day', async () => {
    expect((await managerStep()).delegates).toEqual([]);
    await delegate(director, day(-3), day(7));
    expect((await managerStep()).delegates).toEqual([standsIn(day(7))]);
    // Inclusive dates: a delegation of today only runs today.
    await delegate(director, day(0), day(0));
    expect((await managerStep()).delegates).toEqual([standsIn(day(0))]);
  });

  it('does not list a delegation that has ended or not begun', async () => {
    await delegate(director, day(-10), day(-1));
    expect((await managerStep()).delegates).toEqual([]);
    await delegate(director, day(1), day(10));
    expect((await managerStep()).delegates).toEqual([]);
  });

  it('does not list the requester as a delegate', async () => {
    await delegate(director, day(-1), day(5));
    expect((await managerStep(requester)).delegates).toEqual([standsIn(day(5))]);
    expect((await managerStep(director)).delegates).toEqual([]);
  });

  it('does not list a delegate who takes the step themself', async () => {
    const other = await createUser(t, { role: 'manager', department });
    await delegate(other, day(-1), day(5));
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/workflows/simulate',
      payload: { requesterId: requester.id, amount: 5000 },
      as: admin,
    });
    const [step] = res.json<SimulateResult>().steps;
    expect(step!.approvers.map((a) => a.id).sort()).toEqual([manager.id, other.id].sort());
    expect(step!.delegates).toEqual([]);
  });
});
