import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder, receive } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { unique } from '../test/factories/unique';
import { expectOneStatementReading, statementsSent } from '../test/statements';
import { storeFiles, storedFile } from '../test/factories/attachments';
import { poWorkflowSteps } from '../db/schema/purchase-orders';

/** The PO detail reads its lines, steps, contract, files and policy facts in the row's one statement. */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

describe('GET /api/purchase-orders/{id}', () => {
  it('answers received and billed quantities, steps, files and can, read in one statement', async () => {
    const req = await createRequisition(t, { requestorId: team.employee.id, department: team.department });
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      requisitionId: req.id,
      requestorId: team.employee.id,
      lines: [
        { description: 'Cable', quantity: 10, unitPrice: '2.50' },
        { description: 'Dock', quantity: 2, unitPrice: '180.00' },
      ],
    });
    await receive(t, po, [4, 2], team.procurement);
    const line = (n: number, quantity: string) => ({
      description: `Line ${n}`,
      quantity,
      unitPrice: '2.50',
      glCode: '4000-001',
      total: '0.00',
      poLineId: po.lineIds[0]!,
    });
    await createInvoice(t, { vendorId, poId: po.id }, [line(1, '3'), line(2, '1.5')]);
    await createInvoice(t, { vendorId, poId: po.id, status: 'rejected' }, [line(1, '7')]);
    const completedAt = new Date('2026-03-04T05:06:07.891Z');
    await t.database.db.insert(poWorkflowSteps).values([
      { id: unique('pws'), purchaseOrderId: po.id, stepOrder: 2, step: 'Finance Approval', status: 'pending', assignee: 'Finance' },
      { id: unique('pws'), purchaseOrderId: po.id, stepOrder: 1, step: 'Manager Review', status: 'completed', assignee: 'Manager', completedAt },
    ]); // prettier-ignore
    await storeFiles(t, [
      storedFile('purchase-order', po.id, 'po-terms.pdf', new Date('2026-02-01T00:00:00Z')),
      storedFile('requisition', req.id, 'quote.pdf', new Date('2026-01-01T00:00:00Z')),
      storedFile('purchase-order', unique('other'), 'elsewhere.pdf', new Date('2026-01-15T00:00:00Z')),
    ]);

    const sent = await statementsSent(t, () =>
      t.request({ method: 'GET', url: `/api/purchase-orders/${po.poNumber}`, as: team.employee }),
    );
    const res = sent.out;
    expect(res.statusCode).toBe(200);
    expectOneStatementReading(t, sent, /po_lines|po_workflow_steps|attachments|goods_receipts/);
    const body = res.json();
    expect(body.id).toBe(po.id);
    expect(body.lines).toEqual([
      expect.objectContaining({ description: 'Cable', quantity: 10, unitPrice: '2.50', total: '25.00', quantityReceived: 4, fullyReceived: false, quantityInvoiced: 4.5 }),
      expect.objectContaining({ description: 'Dock', quantity: 2, quantityReceived: 2, fullyReceived: true, quantityInvoiced: 0 }),
    ]); // prettier-ignore
    expect(body.workflowSteps).toEqual([
      { step: 'Manager Review', status: 'completed', assignee: 'Manager', completedAt: completedAt.toISOString() },
      { step: 'Finance Approval', status: 'pending', assignee: 'Finance', completedAt: null },
    ]); // prettier-ignore
    expect(body).toMatchObject({ progress: 50, currentStep: 'Finance Approval', contract: null });
    expect(body.attachmentFiles.map((f: { fileName: string }) => f.fileName)).toEqual([
      'quote.pdf',
      'po-terms.pdf',
    ]);
    expect(body.attachmentFiles[0].createdAt).toBe('2026-01-01T00:00:00.000Z');
    // The facts: the employee requested it (requisition's requester) and a line is still to receive.
    expect(body.can).toMatchObject({ receive: true, cancel: false });
  });
});
