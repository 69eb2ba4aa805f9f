import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { VENDOR_FILE_MESSAGE } from '@shared/vendors/schemas';
import { createTestApp, type TestApp } from '../test/harness';
import { vendorRequests } from '../db/schema/vendors';
import { attachments } from '../db/schema/requisitions';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { ensureDemoUsers } from '../profile/test-fixtures';
import { EXE, FAKE_PDF, PDF, PNG, multipart } from './test-multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoUsers(t.database.db);
});
afterAll(() => t.close());

const ACCOUNT = '987650001234';
let zip = 10000;
/** A valid request with a unique name and ZIP (so tests do not see each other as duplicates). */
const form = (over: Record<string, string> = {}) => ({
  companyName: `Zzonb ${zip} Co`,
  contactPerson: 'Pat Vendor',
  contactEmail: 'pat@vendor.example',
  businessType: 'Corporation',
  address: '9 Side St',
  city: 'Denver',
  state: 'CO',
  zipCode: String(zip++),
  accountNumber: ACCOUNT,
  routingNumber: '102000021',
  accountType: 'savings',
  justification: 'Only local source of the part',
  ...over,
});
const submitJson = async (over: Record<string, string> = {}, as: 'employee' | 'procurement' = 'employee') => {
  const res = await t.request({ method: 'POST', url: '/api/vendor-requests', payload: form(over), as });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; companyName: string };
};
const storedFiles = (id: string) =>
  t.database.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerType, 'vendor_request'), eq(attachments.ownerId, id)));
const inbox = (userId: string, subject: string) =>
  t.database.db
    .select({ id: mailboxEntries.id })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(and(eq(mailboxEntries.ownerId, userId), eq(messages.subject, subject), eq(mailboxEntries.folder, 'inbox')));

describe('onboarding documents', () => {
  it('accepts a multipart request with a W9 and supporting documents, stored and downloadable', async () => {
    const body = multipart(form({ companyName: 'Zzfiles Partners' }), [
      { field: 'w9', name: 'W9 2025.pdf', content: PDF },
      { field: 'supportingDocuments', name: 'insurance.pdf', content: PDF },
      { field: 'supportingDocuments', name: 'logo.png', content: PNG },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', ...body, as: 'employee' });
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
    const download = await t.request({ method: 'GET', url: `/api/vendor-requests/${view.id}/files/${w9.id}`, as: 'employee' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const stranger = await t.request({ method: 'GET', url: `/api/vendor-requests/${view.id}/files/${w9.id}`, as: 'manager' });
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
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', ...body, as: 'employee' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VENDOR_FILE_MESSAGE);
    expect(res.json().fieldErrors).toEqual({ w9: VENDOR_FILE_MESSAGE });
    expect((await t.database.db.select({ id: vendorRequests.id }).from(vendorRequests)).length).toBe(before);
    expect((await t.database.db.select({ id: attachments.id }).from(attachments)).length).toBe(beforeFiles);
  });

  it('validates multipart fields with the spec messages and takes one W9 only', async () => {
    const missing = multipart({ companyName: '', contactEmail: 'nope' }, [{ field: 'w9', name: 'w9.pdf', content: PDF }]);
    const res = await t.request({ method: 'POST', url: '/api/vendor-requests', ...missing, as: 'employee' });
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
    const two = await t.request({ method: 'POST', url: '/api/vendor-requests', ...twoW9, as: 'employee' });
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
      as: 'employee',
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
      as: 'employee',
    });
    expect(more.json()).toMatchObject({ w9Document: 'w9-corrected.pdf', supportingDocuments: ['license.png'] });
    expect((await storedFiles(created.id)).map((f) => `${f.kind}:${f.fileName}`).sort()).toEqual([
      'supporting:license.png',
      'w9:w9-corrected.pdf',
    ]);
    const refused = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'supportingDocuments', name: 'virus.exe', content: EXE }]),
      as: 'employee',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VENDOR_FILE_MESSAGE);
    const json = await t.request({ method: 'POST', url, payload: {}, as: 'employee' });
    expect(json.statusCode).toBe(400);
    const notMine = await t.request({
      method: 'POST',
      url,
      ...multipart({}, [{ field: 'w9', name: 'x.pdf', content: PDF }]),
      as: 'manager',
    });
    expect(notMine.statusCode).toBe(404);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entries.map((e) => e.action)).toEqual(['vendor_request.submit', 'vendor_request.files', 'vendor_request.files']);
  });
});

