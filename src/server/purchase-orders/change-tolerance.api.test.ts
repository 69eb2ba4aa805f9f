import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { approvalRequests } from '../db/schema/approvals';
import { poWorkflowSteps } from '../db/schema/purchase-orders';
import { fullName, type Team } from '../test/factories/users';
import { createPurchaseOrder, type PoLineInput } from '../test/factories/purchase-orders';
import { act, chainOf, pendingStep } from '../test/factories/approvals';

/**
 * Edits of a pending PO and the change tolerance. The standard chain applies (Manager Review,
 * Finance Approval above 5,000, Legal Review for blanket POs): the re-approvals here (between 5,000
 * and 25,000) go to the department's manager, then finance.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const get = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: team.procurement })).json();
/** A PO of the department written directly (pending unless told otherwise). */
const insertPo = (over: Partial<Parameters<typeof createPurchaseOrder>[1]>, lines: PoLineInput[]) =>
  createPurchaseOrder(t, { vendorId, department: team.department, status: 'pending', lines, ...over });

describe('PATCH /api/purchase-orders/{id} and the change tolerance (10%)', () => {
  const patchLines = (id: string, unitPrice: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${id}`,
      as: team.procurement,
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice, glCode: '4000-002' }] },
    });
  const chains = async (id: string) =>
    t.database.db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.subjectType, 'purchase-order'), eq(approvalRequests.subjectId, id)));

  it('within tolerance nothing else changes', async () => {
    const po = await insertPo({}, [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }]);
    const res = await patchLines(po.id, 2200);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '2200.00',
      status: 'pending',
      workflowSteps: [],
      reapproval: false,
    });
    expect(await chains(po.id)).toHaveLength(0);
  });

  it('above it, the PO goes back through approval: new chain, workflow steps rewritten to match', async () => {
    // Above the finance threshold (5000), so the chain has two steps.
    const po = await insertPo({}, [{ description: 'Switch', quantity: 1, unitPrice: '5000.00' }]);
    const res = await patchLines(po.id, 5500.01);
    expect(res.statusCode).toBe(200);
    const [chain] = await chains(po.id);
    expect(chain).toMatchObject({ status: 'pending', amount: '5500.01', department: team.department });
    const { steps } = await chainOf(t, po.id);
    expect(steps.map((s) => [s.name, s.status, s.approverRoleId])).toEqual([
      ['Manager Review', 'pending', 'manager'],
      ['Finance Approval', 'not_started', 'finance'],
    ]);
    expect(
      res.json().workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee]),
    ).toEqual([
      ['Manager Review', 'pending', fullName(team.manager)],
      ['Finance Approval', 'not_started', fullName(team.finance)],
    ]);
    expect(res.json()).toMatchObject({
      status: 'pending',
      progress: 0,
      currentStep: 'Manager Review',
      reapproval: true,
    });
    const queue = (
      await t.request({ method: 'GET', url: '/api/approvals?type=purchase-order', as: team.manager })
    ).json();
    expect(queue.map((q: { subjectId: string }) => q.subjectId)).toEqual([po.id]);

    // A further raise within 10% of the last submitted amount keeps the chain; another above it replaces it.
    const within = await patchLines(po.id, 6050);
    expect(within.statusCode).toBe(200);
    expect(within.json().reapproval).toBe(false);
    expect(await chains(po.id)).toHaveLength(1);
    expect((await patchLines(po.id, 6500)).json().reapproval).toBe(true);
    const all = await chains(po.id);
    expect(all.map((c) => c.status).sort()).toEqual(['cancelled', 'pending']);
    expect(all.find((c) => c.status === 'pending')!.amount).toBe('6500.00');
    const steps2 = await t.database.db
      .select()
      .from(poWorkflowSteps)
      .where(eq(poWorkflowSteps.purchaseOrderId, po.id));
    expect(steps2).toHaveLength(2);

    // The re-approval runs through: manager, then finance; the PO becomes approved.
    expect((await act(t, (await pendingStep(t, po.id)).id, 'approve', team.manager)).statusCode).toBe(200);
    expect((await get(po.id)).workflowSteps.map((s: { status: string }) => s.status)).toEqual([
      'completed',
      'pending',
    ]);
    expect((await act(t, (await pendingStep(t, po.id)).id, 'approve', team.finance)).statusCode).toBe(200);
    expect(await get(po.id)).toMatchObject({ status: 'approved', progress: 100 });
    expect((await patchLines(po.id, 7200)).statusCode).toBe(409);
  });

  it('a blanket PO goes back through approval as an agreement: Legal Review joins its chain', async () => {
    const po = await insertPo({ isBlanketPo: true, blanketLimit: '5000.00' }, [
      { description: 'Switch', quantity: 1, unitPrice: '5000.00' },
    ]);
    expect((await patchLines(po.id, 6000)).json().reapproval).toBe(true);
    const { steps } = await chainOf(t, po.id);
    expect(steps.map((s) => [s.name, s.approverRoleId])).toEqual([
      ['Manager Review', 'manager'],
      ['Finance Approval', 'finance'],
      ['Legal Review', 'legal'],
    ]);
  });

  it('measures against the last submitted amount, so small raises cannot creep past it', async () => {
    const po = await insertPo({}, [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }]);
    await patchLines(po.id, 2600);
    const [first] = await chains(po.id);
    await t.database.db
      .update(approvalRequests)
      .set({ status: 'cancelled' })
      .where(eq(approvalRequests.id, first!.id));
    // last submitted 2600: 2860 is exactly 10% (kept), 2860.01 is above.
    await patchLines(po.id, 2860);
    expect(await chains(po.id)).toHaveLength(1);
    await patchLines(po.id, 2860.01);
    expect(await chains(po.id)).toHaveLength(2);
  });

  it("a re-approval keeps the requester: the last chain's, else who created the PO", async () => {
    const po = await insertPo({ createdBy: team.employee.id }, [
      { description: 'Switch', quantity: 1, unitPrice: '2000.00' },
    ]);
    await patchLines(po.id, 3000);
    const [first] = await chains(po.id);
    expect(first!.requestorId).toBe(team.employee.id);
    await t.database.db
      .update(approvalRequests)
      .set({ requestorId: team.director.id })
      .where(eq(approvalRequests.id, first!.id));
    expect((await patchLines(po.id, 4000)).json().reapproval).toBe(true);
    const latest = (await chains(po.id)).find((c) => c.status === 'pending');
    expect(latest!.requestorId).toBe(team.director.id);
  });

  it('a re-approval chain needing no approver approves the PO at once', async () => {
    const po = await insertPo({}, [{ description: 'Switch', quantity: 1, unitPrice: '100.00' }]);
    const res = await patchLines(po.id, 500);
    expect(res.json()).toMatchObject({ status: 'approved', progress: 100, reapproval: true });
    expect(res.json().workflowSteps).toEqual([expect.objectContaining({ step: 'Auto-Approval' })]);
  });
});
