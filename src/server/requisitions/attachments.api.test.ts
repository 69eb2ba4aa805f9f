import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { attachments } from '../db/schema/attachments';
import { auditLog } from '../db/schema/admin';
import { newId } from '../lib/ids';
import { createUser, type Team } from '../test/factories/users';
import { requestForm, submitRequest, type Line } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { PDF as TINY_PDF, PNG as TINY_PNG, multipart, type FormFile } from '../test/factories/multipart';
import { submitVendorRequest, vendorRequestForm } from '../test/factories/vendor-requests';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';

/**
 * The employee's requests; their department's manager sees them once submitted, finance sees all.
 */
let t: TestApp, team: Team, vendorId: string;
let draftId: string;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  draftId = (await submit([{ description: 'Desk', quantity: 2, unitPrice: 900 }], { status: 'draft' })).id;
});
afterAll(() => t.close());

const submit = (lines: Line[], over: Partial<RequisitionFormInput> = {}) =>
  submitRequest(t, team.employee, requestForm({ department: team.department, vendorId, lines }, over));
const upload = (id: string, files: FormFile[], as: Account = team.employee) =>
  t.request({ method: 'POST', url: `/api/requisitions/${id}/attachments`, as, ...multipart({}, files) });
const download = (id: string, as: Account | null) =>
  t.request({ method: 'GET', url: `/api/attachments/${id}`, as });
const stored = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attachments))[0]!.n;
const TYPE_MESSAGE = 'Only PDF, Word, Excel, PNG and JPEG files can be attached.';