describe('review by procurement', () => {
  it('approves into an active vendor, tells the requester, and refuses a second decision', async () => {
    const created = await submitJson({ companyName: 'Zzapprove Labs', contactPhone: '555-0199', ein: '91-0000001' });
    const url = `/api/vendor-requests/${created.id}`;
    expect((await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: 'employee' })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: 'finance' })).statusCode).toBe(403);
    const detail = await t.request({ method: 'GET', url, as: 'procurement' });
    expect(detail.json().duplicates).toEqual([]);

    const res = await t.request({ method: 'POST', url: `${url}/approve`, as: 'procurement' });
    expect(res.statusCode).toBe(200);
    const approved = res.json();
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'user-001', rejectionReason: null });
    expect(approved.vendorId).toMatch(/^vendor-\d{3,}$/);

    const listed = (await t.request({ method: 'GET', url: '/api/vendors?q=zzapprove', as: 'employee' })).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id: approved.vendorId,
        name: 'Zzapprove Labs',
        status: 'active',
        integrationType: 'none',
        contactName: 'Pat Vendor',
        contactEmail: 'pat@vendor.example',
        contactPhone: '555-0199',
        totalSpendYtd: '0.00',
      }),
    ]);
    const vendor = (await t.request({ method: 'GET', url: `/api/vendors/${approved.vendorId}`, as: 'employee' })).json();
    expect(vendor).toMatchObject({ address: '9 Side St', city: 'Denver', state: 'CO', ein: '91-0000001' });

    const requestAudit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(requestAudit.map((e) => e.action)).toEqual(['vendor_request.submit', 'vendor_request.approve']);
    const vendorAudit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, approved.vendorId));
    expect(vendorAudit.map((e) => e.action)).toEqual(['vendor.create']);
    expect(await inbox('user-003', 'Vendor request approved: Zzapprove Labs')).toHaveLength(1);

    const again = await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: 'procurement' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This vendor request was already approved; it cannot be approved again.');
    const reject = await t.request({ method: 'POST', url: `${url}/reject`, payload: { reason: 'late' }, as: 'procurement' });
    expect(reject.statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: '/api/vendors?q=zzapprove', as: 'employee' })).json()).toHaveLength(1);
  });

  it('takes the integration type and category from the approval', async () => {
    const created = await submitJson({ companyName: 'Zzpunchout Supply' });
    const res = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${created.id}/approve`,
      payload: { integrationType: 'cxml', category: 'Office Supplies' },
      as: 'procurement',
    });
    expect(res.statusCode).toBe(200);
    const vendor = (await t.request({ method: 'GET', url: `/api/vendors/${res.json().vendorId}`, as: 'employee' })).json();
    expect(vendor).toMatchObject({ integrationType: 'cxml', category: 'Office Supplies', status: 'active' });
    const bad = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${(await submitJson()).id}/approve`,
      payload: { integrationType: 'ftp' },
      as: 'procurement',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects with a required reason, tells the requester, and refuses a second decision', async () => {
    const created = await submitJson({ companyName: 'Zzreject Works' });
    const url = `/api/vendor-requests/${created.id}`;
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await t.request({ method: 'POST', url: `${url}/reject`, payload, as: 'procurement' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ reason: 'A rejection reason is required' });
    }
    expect((await t.request({ method: 'GET', url, as: 'procurement' })).json().status).toBe('pending');
    const res = await t.request({
      method: 'POST',
      url: `${url}/reject`,
      payload: { reason: 'We already have a preferred supplier for this category.' },
      as: 'procurement',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We already have a preferred supplier for this category.',
      vendorId: null,
    });
    const own = await t.request({ method: 'GET', url, as: 'employee' });
    expect(own.json()).toMatchObject({ status: 'rejected', rejectionReason: expect.any(String) });
    expect(await inbox('user-003', 'Vendor request rejected: Zzreject Works')).toHaveLength(1);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entries.map((e) => e.action)).toEqual(['vendor_request.submit', 'vendor_request.reject']);
    expect((await t.request({ method: 'POST', url: `${url}/reject`, payload: { reason: 'x' }, as: 'procurement' })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: 'procurement' })).statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: '/api/vendors?q=zzreject', as: 'employee' })).json()).toEqual([]);
  });
});

