import type { TestApp } from '../test/harness';
import { goodsReceiptLines, goodsReceipts, poWorkflowSteps } from '../db/schema/purchase-orders';
import { createTeam } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { requestForm, submitRequest } from '../test/factories/requisitions';

/**
 * Test-only: the POs of the PO list and edit API tests, made with the factories, all from one vendor
 * (so filters by it give exact counts): po-t1 … po-t7 (pending, approved, completed Finance, a blanket
 * with two releases, an HR PO raised from the employee's request), their lines, workflow steps and
 * goods receipts. The team's department stands for the POs' own department.
 */
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

export async function seedPoScenario(t: TestApp) {
  const team = await createTeam(t);
  const { department } = team;
  const vendor = await createVendor(t, { name: 'Zephyr Test Supplies', category: 'Test' });
  const contract = await createContract(t, {
    id: 'CTR-TEST-1',
    title: 'Zephyr Master Agreement',
    vendorId: vendor.id,
    value: '50000.00',
    startDate: '2025-01-01',
    endDate: '2027-12-31',
    contactPerson: 'Pat Doe',
  });
  const req = await submitRequest(
    t,
    team.employee,
    requestForm(
      { department: 'HR', lines: [{ description: 'Kit', quantity: 1, unitPrice: 60 }] },
      {
        businessJustification: 'Onboarding kits',
      },
    ),
  );
  const po = (
    n: number,
    over: Omit<Parameters<typeof createPurchaseOrder>[1], 'vendorId' | 'department'> & {
      department?: string;
    },
  ) =>
    createPurchaseOrder(t, {
      id: `po-t${n}`,
      poNumber: `PO-T-00${n}`,
      vendorId: vendor.id,
      department,
      createdAt: day(10 - n),
      amount: '0.00',
      ...over,
    });
  const po1 = await po(1, {
    status: 'pending',
    description: 'Alpha widgets',
    contractId: contract.id,
    contractNumber: contract.id,
    attachmentNames: ['quote.pdf'],
    amount: '100.00',
    lines: [
      { description: 'Widget', quantity: 4, unitPrice: '20.00' },
      { description: 'Bolt', quantity: 10, unitPrice: '2.00' },
    ],
  });
  const po2 = await po(2, {
    status: 'approved',
    description: 'Beta gadgets 100% cotton',
    approvedAt: day(3),
    amount: '500.00',
    lines: [{ description: 'Gadget', quantity: 10, unitPrice: '50.00', glCode: '4000-002' }],
  });
  await po(3, {
    amount: '250.00',
    status: 'completed',
    description: 'Gamma services',
    department: 'Finance',
  });
  const blanket = await po(4, {
    amount: '10000.00',
    status: 'in-progress',
    description: 'Delta blanket',
    isBlanketPo: true,
    blanketLimit: '20000.00',
  });
  await po(5, {
    amount: '1200.00',
    status: 'completed',
    description: 'Delta release one',
    parentPoId: blanket.id,
  });
  await po(6, {
    amount: '800.00',
    status: 'cancelled',
    description: 'Delta release two',
    parentPoId: blanket.id,
  });
  await po(7, {
    amount: '60.00',
    status: 'pending',
    description: 'Onboarding kits',
    department: 'HR',
    requisitionId: req.id,
  });
  const steps = ['completed', 'completed', 'pending', 'not_started'];
  await t.database.db.insert(poWorkflowSteps).values(
    ['Manager Review', 'Finance Approval', 'Legal Review', 'Final Approval'].map((step, i) => ({
      id: `po-t1-s${i}`,
      purchaseOrderId: po1.id,
      stepOrder: i + 1,
      step,
      status: steps[i]!,
      assignee: `Person ${i}`,
      completedAt: steps[i] === 'completed' ? day(2) : null,
    })),
  );
  await t.database.db.insert(goodsReceipts).values([
    { id: 'gr-t1', purchaseOrderId: po2.id, receivedDate: '2026-01-05', receivedBy: team.procurement.id },
    { id: 'gr-t2', purchaseOrderId: po2.id, receivedDate: '2026-01-06', receivedBy: team.procurement.id },
  ]);
  await t.database.db.insert(goodsReceiptLines).values([
    { id: 'grl-t1', receiptId: 'gr-t1', poLineId: po2.lineIds[0]!, quantity: '3' },
    { id: 'grl-t2', receiptId: 'gr-t2', poLineId: po2.lineIds[0]!, quantity: '4.5' },
  ]);
  return { team, vendor, contract };
}
