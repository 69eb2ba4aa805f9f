import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import { approvalRequests } from '../db/schema/approvals';
import { auditLog, workflowTemplates } from '../db/schema/admin';
import { users } from '../db/schema/auth';
import { createTeam, createUser, type Team } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';
import { submitRequest } from '../test/factories/requisitions';
import { STEP, act, createWorkflowTemplate, pendingStep } from '../test/factories/approvals';

/**
 * The approval chain built at submit. The team's department (one manager, one director) has a
 * template like the demo's IT one (Manager Review; Finance Approval above the manager threshold;
 * Legal Review for services, mixed or blanket POs; procurement's Final Approval above the finance
 * threshold); every other department has the standard one (a director's Final Approval above the
 * executive threshold). The team's procurement specialist is the only one; neither Procurement nor
 * the `bare` department has a manager or director.
 */
let t: TestApp;
let team: Team;
const bare = uniqueDepartment();
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  await createWorkflowTemplate(t, {
    departments: [team.department],
    steps: [STEP.manager, STEP.finance, STEP.legal, STEP.procurementFinal],
  });
  await createWorkflowTemplate(t, {
    departments: ['All'],
    steps: [STEP.manager, STEP.finance, STEP.legal, STEP.directorFinal],
  });
});
afterAll(() => t.close());

const one = (amount: number, over: Partial<RequisitionFormInput> = {}): RequisitionFormInput => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: team.department,
  businessJustification: 'Replace failing equipment',
  dateNeededBy: '2030-01-15',
  urgencyLevel: 'medium',
  lineItems: [
    {
      description: `Item ${amount}`,
      generalLedgerCode: '4000-001',
      productNumber: 'SKU-1',
      quantity: 1,
      unitPrice: amount,
    },
  ],
  ...over,
});
const create = (payload: RequisitionFormInput, as: Account = team.employee) => submitRequest(t, as, payload);
type Step = { name: string; approverRole: string; department: string | null; status: string };
const workflowOf = async (id: string) =>
  (
    await t.request({ method: 'GET', url: `/api/requisitions/${id}/workflow`, as: team.procurement })
  ).json() as Step[];
const namesOf = async (payload: RequisitionFormInput, as?: Account) =>
  (await workflowOf((await create(payload, as)).id)).map((s) => s.name);
const routesOf = async (payload: RequisitionFormInput, as?: Account) =>
  (await workflowOf((await create(payload, as)).id)).map((s) => [s.name, s.approverRole, s.department]);
