import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isoDate } from '@shared/format';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { goodsReceipts, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { mailboxEntries } from '../db/schema/messages';
import type { DbOrTx } from '../db/client';
import { fullName, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { requestForm } from '../test/factories/requisitions';
import { act, pendingStep } from '../test/factories/approvals';

/**
 * The whole procure-to-pay flow in numbers, on an empty database with no workflow template: the
 * standard chain applies (Manager Review; Finance Approval above 5,000; no Final Approval up to 100,000).
 */
let t: TestApp, team: Team;
let vendorId: string;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  vendorId = (await createVendor(t, { name: 'Laptop Makers Ltd' })).id;
});
afterAll(() => t.close());

const count = async (db: DbOrTx, table: typeof requisitions | typeof approvalRequests | typeof approvalSteps | typeof purchaseOrders | typeof goodsReceipts) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n; // prettier-ignore

describe('an employee request above the finance threshold, approved twice, received in two parts', () => {
  it('creates 1 request, 1 chain of 2 steps, 1 PO with 2 lines at 100%, then in-progress and fully received', async () => {
    const db = t.database.db;
    const before = {
      requests: await count(db, requisitions),
      chains: await count(db, approvalRequests),
      steps: await count(db, approvalSteps),
      pos: await count(db, purchaseOrders),
      receipts: await count(db, goodsReceipts),
    };

    // 1. The employee submits two lines: 12 laptops and 12 docks, 25,656.00.
    const submit = await t.request({
      method: 'POST',
      url: '/api/requisitions',
      as: team.employee,
      payload: requestForm({
        department: team.department,
        vendorId,
        lines: [
          { description: 'Latitude 7450 Laptop', quantity: 12, unitPrice: 1849 },
          { description: 'Thunderbolt Dock WD22TB4', quantity: 12, unitPrice: 289 },
        ],
      }),
    });
    expect(submit.statusCode).toBe(201);
    const req = submit.json();
    expect(req).toMatchObject({ status: 'pending', totalAmount: '25656.00' });
    expect(req.workflow.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual([
      'Manager Review:pending',
      'Finance Approval:not_started',
    ]);

    // 2. The director approves (25,656.00 is over the managers' $10K approval limit: the Manager Review
    // escalates to the department's director — issue 14), then finance.
    const managerStep = await pendingStep(t, req.id);
    expect(
      (await act(t, managerStep.id, 'approve', team.director, { comment: 'Refresh is due' })).statusCode,
    ).toBe(200);
    const financeStep = await pendingStep(t, req.id);
    expect(financeStep.name).toBe('Finance Approval');
    const final = await act(t, financeStep.id, 'approve', team.finance, { comment: 'Within budget' });
    expect(final.statusCode).toBe(200);
    const { purchaseOrder } = final.json();
    expect(purchaseOrder.poNumber).toMatch(/^PO-\d{5}$/);

    // 3. The PO exists with the 2 lines and both steps completed (100%).
    const poOf = async () =>
      (
        await t.request({ method: 'GET', url: `/api/purchase-orders/${purchaseOrder.id}`, as: team.employee })
      ).json();
    let po = await poOf();
    expect(po).toMatchObject({
      status: 'approved',
      amount: '25656.00',
      vendorName: 'Laptop Makers Ltd',
      progress: 100,
      currentStep: 'Completed',
    });
    expect(po.lines).toHaveLength(2);
    expect(po.workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee])).toEqual([
      ['Manager Review', 'completed', fullName(team.director)],
      ['Finance Approval', 'completed', fullName(team.finance)],
    ]);
    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${req.id}`, as: team.employee })
    ).json();
    expect(detail).toMatchObject({
      status: 'approved',
      purchaseOrderId: purchaseOrder.id,
      poNumber: purchaseOrder.poNumber,
    });
    expect(detail.approvalHistory.map((s: { actedBy: string }) => s.actedBy)).toEqual([
      fullName(team.director),
      fullName(team.finance),
    ]);

    // 4. Procurement receives the goods in two partial receipts.
    const [laptops, docks] = po.lines as { id: string }[];
    const receive = (lines: { poLineId: string; quantity: number }[]) =>
      t.request({
        method: 'POST',
        url: `/api/purchase-orders/${purchaseOrder.id}/receipts`,
        as: team.procurement,
        payload: { receivedDate: isoDate(new Date()), lines },
      });
    const first = await receive([
      { poLineId: laptops!.id, quantity: 7 },
      { poLineId: docks!.id, quantity: 12 },
    ]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: false });
    po = await poOf();
    expect(po.status).toBe('in-progress');
    expect(
      po.lines.map((l: { quantityReceived: number; fullyReceived: boolean }) => [
        l.quantityReceived,
        l.fullyReceived,
      ]),
    ).toEqual([
      [7, false],
      [12, true],
    ]);
    const second = await receive([{ poLineId: laptops!.id, quantity: 5 }]);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: true });
    po = await poOf();
    expect(po.status).toBe('in-progress');
    expect(po.lines.every((l: { fullyReceived: boolean }) => l.fullyReceived)).toBe(true);

    // The figures.
    const after = {
      requests: await count(db, requisitions),
      chains: await count(db, approvalRequests),
      steps: await count(db, approvalSteps),
      pos: await count(db, purchaseOrders),
      receipts: await count(db, goodsReceipts),
    };
    expect({
      requests: after.requests - before.requests,
      chains: after.chains - before.chains,
      steps: after.steps - before.steps,
      pos: after.pos - before.pos,
      receipts: after.receipts - before.receipts,
    }).toEqual({ requests: 1, chains: 1, steps: 2, pos: 1, receipts: 2 });
    const notices = await db
      .select()
      .from(mailboxEntries)
      .where(eq(mailboxEntries.ownerId, team.employee.id));
    expect(notices.filter((n) => n.status === 'delivered').length).toBeGreaterThanOrEqual(2);
  });
});
