import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { requisitions } from '../../db/schema/requisitions';
import type { Account, TestApp } from '../harness';
import { unique } from './unique';

export type Line = { description: string; quantity: number; unitPrice: number; generalLedgerCode?: string };

/** A valid new-purchase request of goods for a department and a vendor, with the given lines. */
export const requestForm = (
  r: { department: string; vendorId?: string; lines: Line[] },
  over: Partial<RequisitionFormInput> = {},
): RequisitionFormInput => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: r.department,
  businessJustification: 'Needed for the team',
  dateNeededBy: '2030-01-15',
  vendorId: r.vendorId,
  urgencyLevel: 'medium',
  lineItems: r.lines.map((l) => ({ generalLedgerCode: '4000-002', ...l })),
  ...over,
});

export type Submitted = Record<string, unknown> & { id: string; status: string; totalAmount: string };

/** POST /api/requisitions (or /api/change-orders) as a user; the created detail. Fails unless 201. */
export async function submitRequest(
  t: TestApp,
  as: Account,
  payload: RequisitionFormInput,
  url: '/api/requisitions' | '/api/change-orders' = '/api/requisitions',
): Promise<Submitted> {
  const res = await t.request({ method: 'POST', url, payload, as });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A requisition row written directly (no chain), for reads that need one in a given state. */
export async function createRequisition(
  t: TestApp,
  r: Partial<typeof requisitions.$inferInsert> & { requestorId: string; department: string },
) {
  const id = r.id ?? unique('REQ');
  const [row] = await t.database.db
    .insert(requisitions)
    .values({
      requestType: 'new-purchase',
      title: `Requisition ${id}`,
      itemType: 'goods',
      businessJustification: 'Needed for testing',
      totalAmount: '100.00',
      status: 'pending',
      ...r,
      id,
    })
    .returning();
  return row!;
}

/**
 * An approved PO raised from an auto-approved request (under the auto-approve line) of the team's
 * employee: no receipts, not issued. Answers the PO's id.
 */
export async function approvedPurchaseOrder(
  t: TestApp,
  w: { team: { employee: Account; department: string }; vendorId: string },
  lines: Line[] = [{ description: 'Webcam', quantity: 4, unitPrice: 120 }],
): Promise<string> {
  const form = requestForm({ department: w.team.department, vendorId: w.vendorId, lines });
  return (await submitRequest(t, w.team.employee, form)).purchaseOrderId as string;
}
