import type { TestApp } from '../test/harness';
import { vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import {
  goodsReceiptLines,
  goodsReceipts,
  poLines,
  poWorkflowSteps,
  purchaseOrders,
} from '../db/schema/purchase-orders';

/**
 * Test-only: the POs of the PO API tests, all from one test vendor (V), so filters by that vendor give
 * exact counts: po-t1 … po-t7 (pending, approved, completed Finance, a blanket with two releases, an
 * HR PO raised from the employee's request), their lines, workflow steps and goods receipts.
 */
export const V = 'vendor-test-po';
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

export async function seedPoScenario(t: TestApp) {
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
}
