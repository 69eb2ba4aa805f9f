import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import {
  goodsReceiptLines,
  goodsReceipts,
  poLines,
  poWorkflowSteps,
  purchaseOrders,
} from '../db/schema/purchase-orders';
import { auditLog } from '../db/schema/admin';

/**
 * The POs under test are inserted here, all from one test vendor, so filters by that vendor give
 * exact counts. Demo facts used: the demo users (user-003 Emily, IT end user; user-004 IT manager).
 */
let t: TestApp;
const V = 'vendor-test-po';
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const req = await t.request({
    method: 'POST',
    url: '/api/requisitions',
    as: 'employee',
    payload: {
      requestType: 'new-purchase',
      department: 'HR',
      businessJustification: 'Onboarding kits',
      dateNeededBy: '2030-01-01',
      lineItems: [{ description: 'Kit', generalLedgerCode: '4000-001', quantity: 1, unitPrice: 60 }],
    },
  });
  await db
    .insert(vendors)
    .values({ id: V, name: 'Zephyr Test Supplies', category: 'Test', status: 'active' });
  await db.insert(contracts).values({
    id: 'CTR-TEST-1',
    title: 'Zephyr Master Agreement',
    vendorId: V,
    value: '50000.00',
    startDate: '2025-01-01',
    endDate: '2027-12-31',
    category: 'Supplies',
    riskLevel: 'Low',
    contactPerson: 'Pat Doe',
  });
  const po = (n: number, over: Partial<typeof purchaseOrders.$inferInsert>) => ({
    id: `po-t${n}`,
    poNumber: `PO-T-00${n}`,
    vendorId: V,
    department: 'IT',
    createdAt: day(10 - n),
    amount: '0.00',
    ...over,
  });
  await db.insert(purchaseOrders).values([
    po(1, {
      amount: '100.00',
      status: 'pending',
      description: 'Alpha widgets',
      contractId: 'CTR-TEST-1',
      contractNumber: 'CTR-TEST-1',
      attachmentNames: ['quote.pdf'],
    }),
    po(2, {
      amount: '500.00',
      status: 'approved',
      description: 'Beta gadgets 100% cotton',
      approvedAt: day(3),
    }),
    po(3, { amount: '250.00', status: 'completed', description: 'Gamma services', department: 'Finance' }),
    po(4, {
      amount: '10000.00',
      status: 'in-progress',
      description: 'Delta blanket',
      isBlanketPo: true,
      blanketLimit: '20000.00',
    }),
    po(5, { amount: '1200.00', status: 'completed', description: 'Delta release one', parentPoId: 'po-t4' }),
    po(6, { amount: '800.00', status: 'cancelled', description: 'Delta release two', parentPoId: 'po-t4' }),
    po(7, {
      amount: '60.00',
      status: 'pending',
      description: 'Onboarding kits',
      department: 'HR',
      requisitionId: req.json().id,
    }),
  ]);
  await db.insert(poLines).values([
    {
      id: 'po-t1-l1',
      purchaseOrderId: 'po-t1',
      lineNo: 1,
      description: 'Widget',
      quantity: '4',
      unitPrice: '20.00',
      total: '80.00',
      glCode: '4000-001',
    },
    {
      id: 'po-t1-l2',
      purchaseOrderId: 'po-t1',
      lineNo: 2,
      description: 'Bolt',
      quantity: '10',
      unitPrice: '2.00',
      total: '20.00',
      glCode: '4000-001',
    },
    {
      id: 'po-t2-l1',
      purchaseOrderId: 'po-t2',
      lineNo: 1,
      description: 'Gadget',
      quantity: '10',
      unitPrice: '50.00',
      total: '500.00',
      glCode: '4000-002',
    },
  ]);
  const steps = ['completed', 'completed', 'pending', 'not_started'];
  await db.insert(poWorkflowSteps).values(
    ['Manager Review', 'Finance Approval', 'Legal Review', 'Final Approval'].map((step, i) => ({
      id: `po-t1-s${i}`,
      purchaseOrderId: 'po-t1',
      stepOrder: i + 1,
      step,
      status: steps[i]!,
      assignee: `Person ${i}`,
      completedAt: steps[i] === 'completed' ? day(2) : null,
    })),
  );
  await db.insert(goodsReceipts).values([
    { id: 'gr-t1', purchaseOrderId: 'po-t2', receivedDate: '2026-01-05', receivedBy: 'user-001' },
    { id: 'gr-t2', purchaseOrderId: 'po-t2', receivedDate: '2026-01-06', receivedBy: 'user-001' },
  ]);
  await db.insert(goodsReceiptLines).values([
    { id: 'grl-t1', receiptId: 'gr-t1', poLineId: 'po-t2-l1', quantity: '3' },
    { id: 'grl-t2', receiptId: 'gr-t2', poLineId: 'po-t2-l1', quantity: '4.5' },
  ]);
});
afterAll(() => t.close());

