import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulateResult } from '@shared/admin/workflows';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam, createUser, type Team, type User } from '../test/factories/users';
import { chainOf, createDelegation, createWorkflowTemplate } from '../test/factories/approvals';
import { addDays, isoDate } from '@shared/format';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { uniqueDepartment } from '../test/factories/unique';
import { routingFacts, UNTEMPLATED_ROLES } from './routing-facts';

/**
 * Routing reads as possible approvers only the users who could take a step — the untemplated roles'
 * holders, the roles and users the active templates name, a simulated draft's — not every requester
 * of the company; and a chain routes to each of those as before.
 */
let t: TestApp;
let team: Team;
let bystander: User, stepRoleHolder: User, namedInTemplate: User, namedInDraft: User;
const stepDepartment = uniqueDepartment();

const holderIds = async () => new Set((await routingFacts(t.database.db)).holders.map((h) => h.id));

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  bystander = await createUser(t, { role: 'end_user', department: team.department });
  stepRoleHolder = await createUser(t, { role: 'end_user', department: stepDepartment });
  namedInTemplate = await createUser(t, { role: 'end_user', department: 'IT' });
  namedInDraft = await createUser(t, { role: 'admin', department: 'HR' });
});
afterAll(() => t.close());

describe('routing facts: the possible approvers', () => {
  it('are the holders of the untemplated roles, not the requesters', async () => {
    expect(UNTEMPLATED_ROLES).toEqual(
      expect.arrayContaining(['manager', 'director', 'finance', 'legal', 'procurement_sme']),
    );
    expect(UNTEMPLATED_ROLES).not.toContain('end_user');
    const ids = await holderIds();
    for (const approver of [team.manager, team.director, team.procurement, team.finance, team.legal])
      expect(ids.has(approver.id), approver.roleId).toBe(true);
    for (const nonApprover of [team.employee, bystander, stepRoleHolder, namedInTemplate, namedInDraft])
      expect(ids.has(nonApprover.id), nonApprover.roleId).toBe(false);
  });

  it("read today's delegations of possible approvers only", async () => {
    const today = new Date();
    const running = { startsOn: isoDate(addDays(today, -1)), endsOn: isoDate(addDays(today, 2)) };
    await createDelegation(t, { userId: team.manager.id, delegateId: team.director.id, ...running });
    await createDelegation(t, { userId: bystander.id, delegateId: team.employee.id, ...running });
    const { delegations } = await routingFacts(t.database.db);
    expect(delegations.map((d) => [d.userId, d.delegateId])).toEqual([[team.manager.id, team.director.id]]);
  });

  it('include the holders of a role an active template names, and the user a step names', async () => {
    const template = await createWorkflowTemplate(t, {
      departments: [stepDepartment],
      steps: [
        { name: 'Peer Review', roleId: 'end_user' },
        { name: 'Named Review', roleId: 'end_user', approver: 'user', userId: namedInTemplate.id },
      ],
    });
    const ids = await holderIds();
    expect(ids.has(stepRoleHolder.id)).toBe(true);
    expect(ids.has(namedInTemplate.id)).toBe(true);

    // A request of that department routes to them, not escalated past them as unheld.
    const requester = await createUser(t, { role: 'end_user', department: stepDepartment });
    const created = await submitRequest(
      t,
      requester,
      requestForm({
        department: stepDepartment,
        lines: [{ description: 'Peer-reviewed chair', quantity: 1, unitPrice: 4000 }],
      }),
    );
    const { request, steps } = await chainOf(t, created.id);
    expect(request?.workflowTemplateId).toBe(template.id);
    expect(steps.map((s) => [s.name, s.approverRoleId, s.approverDepartment, s.approverUserId])).toEqual([
      ['Peer Review', 'end_user', stepDepartment, null],
      ['Named Review', 'end_user', null, namedInTemplate.id],
    ]);
  });

  it("include a simulated draft's named user, of a role no active template names", async () => {
    expect((await holderIds()).has(namedInDraft.id)).toBe(false);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/workflows/simulate',
      as: team.admin,
      payload: {
        requesterId: team.employee.id,
        amount: 3000,
        draft: {
          name: 'Named draft',
          departments: [team.department],
          priority: 999,
          steps: [{ name: 'Draft Review', approver: 'user', roleId: 'admin', userId: namedInDraft.id }],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sim = res.json<SimulateResult>();
    expect(sim.steps.map((s) => [s.name, s.roleId, s.approverUserId, s.routedFrom ?? null])).toEqual([
      ['Draft Review', 'admin', namedInDraft.id, null],
    ]);
    expect(sim.steps[0]!.approvers.map((a) => a.id)).toEqual([namedInDraft.id]);
  });
});