describe('POST /api/requisitions/{id}/attachments', () => {
  it('stores a real PDF and PNG, lists them on the request and adds their names', async () => {
    const res = await upload(draftId, [
      { name: 'quote.pdf', type: 'application/pdf', content: TINY_PDF },
      { name: 'C:\\Users\\emily\\floor plan.PNG', type: 'image/png', content: TINY_PNG },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        fileName: 'quote.pdf',
        size: TINY_PDF.length,
        mimeType: 'application/pdf',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        fileName: 'floor plan.PNG',
        size: TINY_PNG.length,
        mimeType: 'image/png',
        createdAt: expect.any(String),
      },
    ]);
    const detail = (
      await t.request({ method: 'GET', url: `/api/requisitions/${draftId}`, as: team.employee })
    ).json();
    expect(detail.attachments).toEqual(['quote.pdf', 'floor plan.PNG']);
    expect(detail.attachmentFiles.map((f: { fileName: string }) => f.fileName)).toEqual([
      'quote.pdf',
      'floor plan.PNG',
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'requisition.attach'`);
    expect(audit).toMatchObject({ actorId: team.employee.id, entityId: draftId });
  });

  it('refuses other types and files whose content is not what the name says (400), storing nothing', async () => {
    const before = await stored();
    const cases = [
      [{ name: 'setup.exe', content: Buffer.from('MZ\x90\x00\x03') }],
      [{ name: 'invoice.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a pdf at all') }],
      [{ name: 'photo.jpg', content: TINY_PNG }],
      [{ name: 'notes.txt', content: Buffer.from('hello') }],
      [{ name: 'no-extension', content: TINY_PDF }],
      [
        { name: 'ok.pdf', content: TINY_PDF },
        { name: 'sheet.xlsx', content: Buffer.from('not a zip') },
      ],
    ];
    for (const files of cases) {
      const res = await upload(draftId, files);
      expect(res.statusCode, files.map((f) => f.name).join()).toBe(400);
      expect(res.json().message).toBe(TYPE_MESSAGE);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a file above 10 MB with 413, a request without files with 400, and one not multipart with 415', async () => {
    const before = await stored();
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(draftId, [{ name: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large (10 MB at most).');
    const none = await upload(draftId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one file to attach.');
    const json = await t.request({
      method: 'POST',
      url: `/api/requisitions/${draftId}/attachments`,
      as: team.employee,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the files as multipart/form-data.');
    expect(await stored()).toBe(before);
  });

  it('is for the requester only, while draft, returned or pending', async () => {
    const one = [{ name: 'quote.pdf', content: TINY_PDF }];
    expect((await upload(draftId, one, team.manager)).statusCode).toBe(404);
    const pending = await submit([{ description: 'Desk', quantity: 2, unitPrice: 900 }]);
    expect((await upload(pending.id, one, team.manager)).statusCode).toBe(403);
    expect((await upload(pending.id, one)).statusCode).toBe(201);
    const approved = await submit([{ description: 'Mouse', quantity: 1, unitPrice: 30 }]);
    expect(approved.status).toBe('approved');
    const res = await upload(approved.id, one);
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /api/attachments/{id}', () => {
  let fileId: string;
  let pendingId: string;
  beforeAll(async () => {
    pendingId = (await submit([{ description: 'Chair', quantity: 3, unitPrice: 450 }])).id;
    fileId = (await upload(pendingId, [{ name: 'spec sheet €.pdf', content: TINY_PDF }])).json()[0].id;
  });

  it('downloads the stored bytes with its type and an attachment disposition', async () => {
    const res = await download(fileId, team.employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="spec sheet _.pdf"; filename*=UTF-8''spec%20sheet%20%E2%82%AC.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(TINY_PDF)).toBe(true);
  });

  it('follows the requisition scope: department and all-department roles yes, others 404', async () => {
    expect((await download(fileId, team.manager)).statusCode).toBe(200);
    expect((await download(fileId, team.finance)).statusCode).toBe(200);
    const hr = await createUser(t, { role: 'manager', department: 'HR' });
    expect((await download(fileId, hr)).statusCode).toBe(404);
    const draftFile = (
      await t.request({ method: 'GET', url: `/api/requisitions/${draftId}`, as: team.employee })
    ).json().attachmentFiles[0].id;
    expect((await download(draftFile, team.manager)).statusCode).toBe(404);
    expect((await download(draftFile, team.employee)).statusCode).toBe(200);
    expect((await download('att-nope', team.employee)).statusCode).toBe(404);
    expect((await download(fileId, null)).statusCode).toBe(401);
  });

  it('follows the PO scope for PO files, and the vendor request rule for vendor request files', async () => {
    const poFile = newId('att');
    const vendorFile = newId('att');
    const orphanFile = newId('att');
    const vendorRequest = await submitVendorRequest(t, team.legal, vendorRequestForm());
    const otherPo = await createPurchaseOrder(t, { vendorId, department: 'Operations' });
    await t.database.db.insert(attachments).values([
      {
        id: poFile,
        ownerType: 'purchase-order',
        ownerId: otherPo.id,
        fileName: 'floor.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        content: TINY_PDF,
      },
      {
        id: vendorFile,
        ownerType: 'vendor-request',
        ownerId: vendorRequest.id,
        fileName: 'w9.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        content: TINY_PDF,
      },
      {
        id: orphanFile,
        ownerType: 'vendor-request',
        ownerId: 'NVR-none',
        fileName: 'w9.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        content: TINY_PDF,
      },
    ]);
    expect((await download(poFile, team.procurement)).statusCode).toBe(200);
    expect((await download(poFile, team.manager)).statusCode).toBe(404);
    expect((await download(poFile, team.employee)).statusCode).toBe(404);
    // Who sees the request reads its files: the requester, procurement and finance (visibleVendorRequests).
    expect((await download(vendorFile, team.legal)).statusCode).toBe(200);
    expect((await download(vendorFile, team.procurement)).statusCode).toBe(200);
    expect((await download(vendorFile, team.finance)).statusCode).toBe(200);
    expect((await download(vendorFile, team.employee)).statusCode).toBe(404);
    // A file whose record does not exist is nobody's to read.
    expect((await download(orphanFile, team.procurement)).statusCode).toBe(404);
  });
});
