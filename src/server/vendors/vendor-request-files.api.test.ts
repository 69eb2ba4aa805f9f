import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  VENDOR_FILE_MAX_BYTES,
  VENDOR_FILE_MESSAGE,
  VENDOR_FILE_TOO_LARGE_MESSAGE,
} from '@shared/vendors/files';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { vendorRequests } from '../db/schema/vendors';
import { attachments } from '../db/schema/attachments';
import { auditLog } from '../db/schema/admin';
import { EXE, FAKE_PDF, PDF, PNG, multipart } from '../test/factories/multipart';
import { type Team } from '../test/factories/users';
import {
  TEST_ACCOUNT as ACCOUNT,
  submitVendorRequest,
  vendorRequestForm as form,
} from '../test/factories/vendor-requests';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const submitJson = (over: Record<string, string> = {}) => submitVendorRequest(t, team.employee, form(over));
const storedFiles = (id: string) =>
  t.database.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerType, 'vendor-request'), eq(attachments.ownerId, id)));

describe('onboarding documents', () => {
  it('accepts a multipart request with a W9 and supporting documents, stored and downloadable', async () => {
    const body = multipart(form({ companyName: 'Zzfiles Partners' }), [
      { field: 'w9', name: 'W9 2025.pdf', content: PDF },
      { field: 'supportingDocuments', name: 'insurance.pdf', content: PDF },
      { field: 'supportingDocuments', name: 'logo.png', content: PNG },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', ...body, as: team.employee });
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      companyName: 'Zzfiles Partners',
      status: 'pending',
      w9Document: 'W9 2025.pdf',
      supportingDocuments: ['insurance.pdf', 'logo.png'],
      accountNumber: '••••1234',
      accountType: 'savings',
    });
    expect(view.files.map((f: { kind: string; fileName: string }) => `${f.kind}:${f.fileName}`)).toEqual([
      'w9:W9 2025.pdf',
      'supporting:insurance.pdf',
      'supporting:logo.png',
    ]);
    const rows = await storedFiles(view.id);
    expect(rows.map((r) => [r.kind, r.mimeType, r.size])).toEqual(
      expect.arrayContaining([
        ['w9', 'application/pdf', PDF.length],
        ['supporting', 'image/png', PNG.length],
      ]),
    );
    const [stored] = await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, view.id));
    expect(JSON.stringify(stored)).not.toContain(ACCOUNT);

    const w9 = view.files[0];
    const download = await t.request({
      method: 'GET',
      url: `/api/vendor-requests/${view.id}/files/${w9.id}`,
      as: team.employee,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const stranger = await t.request({
      method: 'GET',
      url: `/api/vendor-requests/${view.id}/files/${w9.id}`,
      as: team.manager,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it.each([
    ['an .exe file', 'setup.exe', EXE],
    ['a text file named .pdf', 'w9.pdf', FAKE_PDF],
    ['a PDF renamed .txt', 'w9.txt', PDF],
  ])('refuses %s with the spec message and stores nothing', async (_label, name, content) => {
    const before = (await t.database.db.select({ id: vendorRequests.id }).from(vendorRequests)).length;
    const beforeFiles = (await t.database.db.select({ id: attachments.id }).from(attachments)).length;
    const body = multipart(form(), [{ field: 'w9', name, content }]);
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', ...body, as: team.employee });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VENDOR_FILE_MESSAGE);
    expect(res.json().fieldErrors).toEqual({ w9: VENDOR_FILE_MESSAGE });
    expect((await t.database.db.select({ id: vendorRequests.id }).from(vendorRequests)).length).toBe(before);
    expect((await t.database.db.select({ id: attachments.id }).from(attachments)).length).toBe(beforeFiles);
  });

  it('refuses a PDF one byte over 10 MB with 413 and stores neither the request nor the file', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(VENDOR_FILE_MAX_BYTES + 1 - PDF.length, 0x20)]);
    expect(big.length).toBe(VENDOR_FILE_MAX_BYTES + 1);
    const companyName = 'Zzoversize Filings';
    const beforeFiles = (await t.database.db.select({ id: attachments.id }).from(attachments)).length;
    const body = multipart(form({ companyName }), [{ field: 'w9', name: 'w9.pdf', content: big }]);
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', ...body, as: team.employee });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(VENDOR_FILE_TOO_LARGE_MESSAGE);
    const rows = await t.database.db
      .select({ id: vendorRequests.id })
      .from(vendorRequests)
      .where(eq(vendorRequests.companyName, companyName));
    expect(rows).toEqual([]);
    expect((await t.database.db.select({ id: attachments.id }).from(attachments)).length).toBe(beforeFiles);

    // Exactly 10 MB is still accepted.
    const limit = big.subarray(0, VENDOR_FILE_MAX_BYTES);
    const ok = multipart(form(), [{ field: 'w9', name: 'w9.pdf', content: limit }]);
    const accepted = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      ...ok,
      as: team.employee,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().files).toMatchObject([{ kind: 'w9', size: VENDOR_FILE_MAX_BYTES }]);

    const created = await submitJson();
    const added = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${created.id}/files`,
      ...multipart({}, [{ field: 'supportingDocuments', name: 'huge.pdf', content: big }]),
      as: team.employee,
    });
    expect(added.statusCode).toBe(413);
    expect(added.json().message).toBe(VENDOR_FILE_TOO_LARGE_MESSAGE);
    expect(await storedFiles(created.id)).toEqual([]);
    const [row] = await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, created.id));
    expect(row).toMatchObject({ w9Document: null, supportingDocuments: [] });
  });

  it('validates multipart fields with the spec messages and takes one W9 only', async () => {
    const missing = multipart({ companyName: '', contactEmail: 'nope' }, [
      { field: 'w9', name: 'w9.pdf', content: PDF },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/vendor-requests',
      ...missing,
      as: team.employee,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      companyName: 'Company name is required',
      contactEmail: 'Valid email is required',
      zipCode: 'ZIP code is required',
      justification: 'Business justification is required',
    });
    const twoW9 = multipart(form(), [
      { field: 'w9', name: 'a.pdf', content: PDF },
      { field: 'w9', name: 'b.pdf', content: PDF },
    ]);
    const two = await t.request({ method: 'POST', url: '/api/vendor-requests', ...twoW9, as: team.employee });
    expect(two.statusCode).toBe(400);
    expect(two.json().fieldErrors).toEqual({ w9: 'Upload one W9 file.' });
  });

  it('adds documents to an existing pending request of the user', async () => {
    const created = await submitJson();
    const url = `/api/vendor-requests/${created.id}/files`;
    const w9 = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'w9', name: 'w9-signed.pdf', content: PDF }]),
      as: team.employee,
    });
    expect(w9.statusCode).toBe(200);
    expect(w9.json()).toMatchObject({ w9Document: 'w9-signed.pdf', supportingDocuments: [] });
    const more = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [
        { field: 'supportingDocuments', name: 'license.png', content: PNG },
        { field: 'w9', name: 'w9-corrected.pdf', content: PDF },
      ]),
      as: team.employee,
    });
    expect(more.json()).toMatchObject({
      w9Document: 'w9-corrected.pdf',
      supportingDocuments: ['license.png'],
    });
    expect((await storedFiles(created.id)).map((f) => `${f.kind}:${f.fileName}`).sort()).toEqual([
      'supporting:license.png',
      'w9:w9-corrected.pdf',
    ]);
    const refused = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'supportingDocuments', name: 'virus.exe', content: EXE }]),
      as: team.employee,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VENDOR_FILE_MESSAGE);
    const json = await t.request({ method: 'POST', url, payload: {}, as: team.employee });
    expect(json.statusCode).toBe(415);
    const notMine = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'w9', name: 'x.pdf', content: PDF }]),
      as: team.manager,
    });
    expect(notMine.statusCode).toBe(404);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'vendor_request.submit',
      'vendor_request.files',
      'vendor_request.files',
    ]);
  });
});
