import { lineTotal, sumMoney } from '@shared/money';
import type { Db } from '../db/client';
import { poLines } from '../db/schema/purchase-orders';
import {
  ensureDemoUsers,
  insertInvoice,
  insertPurchaseOrder,
  insertRequisition,
  insertUser,
  insertVendor,
} from '../profile/test-fixtures';

/**
 * Test-only: six invoices of two vendors over three POs — PO-ZZI-100 (IT, from Emily Davis's
 * requisition), PO-ZZI-200 (Finance), PO-ZZI-300 (IT) — in every status, plus a manager of the
 * Finance department (AP Finance by department, not by role).
 */
export async function seedInvoiceScenario(db: Db) {
  const inv = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', string>;
  await ensureDemoUsers(db);
  const vendorId = await insertVendor(db, { name: 'Zzinv Paper Co' });
  const otherVendorId = await insertVendor(db, { name: 'Zzinv Toner Ltd' });
  const req = await insertRequisition(db, { requestorId: 'user-003', department: 'IT' });
  const po1 = (
    await insertPurchaseOrder(db, { vendorId, department: 'IT', requisitionId: req, poNumber: 'PO-ZZI-100' })
  ).id;
  const po2 = (await insertPurchaseOrder(db, { vendorId, department: 'Finance', poNumber: 'PO-ZZI-200' })).id;
  const po3 = (
    await insertPurchaseOrder(db, { vendorId: otherVendorId, department: 'IT', poNumber: 'PO-ZZI-300' })
  ).id;
  inv.a = await insertInvoice(
    db,
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
  );
  inv.b = await insertInvoice(db, {
    vendorId,
    poId: po2,
    invoiceNumber: 'ZZI-0002',
    amount: '1000.00',
    threeWayMatchStatus: 'exception',
    matchExceptions: ['Quantity invoiced exceeds quantity received'],
    invoiceDate: '2025-03-02',
  });
  inv.c = await insertInvoice(db, {
    vendorId: otherVendorId,
    poId: po3,
    invoiceNumber: 'ZZI-0003',
    amount: '75.50',
    status: 'approved',
    threeWayMatchStatus: 'matched',
    invoiceDate: '2025-03-03',
  });
  inv.d = await insertInvoice(db, {
    vendorId,
    poId: po2,
    invoiceNumber: 'ZZI-0004',
    amount: '10.00',
    status: 'paid',
    threeWayMatchStatus: 'matched',
    invoiceDate: '2025-03-04',
  });
  inv.e = await insertInvoice(db, {
    vendorId,
    poId: po2,
    invoiceNumber: 'ZZI-0005',
    amount: '20.00',
    status: 'disputed',
    invoiceDate: '2025-03-05',
  });
  inv.f = await insertInvoice(db, {
    vendorId,
    invoiceNumber: 'ZZI-0006',
    amount: '30.00',
    status: 'rejected',
    invoiceDate: '2025-03-06',
  });
  const financeDeptUser = (await insertUser(db, 'manager', 'Finance')).email;
  return { inv, vendorId, otherVendorId, po1, financeDeptUser };
}

/**
 * Test-only: an approved PO with lines ([description, quantity, unit price]) of a vendor, its amount
 * the sum of the lines. Goods are then received through POST /api/purchase-orders/{id}/receipts.
 */
export async function insertPoWithLines(
  db: Db,
  p: { vendorId: string; department?: string; status?: string; lines: [string, number, string][] },
): Promise<{ id: string; poNumber: string; lineIds: string[] }> {
  const lines = p.lines.map(([description, quantity, unitPrice], i) => ({
    lineNo: i + 1,
    description,
    quantity: quantity.toFixed(2),
    unitPrice,
    total: lineTotal(quantity, unitPrice),
    glCode: '4000-001',
  }));
  const po = await insertPurchaseOrder(db, {
    vendorId: p.vendorId,
    department: p.department ?? 'IT',
    status: p.status ?? 'approved',
    amount: sumMoney(lines.map((l) => l.total)),
  });
  const lineIds = lines.map((l) => `${po.id}-l${l.lineNo}`);
  await db.insert(poLines).values(lines.map((l, i) => ({ ...l, id: lineIds[i]!, purchaseOrderId: po.id })));
  return { ...po, lineIds };
}
