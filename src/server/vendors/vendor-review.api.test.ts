import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { vendorRequests } from '../db/schema/vendors';
import { auditLog } from '../db/schema/admin';
import { mailboxEntries, messages } from '../db/schema/messages';
import { type Team } from '../test/factories/users';
import { submitVendorRequest, vendorRequestForm as form } from '../test/factories/vendor-requests';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const submitJson = (over: Record<string, string> = {}) => submitVendorRequest(t, team.employee, form(over));
const inbox = (userId: string, subject: string) =>
  t.database.db
    .select({ id: mailboxEntries.id })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .where(
      and(
        eq(mailboxEntries.ownerId, userId),
        eq(messages.subject, subject),
        eq(mailboxEntries.folder, 'inbox'),
      ),
    );

describe('review by procurement', () => {
  it('approves into an active vendor, tells the requester, and refuses a second decision', async () => {
    const created = await submitJson({
      companyName: 'Zzapprove Labs',
      contactPhone: '555-0199',
      ein: '91-0000001',
    });
    const url = `/api/vendor-requests/${created.id}`;
    expect(
      (await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: team.employee })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: team.finance })).statusCode,
    ).toBe(403);
    const detail = await t.request({ method: 'GET', url, as: team.procurement });
    expect(detail.json().duplicates).toEqual([]);

    const res = await t.request({ method: 'POST', url: `${url}/approve`, as: team.procurement });
    expect(res.statusCode).toBe(200);
    const approved = res.json();
    expect(approved).toMatchObject({
      status: 'approved',
      reviewedBy: team.procurement.id,
      rejectionReason: null,
    });
    expect(approved.vendorId).toMatch(/^vendor-\d{3,}$/);

    const listed = (
      await t.request({ method: 'GET', url: '/api/vendors?q=zzapprove', as: team.employee })
    ).json();
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
    const vendor = (
      await t.request({ method: 'GET', url: `/api/vendors/${approved.vendorId}`, as: team.employee })
    ).json();
    expect(vendor).toMatchObject({ address: '9 Side St', city: 'Denver', state: 'CO', ein: '91-0000001' });

    const requestAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(auditLog.id);
    expect(requestAudit.map((e) => e.action)).toEqual(['vendor_request.submit', 'vendor_request.approve']);
    const vendorAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, approved.vendorId))
      .orderBy(auditLog.id);
    expect(vendorAudit.map((e) => e.action)).toEqual(['vendor.create']);
    expect(await inbox(team.employee.id, 'Vendor request approved: Zzapprove Labs')).toHaveLength(1);

    const again = await t.request({
      method: 'POST',
      url: `${url}/approve`,
      payload: {},
      as: team.procurement,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This vendor request was already approved; it cannot be approved again.',
    );
    const reject = await t.request({
      method: 'POST',
      url: `${url}/reject`,
      payload: { reason: 'late' },
      as: team.procurement,
    });
    expect(reject.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: '/api/vendors?q=zzapprove', as: team.employee })).json(),
    ).toHaveLength(1);
  });

  it('takes the integration type and category from the approval', async () => {
    const created = await submitJson({ companyName: 'Zzpunchout Supply' });
    const res = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${created.id}/approve`,
      payload: { integrationType: 'cxml', category: 'Office Supplies' },
      as: team.procurement,
    });
    expect(res.statusCode).toBe(200);
    const vendor = (
      await t.request({ method: 'GET', url: `/api/vendors/${res.json().vendorId}`, as: team.employee })
    ).json();
    expect(vendor).toMatchObject({ integrationType: 'cxml', category: 'Office Supplies', status: 'active' });
    const bad = await t.request({
      method: 'POST',
      url: `/api/vendor-requests/${(await submitJson()).id}/approve`,
      payload: { integrationType: 'ftp' },
      as: team.procurement,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects with a required reason, tells the requester, and refuses a second decision', async () => {
    const created = await submitJson({ companyName: 'Zzreject Works' });
    const url = `/api/vendor-requests/${created.id}`;
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await t.request({ method: 'POST', url: `${url}/reject`, payload, as: team.procurement });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ reason: 'A rejection reason is required' });
    }
    expect((await t.request({ method: 'GET', url, as: team.procurement })).json().status).toBe('pending');
    const res = await t.request({
      method: 'POST',
      url: `${url}/reject`,
      payload: { reason: 'We already have a preferred supplier for this category.' },
      as: team.procurement,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We already have a preferred supplier for this category.',
      vendorId: null,
    });
    const own = await t.request({ method: 'GET', url, as: team.employee });
    expect(own.json()).toMatchObject({ status: 'rejected', rejectionReason: expect.any(String) });
    expect(await inbox(team.employee.id, 'Vendor request rejected: Zzreject Works')).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['vendor_request.submit', 'vendor_request.reject']);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `${url}/reject`,
          payload: { reason: 'x' },
          as: team.procurement,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'POST', url: `${url}/approve`, payload: {}, as: team.procurement }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: '/api/vendors?q=zzreject', as: team.employee })).json(),
    ).toEqual([]);
  });
});

describe('duplicate vendor check', () => {
  let existing: string;
  beforeAll(async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/vendors',
      payload: {
        name: 'Zzdup Supplies Inc',
        category: 'Supplies',
        status: 'active',
        ein: '77-1234567',
        zipCode: '73301',
      },
      as: team.procurement,
    });
    existing = res.json().id;
  });

  it('flags the same name (case and spaces ignored) and ZIP, the same EIN, and other pending requests', async () => {
    const byName = await submitJson({ companyName: 'ZZDUP  supplies inc', zipCode: '73301' });
    const byEin = await submitJson({ companyName: 'Zzother Name LLC', ein: '771234567' });
    const otherZip = await submitJson({ companyName: 'Zzdup Supplies Inc', zipCode: '73302' });
    const detail = (id: string) =>
      t.request({ method: 'GET', url: `/api/vendor-requests/${id}`, as: team.procurement });
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
    expect(
      (await t.request({ method: 'GET', url: `/api/vendor-requests/${byEin.id}`, as: team.employee })).json()
        .duplicates,
    ).toHaveLength(1);
  });

  it('refuses approval while a duplicate exists unless confirmed', async () => {
    const req = await submitJson({ companyName: 'Zzdup Supplies Inc.', ein: '77-1234567' });
    const url = `/api/vendor-requests/${req.id}/approve`;
    const refused = await t.request({ method: 'POST', url, payload: {}, as: team.procurement });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Possible duplicate vendor: Zzdup Supplies Inc (Same EIN)');
    const [row] = await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, req.id));
    expect(row).toMatchObject({ status: 'pending', vendorId: null });
    expect(
      (await t.request({ method: 'GET', url: '/api/vendors?q=zzdup', as: team.procurement })).json(),
    ).toHaveLength(1);

    const confirmed = await t.request({
      method: 'POST',
      url,
      payload: { confirmDuplicate: true },
      as: team.procurement,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('approved');
    // Its own vendor is not reported as its duplicate; the earlier vendor and the pending request with that EIN are.
    expect(confirmed.json().duplicates).toEqual([
      { vendorId: existing, requestId: null, name: 'Zzdup Supplies Inc', reason: 'Same EIN' },
      {
        vendorId: null,
        requestId: expect.stringMatching(/^NVR-/),
        name: 'Zzother Name LLC',
        reason: 'Same EIN',
      },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, req.id), eq(auditLog.action, 'vendor_request.approve')))
      .orderBy(auditLog.id);
    expect(entry!.details).toMatchObject({ confirmedDuplicates: confirmed.json().duplicates });
  });
});
