import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Workflow, WorkflowInput } from '@shared/admin/workflows';
import type { Account, TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { act, chainOf, pendingStep } from '../test/factories/approvals';
import { auditLog } from '../db/schema/admin';

let t: TestApp;
let team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const post = (url: string, payload: unknown, as: Account = team.admin) =>
  t.request({ method: 'POST', url, payload: payload as object, as });
const create = async (payload: WorkflowInput) => {
  const res = await post('/api/admin/workflows', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Workflow>();
};
const submit = (
  amount: number,
  over: { itemType?: 'goods' | 'services' | 'mixed' } = {},
  as = team.employee,
) =>
  submitRequest(
    t,
    as,
    requestForm(
      {
        department: team.department,
        lines: [{ description: `Thing ${amount}`, quantity: 1, unitPrice: amount }],
      },
      over,
    ),
  );
const drop = (id: string) =>
  t.request({ method: 'DELETE', url: `/api/admin/workflows/${id}`, as: team.admin });
const stepsOf = async (id: string) =>
  (await chainOf(t, id)).steps.map((s) => [s.name, s.approverRoleId, s.approverDepartment, s.status]);

describe('workflow templates: CRUD and validation', () => {
  it('refuses bad templates with a message per field and writes nothing', async () => {
    const res = await post('/api/admin/workflows', {
      name: ' ',
      departments: ['Nowhere'],
      conditions: { minAmount: 5000, maxAmount: 100, glCodes: ['9999-999'] },
      steps: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: 'Name is required',
      steps: 'Add at least one step',
      'conditions.maxAmount': 'The minimum amount must not exceed the maximum',
      'conditions.glCodes': 'Unknown GL code: 9999-999',
      departments: 'Unknown department: Nowhere',
    });
    const bad = await post('/api/admin/workflows', {
      name: 'Bad steps',
      departments: ['All'],
      steps: [
        { name: 'A', roleId: 'astronaut' },
        { name: 'B', approver: 'user', userId: 'no-such-user' },
        { name: '', roleId: 'finance' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'steps.0.roleId': 'Unknown role',
      'steps.1.userId': 'Unknown or inactive user',
      'steps.2.name': 'Step name is required',
    });
    const list = await t.request({ method: 'GET', url: '/api/admin/workflows?q=Bad', as: team.admin });
    expect(list.json()).toEqual([]);
  });

  it('creates, reads, lists, activates, edits and deletes a template, each audited; only system_configuration changes', async () => {
    const made = await create({
      name: 'Lab equipment',
      departments: [team.department],
      conditions: { minAmount: 2000, maxAmount: 90000, itemTypes: ['goods'], glCodes: ['4000-002'] },
      priority: 3,
      steps: [
        { name: 'Manager Review', approver: 'department_manager' },
        { name: 'Final Approval', approver: 'user', userId: team.finance.id, skipIfSameApprover: true },
      ],
    });
    expect(made).toMatchObject({
      status: 'Draft',
      stepCount: 2,
      priority: 3,
      can: { edit: true, delete: true },
    });
    expect(made.steps[0]).toMatchObject({ approver: 'department_manager', roleId: 'manager' });
    expect(made.steps[1]).toMatchObject({ approver: 'user', roleId: 'finance', userId: team.finance.id });
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/workflows/${made.id}`,
      as: team.procurement,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<Workflow>().can).toEqual({ edit: false, delete: false });
    const list = await t.request({
      method: 'GET',
      url: '/api/admin/workflows?status=Draft',
      as: team.finance,
    });
    expect(list.json<Workflow[]>().map((w) => w.id)).toContain(made.id);

    expect(
      (await post('/api/admin/workflows', { name: 'x', departments: ['All'], steps: [] }, team.procurement))
        .statusCode,
    ).toBe(403);
    const patch = (payload: object, as: Account = team.admin) =>
      t.request({ method: 'PATCH', url: `/api/admin/workflows/${made.id}`, payload, as });
    expect((await patch({ status: 'Active' }, team.procurement)).statusCode).toBe(403);
    const activated = await patch({ status: 'Active' });
    expect(activated.json<Workflow>()).toMatchObject({
      status: 'Active',
      name: 'Lab equipment',
      stepCount: 2,
    });
    expect((await patch({ conditions: { minAmount: 10, maxAmount: 5 } })).statusCode).toBe(400);
    const listed = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/admin/workflows?${query}`, as: team.admin }))
        .json<Workflow[]>()
        .map((w) => w.id);
    expect(await listed('status=Active&q=Lab%20equip')).toEqual([made.id]);
    expect(await listed('status=Draft&q=Lab%20equip')).toEqual([]);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/workflows/${made.id}`,
      as: team.admin,
    });
    expect(removed.json()).toEqual({ id: made.id, deleted: true });
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/workflows/${made.id}`, as: team.admin })).statusCode,
    ).toBe(404);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'workflow-template'), eq(auditLog.entityId, made.id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'workflow.create',
      'workflow.delete',
      'workflow.update',
    ]);
  });
});

