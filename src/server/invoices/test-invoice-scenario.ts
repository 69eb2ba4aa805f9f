import type { TestApp } from '../test/harness';
import { createTeam, createUser } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * Test-only, made with the factories: six invoices of two vendors over three POs — PO-ZZI-100 (the
 * team's department, from the team employee's requisition), PO-ZZI-200 (Finance), PO-ZZI-300 (the
 * team's department) — in every status, plus a manager of the Finance department (AP Finance by
 * department, not by role).
 */
export async function seedInvoiceScenario(t: TestApp) {
  const team = await createTeam(t);
  const { department } = team;
  const vendorId = (await createVendor(t, { name: 'Zzinv Paper Co' })).id;
  const otherVendorId = (await createVendor(t, { name: 'Zzinv Toner Ltd' })).id;
  const req = await createRequisition(t, { requestorId: team.employee.id, department });
  const po1 = (
    await createPurchaseOrder(t, { vendorId, department, requisitionId: req.id, poNumber: 'PO-ZZI-100' })
  ).id;
  const po2 = (await createPurchaseOrder(t, { vendorId, department: 'Finance', poNumber: 'PO-ZZI-200' })).id;
  const po3 = (await createPurchaseOrder(t, { vendorId: otherVendorId, department, poNumber: 'PO-ZZI-300' }))
    .id;
  const invoice = async (
    ...args: Parameters<typeof createInvoice> extends [unknown, ...infer R] ? R : never
  ) => (await createInvoice(t, ...args)).id;
  const inv = {
    a: await invoice(
      {
        vendorId,
        poId: po1,
        invoiceNumber: 'ZZI-0001',
        amount: '250.00',
        description: 'Copier PAPER reams',
        invoiceDate: '2025-03-01',
      },
      [
        { description: 'A4 paper', quantity: '10', unitPrice: '20.00', glCode: '4000-001', total: '200.00' },
        { description: 'Delivery', quantity: '1', unitPrice: '50.00', glCode: '4000-001', total: '50.00' },
      ],
    ),
    b: await invoice({
      vendorId,
      poId: po2,
      invoiceNumber: 'ZZI-0002',
      amount: '1000.00',
      threeWayMatchStatus: 'exception',
      matchExceptions: ['Quantity invoiced exceeds quantity received'],
      invoiceDate: '2025-03-02',
    }),
    c: await invoice({
      vendorId: otherVendorId,
      poId: po3,
      invoiceNumber: 'ZZI-0003',
      amount: '75.50',
      status: 'approved',
      threeWayMatchStatus: 'matched',
      invoiceDate: '2025-03-03',
    }),
    d: await invoice({
      vendorId,
      poId: po2,
      invoiceNumber: 'ZZI-0004',
      amount: '10.00',
      status: 'paid',
      threeWayMatchStatus: 'matched',
      invoiceDate: '2025-03-04',
    }),
    e: await invoice({
      vendorId,
      poId: po2,
      invoiceNumber: 'ZZI-0005',
      amount: '20.00',
      status: 'disputed',
      invoiceDate: '2025-03-05',
    }),
    f: await invoice({
      vendorId,
      invoiceNumber: 'ZZI-0006',
      amount: '30.00',
      status: 'rejected',
      invoiceDate: '2025-03-06',
    }),
  };
  const financeDeptUser = await createUser(t, { role: 'manager', department: 'Finance' });
  return { team, inv, vendorId, otherVendorId, po1, financeDeptUser };
}
