import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { invoices } from '../db/schema/invoices';
import { auditLog } from '../db/schema/admin';
import { seedInvoiceScenario } from './test-invoice-scenario';
import { createInvoice } from '../test/factories/invoices';

let t: TestApp;
const AP_ONLY = '3-way matching features are only available for AP Finance role users.';
let s: Awaited<ReturnType<typeof seedInvoiceScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedInvoiceScenario(t);
});
afterAll(() => t.close());

describe('PATCH /api/invoices/:id', () => {
  it('refuses users outside AP Finance with the spec message, before reading the body', async () => {
    for (const as of ['employee', 'manager', 'procurement'] as const) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/invoices/${s.inv.a}`,
        payload: { threeWayMatchStatus: 'matched', status: 'approved' },
        as: s.team[as],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AP_ONLY);
    }
    const badBody = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.a}`,
      payload: { status: 'nope' },
      as: s.team.employee,
    });
    expect(badBody.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, s.inv.a));
    expect(row).toMatchObject({ status: 'pending', threeWayMatchStatus: 'pending' });
  });

  it('3-Way Match runs the real match: lines not on the PO end in exception, with an audit entry', async () => {
    const matchOnly = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.a}`,
      payload: { threeWayMatchStatus: 'matched' },
      as: s.team.finance,
    });
    expect(matchOnly.statusCode).toBe(409);
    const approveOnly = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.a}`,
      payload: { status: 'approved' },
      as: s.team.finance,
    });
    expect(approveOnly.statusCode).toBe(409);
    expect(approveOnly.json().message).toBe(
      'An invoice can be approved only once its 3-way match is matched.',
    );
    const manualException = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.a}`,
      payload: { threeWayMatchStatus: 'exception' },
      as: s.team.finance,
    });
    expect(manualException.statusCode).toBe(409);

    const res = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.a}`,
      payload: { threeWayMatchStatus: 'matched', status: 'approved' },
      as: s.team.finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.inv.a,
      threeWayMatchStatus: 'exception',
      matchStatus: 'exception',
      status: 'pending',
      matchExceptions: [
        'Line 1 (A4 paper): no matching line on the purchase order',
        'Line 2 (Delivery): no matching line on the purchase order',
      ],
    });
    expect(res.json().items[1].matchResult).toEqual({
      ok: false,
      reasons: ['Line 2 (Delivery): no matching line on the purchase order'],
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, s.inv.a))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invoice.match_exception']);
    expect(entries[0]!.actorId).toBe(s.team.finance.id);

    const again = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.a}`,
      payload: { threeWayMatchStatus: 'matched', status: 'approved' },
      as: s.team.finance,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Resolve the exception first; the invoice can then be matched.');
  });

  it('approved → paid, then paid is final (409) and nothing changes', async () => {
    const pending = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.e}`,
      payload: { status: 'paid' },
      as: s.team.finance,
    });
    expect(pending.statusCode).toBe(409);
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.c}`,
      payload: { status: 'paid' },
      as: s.team.finance,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('paid');
    expect(paid.json().paidAt).toMatch(/^\d{4}-/);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, s.inv.c));
    expect(row!.paidAt).toBeInstanceOf(Date);
    const back = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.c}`,
      payload: { status: 'pending' },
      as: s.team.finance,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An invoice that is paid cannot become pending.');
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, s.inv.c));
    expect(after!.status).toBe('paid');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, s.inv.c))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invoice.pay']);
  });

  it('Resolve: exception → pending with a resolution note; a Finance-department user may resolve', async () => {
    const cookie = await t.login(s.financeDeptUser);
    const skip = await t.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.b}`,
      payload: { threeWayMatchStatus: 'matched', status: 'approved' },
      headers: { cookie },
    });
    expect(skip.statusCode).toBe(409);
    const noNote = await t.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.b}`,
      payload: { threeWayMatchStatus: 'pending', status: 'pending' },
      headers: { cookie },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toEqual({ resolutionNote: 'A resolution note is required' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.b}`,
      payload: {
        threeWayMatchStatus: 'pending',
        status: 'pending',
        resolutionNote: 'Vendor credited the extra units',
      },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      threeWayMatchStatus: 'pending',
      status: 'pending',
      matchExceptions: [],
      resolutionNote: 'Vendor credited the extra units',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, s.inv.b))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ action: 'invoice.resolve' });
    expect(entry!.details).toMatchObject({
      resolvedExceptions: ['Quantity invoiced exceeds quantity received'],
    });
    // An IT-department invoice is outside this user's scope.
    const outside = await t.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.c}`,
      payload: { status: 'paid' },
      headers: { cookie },
    });
    expect(outside.statusCode).toBe(404);
  });

  it('holds, disputes and releases; rejects illegal moves with 409', async () => {
    const patch = (id: string, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/invoices/${id}`, payload, as: s.team.finance });
    expect((await patch(s.inv.e, { status: 'pending' })).json().status).toBe('pending');
    expect((await patch(s.inv.e, { status: 'on-hold', reason: 'Awaiting credit note' })).json().status).toBe(
      'on-hold',
    );
    expect((await patch(s.inv.e, { status: 'approved' })).statusCode).toBe(409);
    const approved = (
      await createInvoice(t, {
        vendorId: s.vendorId,
        poId: s.po1,
        status: 'approved',
        threeWayMatchStatus: 'matched',
      })
    ).id;
    expect((await patch(approved, { status: 'disputed', reason: 'Wrong price' })).json().status).toBe(
      'disputed',
    );
    expect((await patch(s.inv.f, { status: 'pending' })).statusCode).toBe(409);
    expect((await patch(approved, { threeWayMatchStatus: 'exception' })).statusCode).toBe(409);
    expect((await patch(approved, { threeWayMatchStatus: 'pending', status: 'pending' })).statusCode).toBe(
      409,
    );
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, approved))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['invoice.status.disputed']);
  });

  it('rejects a pending and an approved invoice; rejected is final (409)', async () => {
    const patch = (id: string, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/invoices/${id}`, payload, as: s.team.finance });
    const pending = (await createInvoice(t, { vendorId: s.vendorId, poId: s.po1 })).id;
    const approved = (
      await createInvoice(t, {
        vendorId: s.vendorId,
        poId: s.po1,
        status: 'approved',
        threeWayMatchStatus: 'matched',
      })
    ).id;
    for (const [id, from] of [
      [pending, 'pending'],
      [approved, 'approved'],
    ] as const) {
      const res = await patch(id, { status: 'rejected', reason: 'Not ours' });
      expect(res.statusCode, from).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'rejected' });
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
      expect(row!.status).toBe('rejected');
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, id))
        .orderBy(auditLog.id);
      expect(entries.map((e) => e.action)).toEqual(['invoice.status.rejected']);
      expect(entries[0]!.details).toMatchObject({ from: { status: from }, to: { status: 'rejected' } });
      for (const status of ['pending', 'approved', 'paid', 'rejected']) {
        const again = await patch(id, { status });
        expect(again.statusCode, `${from} → rejected → ${status}`).toBe(409);
      }
      expect((await patch(id, { status: 'pending' })).json().message).toBe(
        'An invoice that is rejected cannot become pending.',
      );
    }
    // A paid invoice cannot be rejected.
    const paid = await patch(s.inv.d, { status: 'rejected', reason: 'Not ours' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('An invoice that is paid cannot become rejected.');
  });

  it('answers 400 for a bad or empty body and 404 for an unknown invoice', async () => {
    const empty = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.d}`,
      payload: {},
      as: s.team.finance,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ status: 'Send threeWayMatchStatus or status' });
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/invoices/${s.inv.d}`,
      payload: { status: 'lost' },
      as: s.team.finance,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/invoices/nope',
      payload: { status: 'paid' },
      as: s.team.finance,
    });
    expect(missing.statusCode).toBe(404);
  });
});