describe('duplicate vendor check', () => {
  let existing: string;
  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/vendors',
      payload: { name: 'Zzdup Supplies Inc', category: 'Supplies', status: 'active', ein: '77-1234567', zipCode: '73301' },
      as: 'procurement',
    });
    existing = res.json().id;
  });

  it('flags the same name (case and spaces ignored) and ZIP, the same EIN, and other pending requests', async () => {
    const byName = await submitJson({ companyName: 'ZZDUP  supplies inc', zipCode: '73301' });
    const byEin = await submitJson({ companyName: 'Zzother Name LLC', ein: '771234567' });
    const otherZip = await submitJson({ companyName: 'Zzdup Supplies Inc', zipCode: '73302' });
    const detail = (id: string) => t.request({ method: 'GET', url: `/api/vendor-requests/${id}`, as: 'procurement' });
    expect((await detail(byName.id)).json().duplicates).toEqual([
      { vendorId: existing, requestId: null, name: 'Zzdup Supplies Inc', reason: 'Same name and ZIP code' },
    ]);
    expect((await detail(byEin.id)).json().duplicates).toEqual([
      { vendorId: existing, requestId: null, name: 'Zzdup Supplies Inc', reason: 'Same EIN' },
    ]);
    expect((await detail(byName.id)).json().duplicates).toHaveLength(1);
    // Same name but another ZIP: no vendor matches; the pending request with the same name and ZIP is not it either.
    expect((await detail(otherZip.id)).json().duplicates).toEqual([]);
    const twin = await submitJson({ companyName: 'zzdup supplies INC', zipCode: '73302' });
    expect((await detail(otherZip.id)).json().duplicates).toEqual([
      { vendorId: null, requestId: twin.id, name: 'zzdup supplies INC', reason: 'Same name and ZIP code' },
    ]);
    // The requester sees the flag too.
    expect((await t.request({ method: 'GET', url: `/api/vendor-requests/${byEin.id}`, as: 'employee' })).json().duplicates).toHaveLength(1);
  });

  it('refuses approval while a duplicate exists unless confirmed', async () => {
    const req = await submitJson({ companyName: 'Zzdup Supplies Inc.', ein: '77-1234567' });
    const url = `/api/vendor-requests/${req.id}/approve`;
    const refused = await t.request({ method: 'POST', url, payload: {}, as: 'procurement' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Possible duplicate vendor: Zzdup Supplies Inc (Same EIN)');
    const [row] = await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, req.id));
    expect(row).toMatchObject({ status: 'pending', vendorId: null });
    expect((await t.request({ method: 'GET', url: '/api/vendors?q=zzdup', as: 'procurement' })).json()).toHaveLength(1);

    const confirmed = await t.request({ method: 'POST', url, payload: { confirmDuplicate: true }, as: 'procurement' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('approved');
    // Its own vendor is not reported as its duplicate; the earlier vendor and the pending request with that EIN are.
    expect(confirmed.json().duplicates).toEqual([
      { vendorId: existing, requestId: null, name: 'Zzdup Supplies Inc', reason: 'Same EIN' },
      { vendorId: null, requestId: expect.stringMatching(/^NVR-/), name: 'Zzother Name LLC', reason: 'Same EIN' },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, req.id), eq(auditLog.action, 'vendor_request.approve')));
    expect(entry!.details).toMatchObject({ confirmedDuplicates: confirmed.json().duplicates });
  });
});
