import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@shared/departments';
import { ITEM_TYPE_VALUES } from '@shared/requisitions/constants';
import type { SimulateResult, WorkflowInput } from '@shared/admin/workflows';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam, createUser, type Team, type User } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { chainOf } from '../test/factories/approvals';

/**
 * The simulator answers what a real submit then does: for every department × amounts around each
 * threshold, approval limit and template bound × item type, POST /api/admin/workflows/simulate, then
 * submit the same request through the API and compare the chain written (steps, roles, departments,
 * the template that routed it, approved at once or not).
 *
 * People: IT has a manager (who is also IT's requester: self-approval exclusion) and a director, HR a
 * director only, Marketing a manager only; the team's own department every role; the others nobody
 * but the requester (escalation to procurement and finance, whose approval limits differ).
 */
let t: TestApp;
let team: Team;
const requesters: Record<string, User> = {};

const AMOUNTS = [999, 1001, 4999, 5001, 9999, 10001, 24999, 25001, 49999, 50001, 99999, 100001];

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  const itManager = await createUser(t, { role: 'manager', department: 'IT' });
  await createUser(t, { role: 'director', department: 'IT' });
  await createUser(t, { role: 'director', department: 'HR' });
  await createUser(t, { role: 'manager', department: 'Marketing' });
  for (const d of DEPARTMENTS)
    requesters[d] = d === 'IT' ? itManager : await createUser(t, { role: 'end_user', department: d });
  requesters[team.department] = team.employee;
  const templates: WorkflowInput[] = [
    {
      name: 'Standard',
      status: 'Active',
      departments: ['All'],
      steps: [
        { name: 'Manager Review', approver: 'department_manager' },
        { name: 'Finance Approval', roleId: 'finance', minThreshold: 'managerApprovalThreshold' },
        { name: 'Legal Review', roleId: 'legal', itemTypes: ['services', 'mixed'] },
        { name: 'Final Approval', roleId: 'director', minThreshold: 'executiveApprovalThreshold' },
      ],
    },
    {
      name: 'Marketing large',
      status: 'Active',
      departments: ['Marketing'],
      priority: 10,
      conditions: { minAmount: 5000 },
      steps: [
        { name: 'Manager Review', approver: 'department_manager' },
        { name: 'Finance Approval', roleId: 'finance' },
        { name: 'Final Approval', roleId: 'manager', skipIfSameApprover: true },
      ],
    },
    {
      name: 'IT services',
      status: 'Active',
      departments: ['IT'],
      conditions: { itemTypes: ['services'] },
      steps: [
        { name: 'Legal Review', roleId: 'legal' },
        { name: 'Manager Review', roleId: 'manager' },
        { name: 'Final Approval', roleId: 'procurement_sme', minThreshold: 'financeApprovalThreshold' },
      ],
    },
    {
      name: 'HR named',
      status: 'Active',
      departments: ['HR', team.department],
      steps: [
        { name: 'Manager Review', roleId: 'manager' },
        { name: 'Final Approval', approver: 'user', userId: team.finance.id, minAmount: 20000 },
      ],
    },
  ];
  for (const payload of templates) {
    const res = await t.request({ method: 'POST', url: '/api/admin/workflows', payload, as: team.admin });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('simulator vs submit', () => {
  it('answers exactly the chain a real submit writes, for every department × amount × item type', async () => {
    const departments = [...DEPARTMENTS, team.department];
    const cases = departments.flatMap((department) =>
      AMOUNTS.flatMap((amount) => ITEM_TYPE_VALUES.map((itemType) => ({ department, amount, itemType }))),
    );
    expect(cases).toHaveLength(9 * 12 * 3);
    const mismatches: string[] = [];
    let routedByTemplate = 0;
    let escalated = 0;
    for (const c of cases) {
      const requester = requesters[c.department]!;
      const sim = await t.request({
        method: 'POST',
        url: '/api/admin/workflows/simulate',
        payload: {
          requesterId: requester.id,
          department: c.department,
          itemType: c.itemType,
          amount: c.amount,
          glCodes: ['4000-002'],
        },
        as: team.admin,
      });
      expect(sim.statusCode, sim.body).toBe(200);
      const simulated = sim.json<SimulateResult>();
      const created = await submitRequest(
        t,
        requester,
        requestForm(
          {
            department: c.department,
            lines: [{ description: `Case ${c.amount}`, quantity: 1, unitPrice: c.amount }],
          },
          { itemType: c.itemType },
        ),
      );
      const { request, steps } = await chainOf(t, created.id);
      const got = {
        autoApproved: created.status === 'approved',
        template: request?.workflowTemplateId ?? null,
        steps: steps.map((s) => [s.name, s.approverRoleId, s.approverDepartment, s.approverUserId]),
      };
      const want = {
        autoApproved: simulated.autoApproved,
        template: simulated.matched?.id ?? null,
        steps: simulated.steps.map((s) => [s.name, s.roleId, s.approverDepartment, s.approverUserId]),
      };
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(
          `${c.department} ${c.amount} ${c.itemType}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`,
        );
      if (simulated.matched) routedByTemplate += 1;
      escalated += simulated.steps.filter((s) => s.routedFrom).length;
    }
    expect(mismatches).toEqual([]);
    // The table exercises the templates and the escalation (limits, unheld roles, self-exclusion).
    expect(routedByTemplate).toBeGreaterThan(100);
    expect(escalated).toBeGreaterThan(50);
    console.info(`simulator vs submit: ${cases.length} cases, ${mismatches.length} mismatches`);
  }, 600_000);
});
