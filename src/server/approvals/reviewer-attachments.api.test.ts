import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { attachments } from '../db/schema/attachments';
import {
  TINY_PDF,
  insertLoginUser,
  insertPo,
  multipart,
  requestForm,
  submitRequest,
} from './test-fixtures';

/**
 * Approvers see a request's attachments before they decide: the approvals queue (GET /api/approvals,
 * the Review dialog) and the review queue (GET /api/review-queue) list each item's files, and the
 * approver may download them (GET /api/attachments/{id}) — approvers are routed only to records they
 * can see (approvals routing), and files follow their record's visibility rule. Demo facts used: the demo users; vendor-002; the active IT
 * template (a 1,800 request and a 3,000 PO re-approval await the IT manager only).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Files = { attachments: string[]; attachmentFiles: { id: string; fileName: string }[] };
const get = async <T>(url: string, as: DemoUser | string) => {
  const res = await t.request({ method: 'GET', url, as: as as DemoUser });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const download = (id: string, as: DemoUser | string) =>
  t.request({ method: 'GET', url: `/api/attachments/${id}`, as: as as DemoUser });
const storeFile = async (ownerType: string, ownerId: string, fileName: string) => {
  const id = `att-t-${ownerId}`;
  await t.database.db.insert(attachments).values({
    id,
    ownerType,
    ownerId,
    fileName,
    mimeType: 'application/pdf',
    size: TINY_PDF.length,
    content: TINY_PDF,
  });
  return id;
};

describe('attachments for approvers', () => {
  it('the Review dialog item lists the request files, and the approver downloads them', async () => {
    const req = await submitRequest(t, requestForm([{ description: 'Desk', quantity: 2, unitPrice: 900 }]));
    const upload = await t.request({
      method: 'POST',
      url: `/api/requisitions/${req.id}/attachments`,
      as: 'employee',
      ...multipart([{ name: 'Desk_Quote.pdf', type: 'application/pdf', content: TINY_PDF }]),
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const queue = await get<({ subjectId: string } & Files)[]>('/api/approvals?limit=500', 'manager');
    const item = queue.find((i) => i.subjectId === req.id)!;
    expect(item.attachments).toContain('Desk_Quote.pdf');
    expect(item.attachmentFiles).toEqual([expect.objectContaining({ fileName: 'Desk_Quote.pdf' })]);
    const file = await download(item.attachmentFiles[0]!.id, 'manager');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Downloads follow the requisition's one visibility rule: someone of another department does not.
    const outsider = await insertLoginUser(t, { role: 'director', department: 'Marketing' });
    expect((await download(item.attachmentFiles[0]!.id, outsider.email)).statusCode).toBe(404);
  });

  it('the review queue lists the files of a PO and of an invoice, downloadable by the reviewer', async () => {
    const po = await insertPo(t, { attachmentNames: ['Switch_Quote.pdf'] }, [
      { description: 'Switch', quantity: 1, unitPrice: '2000.00' },
    ]);
    const poFile = await storeFile('purchase-order', po.id, 'Switch_Quote.pdf');
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/purchase-orders/${po.id}`,
      as: 'procurement',
      payload: { lines: [{ description: 'Switch', quantity: 1, unitPrice: 3000, glCode: '4000-002' }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const managerQueue = await get<({ id: string } & Files)[]>('/api/review-queue?limit=500', 'manager');
    expect(managerQueue.find((i) => i.id === po.id)).toMatchObject({
      attachments: ['Switch_Quote.pdf'],
      attachmentFiles: [expect.objectContaining({ id: poFile, fileName: 'Switch_Quote.pdf' })],
    });
    expect((await download(poFile, 'manager')).statusCode).toBe(200);

    const [order] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, 'po-003'));
    await t.database.db.insert(invoices).values({
      id: 'inv-t-files',
      invoiceNumber: 'INV-T-FILES',
      vendorId: order!.vendorId,
      poId: order!.id,
      amount: '100.00',
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-09',
      receivedDate: '2026-01-11',
      threeWayMatchStatus: 'matched',
      status: 'pending',
      attachmentNames: ['INV-T-FILES.pdf'],
    });
    const invoiceFile = await storeFile('invoice', 'inv-t-files', 'INV-T-FILES.pdf');
    const financeQueue = await get<({ id: string } & Files)[]>(
      '/api/review-queue?type=invoice&limit=500',
      'finance',
    );
    expect(financeQueue.find((i) => i.id === 'inv-t-files')).toMatchObject({
      attachments: ['INV-T-FILES.pdf'],
      attachmentFiles: [expect.objectContaining({ id: invoiceFile })],
    });
    expect((await download(invoiceFile, 'finance')).statusCode).toBe(200);
  });
});
