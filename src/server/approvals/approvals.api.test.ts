import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { createUser, fullName, type Team } from '../test/factories/users';
import { createVendor, type Vendor } from '../test/factories/vendors';
import { createRequisition, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { STEP, createWorkflowTemplate } from '../test/factories/approvals';

/**
 * A department of its own (Manager Review, Finance Approval above 5,000), so the manager's queue and
 * summary hold exactly what this file submits; a legal user with no decisions for the history.
 */
let t: TestApp, team: Team;
let vendor: Vendor;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  vendor = await createVendor(t, { name: 'Docking Supplies Inc' });
  await createWorkflowTemplate(t, { departments: [team.department], steps: [STEP.manager, STEP.finance] });
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { id: string; type: string; amount: string; priority: string };
const queue = async (as: Account, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/approvals?limit=500${query}`, as });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: Number(res.headers['x-total-count']) };
};
const summary = async (as: Account) =>
  (await t.request({ method: 'GET', url: '/api/approvals/summary', as })).json();
const submit = async (payload: Partial<RequisitionFormInput>, url?: '/api/change-orders') =>
  submitRequest(
    t,
    team.employee,
    {
      requestType: 'new-purchase',
      itemType: 'goods',
      department: team.department,
      businessJustification: 'Broken docking stations',
      dateNeededBy: '2030-01-01',
      vendorId: vendor.id,
      lineItems: [],
      ...payload,
    },
    url,
  );
const requestOf = async (subjectId: string) =>
  (await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.subjectId, subjectId)))[0]!;

describe('GET /api/approvals and /summary', () => {
  let reqId: string;
  beforeAll(async () => {
    expect(await summary(team.manager)).toMatchObject({ pending: 0, highPriority: 0, overdue: 0 });
    reqId = (
      await submit({
        urgencyLevel: 'critical',
        lineItems: [
          { description: 'Thunderbolt dock', generalLedgerCode: '4000-001', quantity: 10, unitPrice: 289 },
          { description: 'USB-C cable', generalLedgerCode: '4000-002', quantity: 10, unitPrice: 11 },
        ],
      })
    ).id;
  });

  it("lists the manager's awaiting step with the approval item fields", async () => {
    const { rows, total } = await queue(team.manager);
    expect(total).toBe(1);
    const request = await requestOf(reqId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: request.id,
      subjectId: reqId,
      type: 'requisition',
      title: 'Thunderbolt dock',
      requestor: fullName(team.employee),
      department: team.department,
      amount: '3000.00',
      priority: 'High',
      status: 'Pending Approval',
      daysWaiting: 0,
      nextApprover: 'Manager Review (Manager)',
      businessJustification: 'Broken docking stations',
      budgetCode: '4000-001',
      vendor: 'Docking Supplies Inc',
      originalPO: null,
      changeType: null,
    });
    expect(rows[0]!.items).toEqual([
      { description: 'Thunderbolt dock', quantity: 10, unitPrice: '289.00', total: '2890.00' },
      { description: 'USB-C cable', quantity: 10, unitPrice: '11.00', total: '110.00' },
    ]);
    const [step] = await t.database.db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'pending')));
    expect(rows[0]!.stepId).toBe(step!.id);
  });

  it('shows the step only to the role (and department) it awaits', async () => {
    for (const who of ['employee', 'director', 'finance', 'procurement'] as const) {
      expect(
        (await queue(team[who])).rows.some((r) => r.subjectId === reqId),
        who,
      ).toBe(false);
    }
    const otherManager = await createUser(t, { role: 'manager', department: 'HR' });
    expect((await queue(otherManager)).rows.some((r) => r.subjectId === reqId)).toBe(false);
  });

  it('filters by type and sorts by priority, amount, date and department', async () => {
    // More items in the manager's queue: a low-priority one, and one of a second department they also manage.
    const low = await submit({
      urgencyLevel: 'low',
      lineItems: [{ description: 'Mouse', generalLedgerCode: '4000-001', quantity: 20, unitPrice: 60 }],
    });
    const big = await submit({
      urgencyLevel: 'medium',
      lineItems: [{ description: 'Monitor', generalLedgerCode: '4000-001', quantity: 10, unitPrice: 450 }],
    });
    expect((await queue(team.manager, '&type=change-order')).rows).toEqual([]);
    const reqs = await queue(team.manager, '&type=requisition');
    expect(reqs.rows.map((r) => r.subjectId).sort()).toEqual([reqId, low.id, big.id].sort());
    expect((await queue(team.manager, '&sort=priority')).rows.map((r) => r.priority)).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
    expect((await queue(team.manager, '&sort=-amount')).rows.map((r) => r.amount)).toEqual([
      '4500.00',
      '3000.00',
      '1200.00',
    ]);
    const byDate = (await queue(team.manager, '&sort=date')).rows.map((r) => r.subjectId);
    expect(byDate).toEqual([reqId, low.id, big.id]);
    const byDepartment = await queue(team.manager, '&sort=-department');
    expect(byDepartment.total).toBe(3);
    const bad = await t.request({ method: 'GET', url: '/api/approvals?type=invoice', as: team.manager });
    expect(bad.statusCode).toBe(400);
  });

  it('the summary counts the items: pending, high priority, total value; overdue after 3 days', async () => {
    const now = await summary(team.manager);
    expect(now).toMatchObject({ pending: 3, highPriority: 1, overdue: 0, totalValue: '8700.00' });
    const request = await requestOf(reqId);
    const setWaiting = (days: number) =>
      t.database.db
        .update(approvalSteps)
        .set({ activatedAt: new Date(Date.now() - days * 86_400_000 - 60_000) })
        .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'pending')));
    await setWaiting(3);
    expect((await summary(team.manager)).overdue).toBe(0);
    await setWaiting(4);
    expect((await summary(team.manager)).overdue).toBe(1);
    expect((await queue(team.manager)).rows.find((r) => r.subjectId === reqId)!.daysWaiting).toBe(4);
  });

  it('lists change orders with the original PO and change type', async () => {
    const raisedFrom = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'approved',
    });
    const po = await createPurchaseOrder(t, {
      vendorId: vendor.id,
      department: team.department,
      requisitionId: raisedFrom.id,
      lines: [{ description: 'Dock', quantity: 10, unitPrice: '289.00' }],
    });
    const co = await submit(
      {
        requestType: 'change-order',
        poNumber: po.poNumber,
        changeDescription: 'Two more docks',
        lineItems: [{ description: 'Dock', generalLedgerCode: '4000-002', quantity: 5, unitPrice: 289 }],
      },
      '/api/change-orders',
    );
    const rows = (await queue(team.manager, '&type=change-order')).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectId: co.id,
      type: 'change-order',
      originalPO: po.poNumber,
      changeType: 'amendment',
      amount: '1445.00',
      budgetCode: '4000-002',
      items: [],
      description: 'Two more docks',
    });
  });
});

describe('GET /api/approvals/history and avgDaysToApprove', () => {
  let legal: Account & { id: string };
  const days = (n: number) => new Date(Date.now() - n * 86_400_000);
  beforeAll(async () => {
    legal = await createUser(t, { role: 'legal', department: 'Legal', firstName: 'Lee', lastName: 'Tester' });
  });

  it('is empty and 0 for a user who approved nothing', async () => {
    const res = await t.request({ method: 'GET', url: '/api/approvals/history', as: legal });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect((await summary(legal)).avgDaysToApprove).toBe(0);
  });

  it("lists the user's decisions newest first and averages days to approve over approved requests", async () => {
    const chain = async (
      id: string,
      submitted: number,
      completed: number | null,
      stepStatus: string,
      acted: number,
    ) => {
      await t.database.db.insert(approvalRequests).values({
        id,
        subjectType: 'purchase-order',
        subjectId: `po-${id}`,
        title: `Title ${id}`,
        requestorId: team.procurement.id,
        department: 'Legal',
        amount: '1000.00',
        status: completed === null ? (stepStatus === 'rejected' ? 'rejected' : 'pending') : 'approved',
        submittedAt: days(submitted),
        completedAt: completed === null ? null : days(completed),
      });
      await t.database.db.insert(approvalSteps).values({
        id: `${id}-s1`,
        approvalRequestId: id,
        stepOrder: 1,
        name: 'Legal Review',
        approverRoleId: 'legal',
        status: stepStatus,
        activatedAt: days(submitted),
        actedBy: legal.id,
        actedAt: days(acted),
        comment: `Comment ${id}`,
      });
    };
    await chain('apr-h1', 10, 7, 'completed', 8); // 3 days
    await chain('apr-h2', 5, 3.5, 'completed', 4); // 1.5 days
    await chain('apr-h3', 20, null, 'completed', 1); // still pending: not averaged
    await chain('apr-h4', 6, null, 'rejected', 2); // rejected: listed, not averaged
    const res = await t.request({ method: 'GET', url: '/api/approvals/history', as: legal });
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['apr-h3', 'Approved'],
      ['apr-h4', 'Rejected'],
      ['apr-h2', 'Approved'],
      ['apr-h1', 'Approved'],
    ]);
    expect(rows[0]).toMatchObject({
      type: 'purchase-order',
      title: 'Title apr-h3',
      requestor: fullName(team.procurement),
      department: 'Legal',
      amount: '1000.00',
      approvedBy: 'Lee Tester',
      step: 'Legal Review',
    });
    expect(rows[0]!.dateApproved).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect((await summary(legal)).avgDaysToApprove).toBe(2.3);
    const others = await t.request({ method: 'GET', url: '/api/approvals/history', as: team.legal });
    expect(others.json()).toEqual([]);
  });

  it('names each subject as people do: the request id, or the PO number for a purchase order', async () => {
    // A pending PO sent back through approval by procurement's edit awaits the department's manager.
    const po = await createPurchaseOrder(t, {
      vendorId: vendor.id,
      department: team.department,
      status: 'pending',
      lines: [{ description: 'Switch', quantity: 1, unitPrice: '2000.00', glCode: '4000-002' }],
    });
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: team.procurement,
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
    });
    expect(edit.json()).toMatchObject({ reapproval: true });
    const rows = (await queue(team.manager)).rows as unknown as { subjectId: string; reference: string }[];
    expect(rows.find((r) => r.subjectId === po.id)).toMatchObject({
      type: 'purchase-order',
      reference: po.poNumber,
      vendor: vendor.name,
      budgetCode: '4000-002',
      items: [],
      changeType: null,
      originalPO: null,
    });
    const request = rows.find((r) => r.subjectId.startsWith('REQ-'));
    expect(request?.reference).toBe(request?.subjectId);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/approvals', as: null })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/approvals/summary', as: null })).statusCode).toBe(
      401,
    );
  });
});
