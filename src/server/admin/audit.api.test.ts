import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import type { AuditEntry } from '@shared/admin/audit-schemas';
import type { TestApp } from '../test/harness';
import { auditLog } from '../db/schema/admin';
import { createWorld } from '../test/factories/world';
import { fullName, type Team } from '../test/factories/users';
import { unique } from '../test/factories/unique';

/**
 * The audit log (issue 14): every state change, newest first, filterable by user, record type, record
 * id and days, server-paged, exportable as CSV, and append-only (no route changes it; the database
 * refuses UPDATE and DELETE).
 */
let t: TestApp, team: Team;
const vendorId = unique('VEN');
const poId = unique('PO');
/** Local noon of a day in 2021 (older than anything the test app writes itself). */
const noon = (month: number, day: number) => new Date(2021, month - 1, day, 12);

beforeAll(async () => {
  ({ t, team } = await createWorld());
  // Planted entries on known days: two by procurement on a vendor, one by finance on a PO, one by nobody.
  await t.database.db.insert(auditLog).values([
    {
      at: noon(3, 1),
      actorId: team.procurement.id,
      action: 'vendor.create',
      entityType: 'vendor',
      entityId: vendorId,
      details: { after: { name: 'Acme' } },
    },
    {
      at: noon(3, 5),
      actorId: team.procurement.id,
      action: 'vendor.update',
      entityType: 'vendor',
      entityId: vendorId,
      details: { before: { name: 'Acme' }, after: { name: 'Acme, Inc.' } },
    },
    {
      at: noon(3, 10),
      actorId: team.finance.id,
      action: 'purchase_order.approve',
      entityType: 'purchase-order',
      entityId: poId,
      details: { before: { status: 'pending' }, after: { status: 'approved' } },
    },
    { at: noon(3, 20), actorId: null, action: 'job.run', entityType: 'purchase-order', entityId: poId },
  ]);
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number>, as = team.admin) => {
  const res = await t.request({ method: 'GET', url: '/api/admin/audit', query: stringify(query), as });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as AuditEntry[], total: Number(res.headers['x-total-count']) };
};
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
const in2021 = { from: '2021-01-01', to: '2021-12-31' };

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who, when, what and before → after', async () => {
    const { rows, total } = await list(in2021);
    expect(total).toBe(4);
    expect(rows.map((r) => r.action)).toEqual([
      'job.run',
      'purchase_order.approve',
      'vendor.update',
      'vendor.create',
    ]);
    expect(rows[2]).toMatchObject({
      actorId: team.procurement.id,
      actorName: fullName(team.procurement),
      recordType: 'vendor',
      recordId: vendorId,
      at: noon(3, 5).toISOString(),
      details: { before: { name: 'Acme' }, after: { name: 'Acme, Inc.' } },
    });
    expect(rows[0]!.actorName).toBeNull();
  });

  it('filters by user, record type, record id and days (inclusive)', async () => {
    const actions = async (q: Record<string, string>) => (await list(q)).rows.map((r) => r.action);
    expect(await actions({ ...in2021, userId: team.procurement.id })).toEqual([
      'vendor.update',
      'vendor.create',
    ]);
    expect(await actions({ ...in2021, recordType: 'purchase-order' })).toEqual([
      'job.run',
      'purchase_order.approve',
    ]);
    expect(await actions({ recordId: vendorId })).toEqual(['vendor.update', 'vendor.create']);
    expect(await actions({ recordType: 'vendor', recordId: poId })).toEqual([]);
    expect(await actions({ from: '2021-03-05', to: '2021-03-10' })).toEqual([
      'purchase_order.approve',
      'vendor.update',
    ]);
    expect(await actions({ to: '2021-03-01' })).toEqual(['vendor.create']);
    expect(await actions({ from: '2021-03-20', recordId: poId })).toEqual(['job.run']);
    expect(await actions({ ...in2021, userId: team.finance.id, recordType: 'all' })).toEqual([
      'purchase_order.approve',
    ]);
  });

  it('pages on the server: limit and offset, the total in X-Total-Count', async () => {
    const first = await list({ ...in2021, limit: 3, offset: 0 });
    const second = await list({ ...in2021, limit: 3, offset: 3 });
    expect(first.rows).toHaveLength(3);
    expect(first.total).toBe(4);
    expect(second.rows.map((r) => r.action)).toEqual(['vendor.create']);
    expect(second.total).toBe(4);
  });

  it('shows the change a settings save just made, with its before → after', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...DEFAULT_SETTINGS, companyName: 'Audited Co' },
      as: team.admin,
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await list({ recordType: 'settings', limit: 1 });
    expect(rows[0]).toMatchObject({
      actorName: fullName(team.admin),
      action: 'settings.update',
      recordId: 'system',
      details: { before: { companyName: 'Procura Demo Corp' }, after: { companyName: 'Audited Co' } },
    });
  });

  it('refuses bad filters with field messages', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/audit',
      query: { recordType: 'spaceship', from: 'yesterday' },
      as: team.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ recordType: 'Unknown record type', from: 'Invalid date' });
  });

  it('is for the administration area only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/audit', as: team.employee })).statusCode).toBe(
      403,
    );
    expect((await list(in2021, team.finance)).total).toBe(4);
  });
});

describe('GET /api/admin/audit/users', () => {
  it('finds users by name or e-mail for the user filter', async () => {
    const q = team.procurement.email.split('@')[0]!;
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/audit/users',
      query: { q },
      as: team.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: team.procurement.id, name: fullName(team.procurement), email: team.procurement.email },
    ]);
  });
});

describe('the audit log cannot be changed', () => {
  it('has no route that changes or deletes an entry', async () => {
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, vendorId));
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry!.id}`]) {
        const res = await t.request({ method, url, payload: {}, as: team.admin });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('the database refuses UPDATE and DELETE on audit_log', async () => {
    const { db } = t.database;
    await expect(
      db.execute(sql`update audit_log set action = 'forged' where entity_id = ${vendorId}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where entity_id = ${vendorId}`)).rejects.toThrow();
    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, vendorId));
    expect(rows.map((r) => r.action).sort()).toEqual(['vendor.create', 'vendor.update']);
  });
});

describe('GET /api/exports/audit-log', () => {
  it('exports the filtered log as CSV, newest first, with the changes summarized', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/exports/audit-log',
      query: { recordId: vendorId, format: 'csv' },
      as: team.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit-log');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('When,User,User ID,Action,Record Type,Record ID,Changes');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `${noon(3, 5).toISOString()},${fullName(team.procurement)},${team.procurement.id},vendor.update,vendor,${vendorId}`,
    );
    expect(lines[1]).toContain('name: Acme → Acme, Inc.');
    expect(lines[2]).toContain('vendor.create');
  });

  it('is refused to users outside the administration area', async () => {
    const res = await t.request({ method: 'GET', url: '/api/exports/audit-log', as: team.employee });
    expect(res.statusCode).toBe(403);
  });
});