describe('routing by templates', () => {
  it('the highest-priority matching template wins; editing it never changes a chain already started', async () => {
    const low = await create({
      name: 'Low',
      status: 'Active',
      departments: [team.department],
      steps: [{ name: 'Legal Review', roleId: 'legal' }],
    });
    const high = await create({
      name: 'High',
      status: 'Active',
      departments: ['All'],
      priority: 50,
      conditions: { minAmount: 3000 },
      steps: [{ name: 'Finance Approval', roleId: 'finance' }],
    });
    const small = await submit(2000);
    const big = await submit(4000);
    expect(await stepsOf(small.id)).toEqual([['Legal Review', 'legal', null, 'pending']]);
    expect(await stepsOf(big.id)).toEqual([['Finance Approval', 'finance', null, 'pending']]);
    expect((await chainOf(t, big.id)).request?.workflowTemplateName).toBe('High');

    const edited = await t.request({
      method: 'PATCH',
      url: `/api/admin/workflows/${high.id}`,
      payload: {
        steps: [
          { name: 'Manager Review', approver: 'department_manager' },
          { name: 'Legal Review', roleId: 'legal' },
        ],
      },
      as: team.admin,
    });
    expect(edited.statusCode).toBe(200);
    expect(await stepsOf(big.id)).toEqual([['Finance Approval', 'finance', null, 'pending']]);
    expect(await stepsOf((await submit(4000)).id)).toEqual([
      ['Manager Review', 'manager', team.department, 'pending'],
      ['Legal Review', 'legal', null, 'not_started'],
    ]);
    for (const w of [low, high]) await drop(w.id);
  });

  it('approval limits: a step over the role limit escalates as when nobody holds the role', async () => {
    const w = await create({
      name: 'Limits',
      status: 'Active',
      departments: [team.department],
      steps: [
        { name: 'Manager Review', approver: 'department_manager' },
        { name: 'Procurement Review', roleId: 'procurement_sme' },
      ],
    });
    expect(await stepsOf((await submit(10000)).id)).toEqual([
      ['Manager Review', 'manager', team.department, 'pending'],
      ['Procurement Review', 'procurement_sme', null, 'not_started'],
    ]);
    // Over $10K the manager cannot take it (director of the department); over $50K neither can procurement (finance).
    expect(await stepsOf((await submit(10000.01)).id)).toEqual([
      ['Manager Review', 'director', team.department, 'pending'],
      ['Procurement Review', 'procurement_sme', null, 'not_started'],
    ]);
    expect(await stepsOf((await submit(50000.01)).id)).toEqual([
      ['Manager Review', 'director', team.department, 'pending'],
      ['Procurement Review', 'finance', null, 'not_started'],
    ]);
    await drop(w.id);
  });

  it('a named user takes their step alone; a step marked skip-if-same passes when its approver approved earlier', async () => {
    const w = await create({
      name: 'Named and skip',
      status: 'Active',
      departments: [team.department],
      steps: [
        { name: 'Finance Approval', approver: 'user', userId: team.ap.id },
        { name: 'Final Approval', roleId: 'finance', skipIfSameApprover: true },
      ],
    });
    const req = await submit(3000);
    const step = await pendingStep(t, req.id);
    expect(step.approverUserId).toBe(team.ap.id);
    expect((await act(t, step.id, 'approve', team.finance)).statusCode).toBe(403);
    expect((await act(t, step.id, 'approve', team.ap)).statusCode).toBe(200);
    const { request, steps } = await chainOf(t, req.id);
    expect(steps.map((s) => [s.name, s.status, s.actedBy])).toEqual([
      ['Finance Approval', 'completed', team.ap.id],
      ['Final Approval', 'completed', team.ap.id],
    ]);
    expect(request?.status).toBe('approved');
    await drop(w.id);
  });
});
