import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { attachments } from '../db/schema/attachments';
import { createUser, type Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { PDF, multipart } from '../test/factories/multipart';

/**
 * Approvers see a request's attachments before they decide: the approvals queue (GET /api/approvals,
 * the Review dialog) and the review queue (GET /api/review-queue) list each item's files, and the
 * approver may download them (GET /api/attachments/{id}) — approvers are routed only to records they
 * can see (approvals routing), and files follow their record's visibility rule. The standard chain
 * applies: a 1,800 request and a 3,000 PO re-approval await the department's manager only.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

type Files = { attachments: string[]; attachmentFiles: { id: string; fileName: string }[] };
const get = async <T>(url: string, as: Account) => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const download = (id: string, as: Account) => t.request({ method: 'GET', url: `/api/attachments/${id}`, as });
const storeFile = async (ownerType: string, ownerId: string, fileName: string) => {
  const id = `att-t-${ownerId}`;
  await t.database.db.insert(attachments).values({
    id,
    ownerType,
    ownerId,
    fileName,
    mimeType: 'application/pdf',
    size: PDF.length,
    content: PDF,
  });
  return id;
};

describe('attachments for approvers', () => {
  it('the Review dialog item lists the request files, and the approver downloads them', async () => {
    const req = await submitRequest(
      t,
      team.employee,
      requestForm({
        department: team.department,
        vendorId,
        lines: [{ description: 'Desk', quantity: 2, unitPrice: 900 }],
      }),
    );
    const upload = await t.request({
      method: 'POST',
      url: `/api/requisitions/${req.id}/attachments`,
      as: team.employee,
      ...multipart({}, [{ name: 'Desk_Quote.pdf', type: 'application/pdf', content: PDF }]),
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const queue = await get<({ subjectId: string } & Files)[]>('/api/approvals?limit=500', team.manager);
    const item = queue.find((i) => i.subjectId === req.id)!;
    expect(item.attachments).toContain('Desk_Quote.pdf');
    expect(item.attachmentFiles).toEqual([expect.objectContaining({ fileName: 'Desk_Quote.pdf' })]);
    const file = await download(item.attachmentFiles[0]!.id, team.manager);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Downloads follow the requisition's one visibility rule: someone of another department does not.
    const outsider = await createUser(t, { role: 'director', department: 'Marketing' });
    expect((await download(item.attachmentFiles[0]!.id, outsider)).statusCode).toBe(404);
  });

  it('the review queue lists the files of a PO and of an invoice, downloadable by the reviewer', async () => {
    const po = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      status: 'pending',
      attachmentNames: ['Switch_Quote.pdf'],
      lines: [{ description: 'Switch', quantity: 1, unitPrice: '2000.00' }],
    });
    const poFile = await storeFile('purchase-order', po.id, 'Switch_Quote.pdf');
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: team.procurement,
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const managerQueue = await get<({ id: string } & Files)[]>('/api/review-queue?limit=500', team.manager);
    expect(managerQueue.find((i) => i.id === po.id)).toMatchObject({
      attachments: ['Switch_Quote.pdf'],
      attachmentFiles: [expect.objectContaining({ id: poFile, fileName: 'Switch_Quote.pdf' })],
    });
    expect((await download(poFile, team.manager)).statusCode).toBe(200);

    const order = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      status: 'in-progress',
    });
    const invoice = await createInvoice(t, {
      vendorId,
      poId: order.id,
      amount: '100.00',
      threeWayMatchStatus: 'matched',
      status: 'pending',
      attachmentNames: ['INV-T-FILES.pdf'],
    });
    const invoiceFile = await storeFile('invoice', invoice.id, 'INV-T-FILES.pdf');
    const financeQueue = await get<({ id: string } & Files)[]>(
      '/api/review-queue?type=invoice&limit=500',
      team.finance,
    );
    expect(financeQueue.find((i) => i.id === invoice.id)).toMatchObject({
      attachments: ['INV-T-FILES.pdf'],
      attachmentFiles: [expect.objectContaining({ id: invoiceFile })],
    });
    expect((await download(invoiceFile, team.finance)).statusCode).toBe(200);
  });
});
