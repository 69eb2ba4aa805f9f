import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { mailboxEntries, messages } from '../db/schema/messages';
import { fullName, type Team } from '../test/factories/users';
import { createVendor, type Vendor } from '../test/factories/vendors';
import { requestForm, submitRequest, type Line } from '../test/factories/requisitions';
import { act, approveInTurn, pendingStep } from '../test/factories/approvals';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';

/**
 * What the final approval of a request does: its requisition approved and its purchase order raised
 * (or left for procurement when no vendor is known). The standard chain applies (no template): a
 * request of 5,213.94 is approved by the department's manager, then finally by finance.
 */
let t: TestApp, team: Team;
let vendor: Vendor;
let other: Vendor;
beforeAll(async () => {
  ({ t, team } = await createWorld());
  vendor = await createVendor(t, { name: 'Dockmaster Technologies' });
  other = await createVendor(t, { name: 'Cable World' });
});
afterAll(() => t.close());

/** 1,734.00 + 3,479.94 = 5,213.94: above the finance threshold, so Manager Review then Finance Approval. */
const twoLines = [
  { description: 'Thunderbolt dock', quantity: 6, unitPrice: 289 },
  { description: '27in monitor', quantity: 6, unitPrice: 579.99 },
];
const form = (lines: Line[], over: Partial<RequisitionFormInput> = {}) =>
  requestForm({ department: team.department, vendorId: vendor.id, lines }, over);
const inboxOf = async (userId: string) =>
  t.database.db
    .select({ subject: messages.subject, content: messages.content })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(eq(mailboxEntries.ownerId, userId));
const get = async (url: string, as: Account = team.procurement) =>
  (await t.request({ method: 'GET', url, as })).json();