const list = async (query: string, as: DemoUser = 'procurement') => {
  const res = await t.request({ method: 'GET', url: `/api/purchase-orders?vendorId=${V}&${query}`, as });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Record<string, unknown>[], total: Number(res.headers['x-total-count']) };
};
const numbers = (rows: Record<string, unknown>[]) => rows.map((r) => r.poNumber);

describe('GET /api/purchase-orders', () => {
  it('filters by vendor and status (all, pending, completed …) with X-Total-Count', async () => {
    expect((await list('')).total).toBe(7);
    expect((await list('status=all')).total).toBe(7);
    expect(numbers((await list('status=pending&sort=poNumber')).rows)).toEqual(['PO-T-001', 'PO-T-007']);
    expect(numbers((await list('status=completed&sort=poNumber')).rows)).toEqual(['PO-T-003', 'PO-T-005']);
    expect(numbers((await list('status=cancelled')).rows)).toEqual(['PO-T-006']);
    expect(numbers((await list('contractId=CTR-TEST-1')).rows)).toEqual(['PO-T-001']);
  });

  it('searches PO number, vendor name, description and contract number, escaping wildcards', async () => {
    expect((await list('q=zephyr')).total).toBe(7);
    expect(numbers((await list('q=GAMMA')).rows)).toEqual(['PO-T-003']);
    expect(numbers((await list('q=ctr-test')).rows)).toEqual(['PO-T-001']);
    expect(numbers((await list('q=PO-T-004')).rows)).toEqual(['PO-T-004']);
    expect(numbers((await list(`q=${encodeURIComponent('100%')}`)).rows)).toEqual(['PO-T-002']);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('q=_')).total).toBe(0);
  });

  it('sorts and pages', async () => {
    const byAmount = (await list('sort=amount')).rows.map((r) => Number(r.amount));
    expect(byAmount).toEqual([60, 100, 250, 500, 800, 1200, 10000]);
    const desc = (await list('sort=-amount')).rows.map((r) => r.poNumber);
    expect(desc[0]).toBe('PO-T-004');
    expect(numbers((await list('sort=-createdAt')).rows)[0]).toBe('PO-T-007');
    const page = await list('sort=poNumber&limit=2&offset=2');
    expect(numbers(page.rows)).toEqual(['PO-T-003', 'PO-T-004']);
    expect(page.total).toBe(7);
    expect((await list('sort=vendor')).total).toBe(7);
    const bad = await t.request({
      method: 'GET',
      url: '/api/purchase-orders?sort=secret',
      as: 'procurement',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the fields the hub and the requisition form read, and the blanket draw-down', async () => {
    const rows = (await list('sort=poNumber')).rows;
    expect(rows[0]).toMatchObject({
      id: 'po-t1',
      poNumber: 'PO-T-001',
      vendorId: V,
      vendorName: 'Zephyr Test Supplies',
      vendor: 'Zephyr Test Supplies',
      amount: '100.00',
      totalAmount: '100.00',
      isBlanketPO: false,
      blanketUsed: null,
      status: 'pending',
      contractNumber: 'CTR-TEST-1',
      department: 'IT',
      attachments: ['quote.pdf'],
      approvedAt: null,
    });
    expect(rows[3]).toMatchObject({
      poNumber: 'PO-T-004',
      isBlanketPO: true,
      blanketLimit: '20000.00',
      blanketUsed: '1200.00',
    });
  });

  it('is scoped: department roles see their department, end users the POs of their requisitions', async () => {
    const manager = await list('sort=poNumber', 'manager');
    expect(numbers(manager.rows)).toEqual(['PO-T-001', 'PO-T-002', 'PO-T-004', 'PO-T-005', 'PO-T-006']);
    const employee = await list('', 'employee');
    expect(numbers(employee.rows)).toEqual(['PO-T-007']);
    const get = (id: string, as: DemoUser) =>
      t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as });
    expect((await get('po-t3', 'manager')).statusCode).toBe(404);
    expect((await get('po-t1', 'employee')).statusCode).toBe(404);
    expect((await get('PO-T-007', 'employee')).statusCode).toBe(200);
    expect((await get('po-t3', 'finance')).statusCode).toBe(200);
  });
});

