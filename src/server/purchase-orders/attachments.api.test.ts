import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { attachments } from '../db/schema/attachments';
import {
  TINY_PDF,
  approveInTurn,
  insertLoginUser,
  multipart,
  requestForm,
  submitRequest,
} from '../approvals/test-fixtures';

/**
 * Demo facts used: user-003 Emily Davis (IT end user, the requester), user-004 (IT manager: the IT
 * template's only step up to 5000), user-001 (procurement), vendor-002 (Dell), po-001 (PO-10001,
 * seeded with attachment names and no stored files).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, as: DemoUser | string = 'procurement') =>
  t.request({ method: 'GET', url, as: as as DemoUser });

describe('GET /api/purchase-orders/{id}: attachment files', () => {
  it("lists the request's stored files with ids that download from /api/attachments/{id}", async () => {
    const req = await submitRequest(
      t,
      requestForm([{ description: 'Standing desk', quantity: 2, unitPrice: 900 }], {
        attachments: ['vendor-quote.pdf', 'listed-only.docx'],
      }),
    );
    expect(req.status).toBe('pending');
    const upload = await t.request({
      method: 'POST',
      url: `/api/requisitions/${req.id}/attachments`,
      as: 'employee',
      ...multipart([{ name: 'vendor-quote.pdf', type: 'application/pdf', content: TINY_PDF }]),
    });
    expect(upload.statusCode).toBe(201);
    const [file] = upload.json() as { id: string }[];
    await approveInTurn(t, req.id, ['manager']);
    const poId = (await get(`/api/requisitions/${req.id}`, 'employee')).json().purchaseOrderId as string;
    expect(poId).toEqual(expect.any(String));

    const po = (await get(`/api/purchase-orders/${poId}`)).json();
    expect(po.attachments).toEqual(['vendor-quote.pdf', 'listed-only.docx']);
    expect(po.attachmentFiles).toEqual([
      {
        id: file!.id,
        fileName: 'vendor-quote.pdf',
        size: TINY_PDF.length,
        mimeType: 'application/pdf',
        createdAt: expect.any(String),
      },
    ]);
    for (const who of ['procurement', 'employee'] as const) {
      const res = await get(`/api/attachments/${file!.id}`, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(TINY_PDF)).toBe(true);
    }
    // Someone who cannot see the PO sees neither it nor the file.
    const hr = await insertLoginUser(t, { role: 'end_user', department: 'HR' });
    expect((await get(`/api/purchase-orders/${poId}`, hr.email)).statusCode).toBe(404);
    expect((await get(`/api/attachments/${file!.id}`, hr.email)).statusCode).toBe(404);
  });

  it("includes files stored on the PO itself, and none of other records' files", async () => {
    await t.database.db.insert(attachments).values([
      {
        id: 'att-po-own',
        ownerType: 'purchase-order',
        ownerId: 'po-001',
        fileName: 'signed-po.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        content: TINY_PDF,
      },
      {
        id: 'att-other-po',
        ownerType: 'purchase-order',
        ownerId: 'po-002',
        fileName: 'not-this-one.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        content: TINY_PDF,
      },
    ]);
    const po = (await get('/api/purchase-orders/po-001')).json();
    expect(po.attachments).toEqual(['HermanMiller_Quote_Q-88412.pdf', 'Austin_Office_Floor_Plan.pdf']);
    expect(po.attachmentFiles.map((f: { id: string }) => f.id)).toEqual(['att-po-own']);
    expect((await get('/api/purchase-orders/po-004')).json().attachmentFiles).toEqual([]);
  });
});