describe('final approval raises the purchase order', () => {
  it('creates PO-nnnnn with the request lines, vendor and the steps taken (100%)', async () => {
    const req = await submitRequest(
      t,
      team.employee,
      form(twoLines, { description: 'Docks and monitors for new hires' }),
    );
    expect(req.totalAmount).toBe('5213.94');
    await approveInTurn(t, req.id, [team.manager]);
    const step = await pendingStep(t, req.id);
    expect(step.name).toBe('Finance Approval');
    const res = await act(t, step.id, 'approve', team.finance);
    expect(res.statusCode).toBe(200);
    const { purchaseOrder } = res.json();
    expect(purchaseOrder.id).toMatch(/^po-\d{3}$/);
    expect(purchaseOrder.poNumber).toMatch(/^PO-\d{5}$/);
    expect(res.json().requestStatus).toBe('approved');

    const detail = await get(`/api/requisitions/${req.id}`, team.employee);
    expect(detail).toMatchObject({
      status: 'approved',
      purchaseOrderId: purchaseOrder.id,
      poNumber: purchaseOrder.poNumber,
    });
    expect(detail.approvedAt).not.toBeNull();

    const po = await get(`/api/purchase-orders/${purchaseOrder.id}`, team.employee);
    expect(po).toMatchObject({
      poNumber: purchaseOrder.poNumber,
      status: 'approved',
      vendorId: vendor.id,
      vendorName: 'Dockmaster Technologies',
      department: team.department,
      description: 'Docks and monitors for new hires',
      amount: '5213.94',
      requisitionId: req.id,
      isBlanketPO: false,
      revision: 1,
      progress: 100,
      currentStep: 'Completed',
    });
    expect(po.approvedAt).not.toBeNull();
    expect(
      po.lines.map((l: Record<string, unknown>) => [
        l.lineNo,
        l.description,
        l.quantity,
        l.unitPrice,
        l.total,
        l.glCode,
      ]),
    ).toEqual([
      [1, 'Thunderbolt dock', 6, '289.00', '1734.00', '4000-002'],
      [2, '27in monitor', 6, '579.99', '3479.94', '4000-002'],
    ]);
    expect(po.workflowSteps.map((s: Record<string, unknown>) => [s.step, s.status, s.assignee])).toEqual([
      ['Manager Review', 'completed', fullName(team.manager)],
      ['Finance Approval', 'completed', fullName(team.finance)],
    ]);
    expect(po.workflowSteps.every((s: { completedAt: string | null }) => s.completedAt)).toBe(true);
    expect(
      (await inboxOf(team.employee.id)).find((m) => m.subject === `${req.id} approved`)!.content,
    ).toContain(`Purchase order ${purchaseOrder.poNumber} was created.`);

    // The next PO continues both counters.
    const next = await submitRequest(
      t,
      team.employee,
      form([{ description: 'Cable', quantity: 10, unitPrice: 20 }]),
    );
    const nextPo = await get(`/api/requisitions/${next.id}`, team.employee);
    expect(Number(nextPo.poNumber.slice(3))).toBe(Number(purchaseOrder.poNumber.slice(3)) + 1);
    expect(Number(nextPo.purchaseOrderId.slice(3))).toBe(Number(purchaseOrder.id.slice(3)) + 1);
  });

  it('at or under auto-approve (1000) with a known vendor, the PO exists at once (one Auto-Approval step)', async () => {
    const req = await submitRequest(
      t,
      team.employee,
      form([{ description: 'Keyboard', quantity: 5, unitPrice: 200 }]),
    );
    expect(req).toMatchObject({ status: 'approved', totalAmount: '1000.00' });
    expect(req.purchaseOrderId).toMatch(/^po-\d{3}$/);
    const po = await get(`/api/purchase-orders/${req.purchaseOrderId}`);
    expect(po).toMatchObject({
      status: 'approved',
      amount: '1000.00',
      progress: 100,
      currentStep: 'Completed',
    });
    expect(po.workflowSteps).toEqual([
      expect.objectContaining({ step: 'Auto-Approval', status: 'completed', assignee: 'Procura' }),
    ]);
  });

  it('matches a typed vendor name to an active vendor; with none, procurement raises the PO later', async () => {
    const named = await submitRequest(
      t,
      team.employee,
      form([{ description: 'Mouse', quantity: 2, unitPrice: 40 }], {
        vendorId: null,
        vendorName: ' dockmaster TECHNOLOGIES ',
      }),
    );
    expect((await get(`/api/purchase-orders/${named.purchaseOrderId}`)).vendorId).toBe(vendor.id);

    const unknown = await submitRequest(
      t,
      team.employee,
      form([{ description: 'Adapter', quantity: 2, unitPrice: 40 }], {
        vendorId: null,
        vendorName: 'Corner Shop',
      }),
    );
    expect(unknown).toMatchObject({ status: 'approved', purchaseOrderId: null });
    const waiting = (await get('/api/requisitions?awaitingPo=true&limit=500')) as { id: string }[];
    expect(waiting.map((r) => r.id)).toEqual([unknown.id]);

    const create = (payload: object, as: Account = team.procurement) =>
      t.request({ method: 'POST', url: '/api/purchase-orders', payload, as });
    expect((await create({ requisitionId: unknown.id, vendorId: other.id }, team.employee)).statusCode).toBe(
      403,
    );
    const bad = await create({ requisitionId: unknown.id, vendorId: 'vendor-nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ vendorId: 'Vendor not found' });
    expect((await create({})).json().fieldErrors).toEqual({
      requisitionId: 'Requisition is required',
      vendorId: 'Vendor is required',
    });
    const pendingReq = await submitRequest(t, team.employee, form(twoLines));
    expect((await create({ requisitionId: pendingReq.id, vendorId: other.id })).statusCode).toBe(409);

    const made = await create({ requisitionId: unknown.id, vendorId: other.id });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      status: 'approved',
      vendorName: 'Cable World',
      requisitionId: unknown.id,
      amount: '80.00',
    });
    expect(made.json().workflowSteps).toEqual([
      expect.objectContaining({ step: 'Auto-Approval', status: 'completed' }),
    ]);
    expect((await create({ requisitionId: unknown.id, vendorId: other.id })).statusCode).toBe(409);
    expect(await get('/api/requisitions?awaitingPo=true&limit=500')).toEqual([]);
  });

  it('a blanket-po request makes a blanket PO: limit = request total, validity from its dates or a year', async () => {
    const req = await submitRequest(
      t,
      team.employee,
      form([], {
        requestType: 'blanket-po',
        lineItems: [
          {
            description: 'Toner',
            productNumber: 'SKU-1',
            quantity: 4,
            unitPrice: 150,
            generalLedgerCode: '4000-001',
          },
        ],
      }),
    );
    const po = await get(`/api/purchase-orders/${req.purchaseOrderId}`);
    expect(po).toMatchObject({
      isBlanketPO: true,
      blanketLimit: '600.00',
      blanketUsed: '0.00',
      blanketRemaining: '600.00',
    });
    const start = new Date(`${po.contractStartDate}T00:00:00Z`).getTime();
    const end = new Date(`${po.contractEndDate}T00:00:00Z`).getTime();
    expect(Math.round((end - start) / 86_400_000)).toBe(365);
  });
});