describe('GET /api/purchase-orders/{id}', () => {
  it('by id: lines, workflow with progress, contract and attachments', async () => {
    const res = await t.request({ method: 'GET', url: '/api/purchase-orders/po-t1', as: 'procurement' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.lines.map((l: Record<string, unknown>) => [
        l.description,
        l.quantity,
        l.total,
        l.quantityReceived,
      ]),
    ).toEqual([
      ['Widget', 4, '80.00', 0],
      ['Bolt', 10, '20.00', 0],
    ]);
    expect(body.workflowSteps.map((s: { step: string; status: string }) => `${s.step}:${s.status}`)).toEqual([
      'Manager Review:completed',
      'Finance Approval:completed',
      'Legal Review:pending',
      'Final Approval:not_started',
    ]);
    expect(body.workflowSteps[0]).toMatchObject({ assignee: 'Person 0' });
    expect(body).toMatchObject({ progress: 50, currentStep: 'Legal Review', attachments: ['quote.pdf'] });
    expect(body.contract).toEqual({
      id: 'CTR-TEST-1',
      title: 'Zephyr Master Agreement',
      vendorName: 'Zephyr Test Supplies',
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      value: '50000.00',
      status: 'active',
    });
  });

  it('by PO number, with quantities received summed from goods receipts', async () => {
    const body = (
      await t.request({ method: 'GET', url: '/api/purchase-orders/PO-T-002', as: 'procurement' })
    ).json();
    expect(body.id).toBe('po-t2');
    expect(body.lines[0]).toMatchObject({ quantity: 10, quantityReceived: 7.5 });
    expect(body).toMatchObject({ contract: null, workflowSteps: [], progress: 0, currentStep: 'Completed' });
    expect(
      (await t.request({ method: 'GET', url: '/api/purchase-orders/PO-NOPE', as: 'procurement' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/purchase-orders/{id}', () => {
  const patch = (id: string, payload: object, as: DemoUser = 'procurement') =>
    t.request({ method: 'PATCH', url: `/api/purchase-orders/${id}`, payload, as });

  it('needs manage_purchase_orders (403 for employee and manager)', async () => {
    expect((await patch('po-t7', { description: 'x' }, 'employee')).statusCode).toBe(403);
    expect((await patch('po-t1', { description: 'x' }, 'manager')).statusCode).toBe(403);
  });

  it('edits a pending PO: fields and lines, amount recomputed (within tolerance), kept line ids, audit entry', async () => {
    const res = await patch('po-t1', {
      description: 'Alpha widgets, revised',
      contractStartDate: '2026-01-01',
      contractEndDate: '2026-12-31',
      agreementDate: '2025-12-15',
      lines: [
        { id: 'po-t1-l1', description: 'Widget', quantity: 5, unitPrice: '20.00', glCode: '4000-001' },
        {
          description: 'Washer',
          quantity: '100',
          unitPrice: 0.05,
          glCode: '4000-001',
          unitOfMeasure: 'Case',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'Alpha widgets, revised',
      contractStartDate: '2026-01-01',
      contractEndDate: '2026-12-31',
      agreementDate: '2025-12-15',
      amount: '105.00',
      totalAmount: '105.00',
      status: 'pending',
      reapproval: false,
    });
    expect(
      res
        .json()
        .lines.map((l: Record<string, unknown>) => [
          l.id === 'po-t1-l1',
          l.description,
          l.total,
          l.unitOfMeasure,
        ]),
    ).toEqual([
      [true, 'Widget', '100.00', 'Each'],
      [false, 'Washer', '5.00', 'Case'],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'po-t1'), eq(auditLog.action, 'purchase_order.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe('user-001');
  });

  it('refuses anything but a pending PO, and status changes, with 409 and no write', async () => {
    const approved = await patch('po-t2', { description: 'changed' });
    expect(approved.statusCode).toBe(409);
    expect((await patch('po-t1', { status: 'approved' })).statusCode).toBe(409);
    const [po2] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-t2'));
    expect(po2!.description).toBe('Beta gadgets 100% cotton');
  });

  it('validates lines and dates with field messages; unknown POs are 404', async () => {
    const bad = await patch('po-t1', { lines: [{ quantity: 1, unitPrice: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'lines.0.description': 'Description is required',
      'lines.0.glCode': 'GL code is required',
    });
    expect((await patch('po-t1', { lines: [] })).json().fieldErrors).toEqual({
      lines: 'At least one line item is required',
    });
    const dates = await patch('po-t1', { contractStartDate: '2026-05-01', contractEndDate: '2026-04-01' });
    expect(dates.statusCode).toBe(400);
    expect((await patch('po-nope', { description: 'x' })).statusCode).toBe(404);
    const [po1] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-t1'));
    expect(po1!.amount).toBe('105.00');
  });

  it('is open to the admin (full access)', async () => {
    expect((await patch('PO-T-007', { description: 'Onboarding kits for May' }, 'admin')).statusCode).toBe(
      200,
    );
  });
});
