import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { users } from '../db/schema/auth';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { hashPassword } from '../auth/passwords';

/**
 * Demo facts used: the demo users (user-003 Emily Davis, IT end user; user-004 James Wilson, IT
 * manager; user-005 IT director) and vendor-002 (Dell Technologies). A fresh legal user is
 * created for the history and average-days figures, so demo approvals do not count there.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { id: string; type: string; amount: string; priority: string };
const queue = async (as: DemoUser | string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/approvals?limit=500${query}`,
    headers: { cookie: await cookieFor(as) },
  });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Item[], total: Number(res.headers['x-total-count']) };
};
const summary = async (as: DemoUser | string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/approvals/summary',
      headers: { cookie: await cookieFor(as) },
    })
  ).json();
const cookies = new Map<string, string>();
const cookieFor = async (who: string) => {
  if (!cookies.has(who)) cookies.set(who, await t.login(who));
  return cookies.get(who)!;
};
const submit = async (payload: Record<string, unknown>, url = '/api/requisitions') => {
  const res = await t.request({
    method: 'POST',
    url,
    as: 'employee',
    payload: {
      requestType: 'new-purchase',
      itemType: 'goods',
      department: 'IT',
      businessJustification: 'Broken docking stations',
      dateNeededBy: '2030-01-01',
      vendorId: 'vendor-002',
      ...payload,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};
const requestOf = async (subjectId: string) =>
  (await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.subjectId, subjectId)))[0]!;

describe('GET /api/approvals and /summary', () => {
  let reqId: string;
  let before: Record<string, number | string>;
  beforeAll(async () => {
    before = await summary('manager');
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
    const { rows, total } = await queue('manager');
    expect(total).toBe(rows.length);
    const request = await requestOf(reqId);
    const row = rows.find((r) => r.subjectId === reqId);
    expect(row).toMatchObject({
      id: request.id,
      type: 'requisition',
      title: 'Thunderbolt dock',
      requestor: 'Emily Davis',
      department: 'IT',
      amount: '3000.00',
      priority: 'High',
      status: 'Pending Approval',
      daysWaiting: 0,
      nextApprover: 'Manager Review (Manager)',
      businessJustification: 'Broken docking stations',
      budgetCode: '4000-001',
      vendor: 'Dell Technologies',
      originalPO: null,
      changeType: null,
    });
    expect(row!.items).toEqual([
      { description: 'Thunderbolt dock', quantity: 10, unitPrice: '289.00', total: '2890.00' },
      { description: 'USB-C cable', quantity: 10, unitPrice: '11.00', total: '110.00' },
    ]);
    const [step] = await t.database.db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'pending')));
    expect(row!.stepId).toBe(step!.id);
  });

  it('shows the step only to the role (and department) it awaits', async () => {
    for (const who of ['employee', 'director', 'finance', 'procurement'] as const) {
      expect((await queue(who)).rows.some((r) => r.subjectId === reqId)).toBe(false);
    }
  });

  it('filters by type and sorts by priority, amount, date and department', async () => {
    expect((await queue('manager', '&type=change-order')).rows.some((r) => r.subjectId === reqId)).toBe(
      false,
    );
    const reqs = await queue('manager', '&type=requisition');
    expect(reqs.rows.every((r) => r.type === 'requisition')).toBe(true);
    const rank = { High: 1, Medium: 2, Low: 3 } as Record<string, number>;
    const byPriority = (await queue('manager', '&sort=priority')).rows.map((r) => rank[r.priority]!);
    expect(byPriority).toEqual([...byPriority].sort((a, b) => a - b));
    const byAmount = (await queue('manager', '&sort=-amount')).rows.map((r) => Number(r.amount));
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const byDate = (await queue('manager', '&sort=date')).rows.map((r) => r.dateSubmitted as string);
    expect(byDate).toEqual([...byDate].sort());
    const byDepartment = await queue('manager', '&sort=-department');
    expect(byDepartment.total).toBe((await queue('manager')).total);
    const departments = byDepartment.rows.map((r) => r.department as string);
    expect(departments).toEqual([...departments].sort().reverse());
    const bad = await t.request({ method: 'GET', url: '/api/approvals?type=invoice', as: 'manager' });
    expect(bad.statusCode).toBe(400);
  });

  it('the summary counts the new item: pending, high priority, total value; overdue after 3 days', async () => {
    const after = await summary('manager');
    expect(after.pending).toBe(Number(before.pending) + 1);
    expect(after.highPriority).toBe(Number(before.highPriority) + 1);
    expect(Number(after.totalValue)).toBeCloseTo(Number(before.totalValue) + 3000, 2);
    expect(after.totalValue).toMatch(/^\d+\.\d{2}$/);
    expect(after.overdue).toBe(before.overdue);
    const request = await requestOf(reqId);
    const setWaiting = (days: number) =>
      t.database.db
        .update(approvalSteps)
        .set({ activatedAt: new Date(Date.now() - days * 86_400_000 - 60_000) })
        .where(and(eq(approvalSteps.approvalRequestId, request.id), eq(approvalSteps.status, 'pending')));
    await setWaiting(3);
    expect((await summary('manager')).overdue).toBe(before.overdue);
    await setWaiting(4);
    expect((await summary('manager')).overdue).toBe(Number(before.overdue) + 1);
    expect((await queue('manager')).rows.find((r) => r.subjectId === reqId)!.daysWaiting).toBe(4);
  });

  it('lists change orders with the original PO and change type', async () => {
    const co = await submit(
      {
        requestType: 'change-order',
        poNumber: 'PO-10003',
        changeDescription: 'Two more docks',
        lineItems: [{ description: 'Dock', generalLedgerCode: '4000-002', quantity: 5, unitPrice: 289 }],
      },
      '/api/change-orders',
    );
    const row = (await queue('manager', '&type=change-order')).rows.find((r) => r.subjectId === co.id);
    expect(row).toMatchObject({
      type: 'change-order',
      originalPO: 'PO-10003',
      changeType: 'amendment',
      amount: '1445.00',
      budgetCode: '4000-002',
      items: [],
      description: 'Two more docks',
    });
  });
});

describe('GET /api/approvals/history and avgDaysToApprove', () => {
  const email = 'legal.tester@procura.test';
  const days = (n: number) => new Date(Date.now() - n * 86_400_000);
  beforeAll(async () => {
    await t.database.db.insert(users).values({
      id: 'user-test-legal',
      email,
      username: 'legal.tester',
      passwordHash: await hashPassword('procura-demo'),
      firstName: 'Lee',
      lastName: 'Tester',
      title: 'Counsel',
      roleId: 'legal',
      department: 'Legal',
      joinDate: '2024-01-01',
    });
  });

  it('is empty and 0 for a user who approved nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/approvals/history',
      headers: { cookie: await cookieFor(email) },
    });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect((await summary(email)).avgDaysToApprove).toBe(0);
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
        requestorId: 'user-001',
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
        actedBy: 'user-test-legal',
        actedAt: days(acted),
        comment: `Comment ${id}`,
      });
    };
    await chain('apr-h1', 10, 7, 'completed', 8); // 3 days
    await chain('apr-h2', 5, 3.5, 'completed', 4); // 1.5 days
    await chain('apr-h3', 20, null, 'completed', 1); // still pending: not averaged
    await chain('apr-h4', 6, null, 'rejected', 2); // rejected: listed, not averaged
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/approvals/history',
      headers: { cookie: await cookieFor(email) },
    });
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
      requestor: 'Sarah Chen',
      department: 'Legal',
      amount: '1000.00',
      approvedBy: 'Lee Tester',
      step: 'Legal Review',
    });
    expect(rows[0]!.dateApproved).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect((await summary(email)).avgDaysToApprove).toBe(2.3);
    const others = await t.request({ method: 'GET', url: '/api/approvals/history', as: 'manager' });
    expect((others.json() as { id: string }[]).some((r) => r.id.startsWith('apr-h'))).toBe(false);
  });

  it('names each subject as people do: the request id, or the PO number for a purchase order', async () => {
    const rows = (await t.request({ method: 'GET', url: '/api/approvals', as: 'procurement' })).json() as {
      subjectId: string;
      reference: string;
    }[];
    expect(rows.find((r) => r.subjectId === 'po-015')?.reference).toBe('PO-10015');
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
