import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { attachments } from '../db/schema/attachments';
import { createUser, type Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { approveInTurn } from '../test/factories/approvals';
import { PDF, multipart } from '../test/factories/multipart';

/** The standard chain applies: up to 5,000 the department's manager approves alone. */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const get = (url: string, as: Account = team.procurement) => t.request({ method: 'GET', url, as });

describe('GET /api/purchase-orders/{id}: attachment files', () => {
  it("lists the request's stored files with ids that download from /api/attachments/{id}", async () => {
    const req = await submitRequest(
      t,
      team.employee,
      requestForm(
        {
          department: team.department,
          vendorId,
          lines: [{ description: 'Standing desk', quantity: 2, unitPrice: 900 }],
        },
        { attachments: ['vendor-quote.pdf', 'listed-only.docx'] },
      ),
    );
    expect(req.status).toBe('pending');
    const upload = await t.request({
      method: 'POST',
      url: `/api/requisitions/${req.id}/attachments`,
      as: team.employee,
      ...multipart({}, [{ name: 'vendor-quote.pdf', type: 'application/pdf', content: PDF }]),
    });
    expect(upload.statusCode).toBe(201);
    const [file] = upload.json() as { id: string }[];
    await approveInTurn(t, req.id, [team.manager]);
    const poId = (await get(`/api/requisitions/${req.id}`, team.employee)).json().purchaseOrderId as string;
    expect(poId).toEqual(expect.any(String));

    const po = (await get(`/api/purchase-orders/${poId}`)).json();
    expect(po.attachments).toEqual(['vendor-quote.pdf', 'listed-only.docx']);
    expect(po.attachmentFiles).toEqual([
      {
        id: file!.id,
        fileName: 'vendor-quote.pdf',
        size: PDF.length,
        mimeType: 'application/pdf',
        createdAt: expect.any(String),
      },
    ]);
    for (const who of ['procurement', 'employee'] as const) {
      const res = await get(`/api/attachments/${file!.id}`, team[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    // Someone who cannot see the PO sees neither it nor the file.
    const hr = await createUser(t, { role: 'end_user', department: 'HR' });
    expect((await get(`/api/purchase-orders/${poId}`, hr)).statusCode).toBe(404);
    expect((await get(`/api/attachments/${file!.id}`, hr)).statusCode).toBe(404);
  });

  it("includes files stored on the PO itself, and none of other records' files", async () => {
    const po = (names: string[]) =>
      createPurchaseOrder(t, { vendorId, department: team.department, attachmentNames: names });
    const [withNames, other, none] = [
      await po(['Quote_Q-88412.pdf', 'Office_Floor_Plan.pdf']),
      await po([]),
      await po([]),
    ];
    await t.database.db.insert(attachments).values([
      {
        id: 'att-po-own',
        ownerType: 'purchase-order',
        ownerId: withNames.id,
        fileName: 'signed-po.pdf',
        mimeType: 'application/pdf',
        size: PDF.length,
        content: PDF,
      },
      {
        id: 'att-other-po',
        ownerType: 'purchase-order',
        ownerId: other.id,
        fileName: 'not-this-one.pdf',
        mimeType: 'application/pdf',
        size: PDF.length,
        content: PDF,
      },
    ]);
    const detail = (await get(`/api/purchase-orders/${withNames.id}`)).json();
    expect(detail.attachments).toEqual(['Quote_Q-88412.pdf', 'Office_Floor_Plan.pdf']);
    expect(detail.attachmentFiles.map((f: { id: string }) => f.id)).toEqual(['att-po-own']);
    expect((await get(`/api/purchase-orders/${none.id}`)).json().attachmentFiles).toEqual([]);
  });
});
