import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { mailboxEntries, messages } from '../db/schema/messages';
import { act, approveInTurn, pendingStep, requestForm, submitRequest } from './test-fixtures';

/**
 * What the final approval of a request does: its requisition approved and its purchase order raised
 * (or left for procurement when no vendor is known). Demo facts used: user-003
 * Emily Davis (IT end user, the requester), user-004 James Wilson (IT manager), user-002 Michael
 * Rodriguez (finance), user-001 (procurement), vendor-002 Dell Technologies and vendor-003 CDW, and the
 * active IT workflow template (Manager Review, Finance Approval above 5000, Final Approval by
 * procurement above 25000): a request of 5,213.94 is approved by the IT manager, then finally by finance.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 1,734.00 + 3,479.94 = 5,213.94: above the finance threshold, so Manager Review then Finance Approval. */
const twoLines = [
  { description: 'Thunderbolt dock', quantity: 6, unitPrice: 289 },
  { description: '27in monitor', quantity: 6, unitPrice: 579.99 },
];
const inboxOf = async (userId: string) =>
  t.database.db
    .select({ subject: messages.subject, content: messages.content, from: messages.fromAddress, name: messages.fromName, status: mailboxEntries.status, folder: mailboxEntries.folder, type: messages.type })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(eq(mailboxEntries.ownerId, userId)); // prettier-ignore

describe('final approval raises the purchase order', () => {
  it('creates PO-nnnnn with the request lines, vendor and the steps taken (100%)', async () => {
    const req = await submitRequest(
      t,
      requestForm(twoLines, { description: 'Docks and monitors for new hires' }),
    );
    expect(req.totalAmount).toBe('5213.94');
    await approveInTurn(t, req.id, ['manager']);
    const step = await pendingStep(t, req.id);
    expect(step.name).toBe('Finance Approval');
    const res = await act(t, step.id, 'approve', 'finance');
    expect(res.statusCode).toBe(200);
    const { purchaseOrder } = res.json();
    expect(purchaseOrder.id).toMatch(/^po-\d{3}$/);
    expect(purchaseOrder.poNumber).toMatch(/^PO-\d{5}$/);
    expect(res.json().requestStatus).toBe('approved');

    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${req.id}`, as: 'employee' })
    ).json();
    expect(detail).toMatchObject({
      status: 'approved',
      purchaseOrderId: purchaseOrder.id,
      poNumber: purchaseOrder.poNumber,
    });
    expect(detail.approvedAt).not.toBeNull();

    const po = (
      await t.request({ method: 'GET', url: `/api/purchase-orders/${purchaseOrder.id}`, as: 'employee' })
    ).json();
    expect(po).toMatchObject({
      poNumber: purchaseOrder.poNumber,
      status: 'approved',
      vendorId: 'vendor-002',
      vendorName: 'Dell Technologies',
      department: 'IT',
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
      ['Manager Review', 'completed', 'James Wilson'],
      ['Finance Approval', 'completed', 'Michael Rodriguez'],
    ]);
    expect(po.workflowSteps.every((s: { completedAt: string | null }) => s.completedAt)).toBe(true);
    expect((await inboxOf('user-003')).find((m) => m.subject === `${req.id} approved`)!.content).toContain(
      `Purchase order ${purchaseOrder.poNumber} was created.`,
    );

    // The next PO continues both counters.
    const next = await submitRequest(t, requestForm([{ description: 'Cable', quantity: 10, unitPrice: 20 }]));
    const nextPo = (
      await t.request({ method: 'GET', url: `/api/requisitions/${next.id}`, as: 'employee' })
    ).json();
    expect(Number(nextPo.poNumber.slice(3))).toBe(Number(purchaseOrder.poNumber.slice(3)) + 1);
    expect(Number(nextPo.purchaseOrderId.slice(3))).toBe(Number(purchaseOrder.id.slice(3)) + 1);
  });

  it('at or under auto-approve (1000) with a known vendor, the PO exists at once (one Auto-Approval step)', async () => {
    const req = await submitRequest(
      t,
      requestForm([{ description: 'Keyboard', quantity: 5, unitPrice: 200 }]),
    );
    expect(req).toMatchObject({ status: 'approved', totalAmount: '1000.00' });
    expect(req.purchaseOrderId).toMatch(/^po-\d{3}$/);
    const po = (
      await t.request({
        method: 'GET',
        url: `/api/purchase-orders/${req.purchaseOrderId}`,
        as: 'procurement',
      })
    ).json();
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
      requestForm([{ description: 'Mouse', quantity: 2, unitPrice: 40 }], {
        vendorId: null,
        vendorName: ' dell TECHNOLOGIES ',
      }),
    );
    const namedPo = (
      await t.request({
        method: 'GET',
        url: `/api/purchase-orders/${named.purchaseOrderId}`,
        as: 'procurement',
      })
    ).json();
    expect(namedPo.vendorId).toBe('vendor-002');

    const unknown = await submitRequest(
      t,
      requestForm([{ description: 'Adapter', quantity: 2, unitPrice: 40 }], {
        vendorId: null,
        vendorName: 'Corner Shop',
      }),
    );
    expect(unknown).toMatchObject({ status: 'approved', purchaseOrderId: null });
    const waiting = await t.request({
      method: 'GET',
      url: '/api/requisitions?awaitingPo=true&limit=500',
      as: 'procurement',
    });
    expect(waiting.json().map((r: { id: string }) => r.id)).toContain(unknown.id);
    expect(waiting.json().map((r: { id: string }) => r.id)).not.toContain(named.id);

    const create = (payload: object, as: 'procurement' | 'employee' | 'manager' = 'procurement') =>
      t.request({ method: 'POST', url: '/api/purchase-orders', payload, as });
    expect((await create({ requisitionId: unknown.id, vendorId: 'vendor-003' }, 'employee')).statusCode).toBe(
      403,
    );
    const bad = await create({ requisitionId: unknown.id, vendorId: 'vendor-nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ vendorId: 'Vendor not found' });
    expect((await create({})).json().fieldErrors).toEqual({
      requisitionId: 'Requisition is required',
      vendorId: 'Vendor is required',
    });
    const pendingReq = await submitRequest(t, requestForm(twoLines));
    expect((await create({ requisitionId: pendingReq.id, vendorId: 'vendor-003' })).statusCode).toBe(409);

    const made = await create({ requisitionId: unknown.id, vendorId: 'vendor-003' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      status: 'approved',
      vendorName: 'CDW',
      requisitionId: unknown.id,
      amount: '80.00',
    });
    expect(made.json().workflowSteps).toEqual([
      expect.objectContaining({ step: 'Auto-Approval', status: 'completed' }),
    ]);
    expect((await create({ requisitionId: unknown.id, vendorId: 'vendor-003' })).statusCode).toBe(409);
    const after = await t.request({
      method: 'GET',
      url: '/api/requisitions?awaitingPo=true&limit=500',
      as: 'procurement',
    });
    expect(after.json().map((r: { id: string }) => r.id)).not.toContain(unknown.id);
  });

  it('a blanket-po request makes a blanket PO: limit = request total, validity from its dates or a year', async () => {
    const req = await submitRequest(
      t,
      requestForm([{ description: 'Toner', quantity: 4, unitPrice: 150, generalLedgerCode: '4000-001' }], {
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
    const po = (
      await t.request({
        method: 'GET',
        url: `/api/purchase-orders/${req.purchaseOrderId}`,
        as: 'procurement',
      })
    ).json();
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