const setThreshold = (key: string, value: number) =>
  t.database.db.execute(
    sql`insert into settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );

describe('with the templates active, the settings thresholds decide the steps', () => {
  afterAll(async () => {
    await setThreshold('managerApprovalThreshold', 5000);
    await setThreshold('financeApprovalThreshold', 25000);
    await setThreshold('executiveApprovalThreshold', 100000);
  });

  it("the manager and finance thresholds move Finance Approval and Final Approval (the department's template)", async () => {
    expect(await namesOf(one(8000))).toEqual(['Manager Review', 'Finance Approval']);
    expect(await namesOf(one(30000))).toEqual(['Manager Review', 'Finance Approval', 'Final Approval']);
    await setThreshold('managerApprovalThreshold', 10000);
    expect(await namesOf(one(8000))).toEqual(['Manager Review']);
    await setThreshold('financeApprovalThreshold', 7000);
    expect(await namesOf(one(8000))).toEqual(['Manager Review', 'Final Approval']);
    await setThreshold('managerApprovalThreshold', 5000);
    await setThreshold('financeApprovalThreshold', 40000);
    expect(await namesOf(one(30000))).toEqual(['Manager Review', 'Finance Approval']);
  });

  it("the executive threshold moves the standard template's Final Approval (Procurement department)", async () => {
    const procurement = one(60000, { department: 'Procurement' });
    expect(await namesOf(procurement)).toEqual(['Manager Review', 'Finance Approval']);
    await setThreshold('executiveApprovalThreshold', 50000);
    expect(await namesOf(procurement)).toEqual(['Manager Review', 'Finance Approval', 'Final Approval']);
  });
});

describe('Legal Review for services and new agreements', () => {
  it('a blanket PO of goods gets Legal Review; a new purchase of goods does not', async () => {
    expect(await namesOf(one(2000, { requestType: 'blanket-po' }))).toEqual([
      'Manager Review',
      'Legal Review',
    ]);
    expect(await namesOf(one(2000))).toEqual(['Manager Review']);
    expect(await namesOf(one(2000, { itemType: 'services' }))).toEqual(['Manager Review', 'Legal Review']);
  });
});

describe('steps go to someone who can approve them', () => {
  it('a department without manager or director: Manager Review goes to procurement, who can approve it', async () => {
    const requester = await createUser(t, { role: 'end_user', department: bare });
    const { id } = await create(one(3000, { department: bare }), requester);
    expect((await workflowOf(id)).map((s) => [s.name, s.approverRole, s.department])).toEqual([
      ['Manager Review', 'procurement_sme', null],
    ]);
    const step = await pendingStep(t, id);
    expect((await act(t, step.id, 'approve', team.procurement)).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'requisition.submit')));
    expect(audit!.details).toMatchObject({
      routed: [
        { step: 'Manager Review', role: 'procurement_sme', department: null, escalatedFrom: 'manager' },
      ],
    });
  });

  it("an inactive manager does not count; the department's director comes before procurement", async () => {
    const dept = uniqueDepartment();
    const requester = await createUser(t, { role: 'end_user', department: dept });
    const manager = await createUser(t, { role: 'manager', department: dept, status: 'Inactive' });
    const routes = () => routesOf(one(3000, { department: dept }), requester);
    expect(await routes()).toEqual([['Manager Review', 'procurement_sme', null]]);
    await createUser(t, { role: 'director', department: dept });
    expect(await routes()).toEqual([['Manager Review', 'director', dept]]);
    await t.database.db.update(users).set({ status: 'Active' }).where(eq(users.id, manager.id));
    expect(await routes()).toEqual([['Manager Review', 'manager', dept]]);
  });

  it("the department's only manager's own request goes to its director, not to the manager", async () => {
    expect(await routesOf(one(3000), team.manager)).toEqual([
      ['Manager Review', 'director', team.department],
    ]);
    expect(await routesOf(one(3000))).toEqual([['Manager Review', 'manager', team.department]]);
  });

  it('the only procurement specialist’s own Procurement request goes to finance', async () => {
    expect(await routesOf(one(3000, { department: 'Procurement' }), team.procurement)).toEqual([
      ['Manager Review', 'finance', null],
    ]);
    expect(await routesOf(one(3000, { department: 'Procurement' }))).toEqual([
      ['Manager Review', 'procurement_sme', null],
    ]);
  });
});

describe('approval chain from the settings thresholds (no active template)', () => {
  let active: string[] = [];
  beforeAll(async () => {
    const rows = await t.database.db
      .update(workflowTemplates)
      .set({ status: 'Draft' })
      .where(eq(workflowTemplates.status, 'Active'))
      .returning({ id: workflowTemplates.id });
    active = rows.map((r) => r.id);
  });
  afterAll(async () => {
    if (active.length) {
      await t.database.db
        .update(workflowTemplates)
        .set({ status: 'Active' })
        .where(inArray(workflowTemplates.id, active));
    }
  });

  it.each([
    [5000, 'goods', 'new-purchase', ['Manager Review']],
    [5000.01, 'goods', 'new-purchase', ['Manager Review', 'Finance Approval']],
    [2000, 'services', 'new-purchase', ['Manager Review', 'Legal Review']],
    [3000, 'mixed', 'new-purchase', ['Manager Review', 'Legal Review']],
    [3000, 'goods', 'blanket-po', ['Manager Review', 'Legal Review']],
    [100000, 'goods', 'new-purchase', ['Manager Review', 'Finance Approval']],
    [
      100000.01,
      'mixed',
      'new-purchase',
      ['Manager Review', 'Finance Approval', 'Legal Review', 'Final Approval'],
    ],
  ])('%s of %s (%s) → %j', async (amount, itemType, requestType, expected) => {
    expect(await namesOf(one(amount, { itemType, requestType } as Partial<RequisitionFormInput>))).toEqual(
      expected,
    );
  });

  it('routes manager and director steps to the department, finance and legal to anyone with the role', async () => {
    const { id } = await create(one(9000, { itemType: 'services', urgencyLevel: 'critical' }));
    const steps = (await workflowOf(id)) as (Step & { approverRoleLabel: string })[];
    expect(steps.map((s) => [s.name, s.approverRoleLabel, s.department, s.status])).toEqual([
      ['Manager Review', 'Manager', team.department, 'pending'],
      ['Finance Approval', 'Finance Team', null, 'not_started'],
      ['Legal Review', 'Legal Team', null, 'not_started'],
    ]);
    // Above the managers' approval limit ($10K) the Manager Review escalates to the department's
    // director, as when no manager holds the role (issue 14: approval limits).
    const big = await create(one(150000, { itemType: 'services' }));
    const bigSteps = (await workflowOf(big.id)) as (Step & { approverRoleLabel: string })[];
    expect(bigSteps.map((s) => [s.name, s.approverRoleLabel, s.department, s.status])).toEqual([
      ['Manager Review', 'Department Director', team.department, 'pending'],
      ['Finance Approval', 'Finance Team', null, 'not_started'],
      ['Legal Review', 'Legal Team', null, 'not_started'],
      ['Final Approval', 'Department Director', team.department, 'not_started'],
    ]);
    const [request] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.subjectId, id));
    expect(request!.priority).toBe('High');
  });

  it('follows changed thresholds from the settings', async () => {
    await setThreshold('autoApproveThreshold', 2500);
    expect((await create(one(2400))).status).toBe('approved');
    await setThreshold('autoApproveThreshold', 1000);
    expect((await create(one(2400))).status).toBe('pending');
  });
});

describe('approval chain from an active workflow template', () => {
  it("uses the department's template, its steps filtered by minAmount and item types", async () => {
    const qaDept = uniqueDepartment();
    const requester = await createUser(t, { role: 'end_user', department: qaDept });
    await createUser(t, { role: 'manager', department: qaDept });
    await createWorkflowTemplate(t, {
      name: 'QA purchases',
      departments: [qaDept],
      steps: [
        { name: 'Manager Review', roleId: 'manager' },
        { name: 'Procurement Check', roleId: 'procurement_sme', minAmount: 2000 },
        { name: 'Legal Review', roleId: 'legal', itemTypes: ['services'] },
      ],
    });
    const qa = (amount: number, itemType: 'goods' | 'services') =>
      one(amount, { itemType, department: qaDept });
    expect(await namesOf(qa(1500, 'services'), requester)).toEqual(['Manager Review', 'Legal Review']);
    expect(await routesOf(qa(2500, 'goods'), requester)).toEqual([
      ['Manager Review', 'manager', qaDept],
      ['Procurement Check', 'procurement_sme', null],
    ]);
  });
});
