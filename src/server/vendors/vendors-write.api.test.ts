import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { auditLog } from '../db/schema/admin';
import { type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld({ department: 'IT' })));
afterAll(() => t.close());

describe('POST /api/vendors', () => {
  it('is refused without manage_vendors', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/vendors',
      payload: { name: 'X', category: 'Y' },
      as: team.employee,
    });
    expect(res.statusCode).toBe(403);
  });

  it('creates vendor-NNN ids, writes an audit entry and answers 400 for a bad body', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/vendors',
      payload: { category: '' },
      as: team.procurement,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      name: 'Vendor name is required',
      category: 'Category is required',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/vendors',
      payload: {
        name: 'Zznew Vendor',
        category: 'IT Services',
        integrationType: 'oci',
        status: 'active',
        contactEmail: 'a@b.co',
      },
      as: team.procurement,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^vendor-\d{3,}$/);
    expect(body).toMatchObject({
      name: 'Zznew Vendor',
      integrationType: 'oci',
      status: 'active',
      totalSpendYtd: '0.00',
    });
    const second = await t.request({
      method: 'POST',
      url: '/api/vendors',
      payload: { name: 'Zznew 2', category: 'IT' },
      as: team.procurement,
    });
    expect(second.json().id).not.toBe(body.id);
    expect(second.json()).toMatchObject({ status: 'pending', integrationType: 'none' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, body.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['vendor.create']);
  });
});

describe('PATCH /api/vendors/:id', () => {
  it('needs manage_vendors', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/vendors/${(await createVendor(t)).id}`,
      payload: { status: 'inactive' },
      as: team.finance,
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes status through legal moves only, plus integration and contact fields, with audit entries', async () => {
    const db = t.database.db;
    const v = (await createVendor(t, { name: 'Zzpatch Vendor', status: 'pending' })).id;
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/vendors/${v}`, payload, as: team.procurement });

    const activated = await patch({
      status: 'active',
      integrationType: 'oci',
      contactName: 'Dana Lee',
      contactEmail: 'dana@zz.example',
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      id: v,
      status: 'active',
      integrationType: 'oci',
      contactName: 'Dana Lee',
      contactEmail: 'dana@zz.example',
      totalSpendYtd: '0.00',
      contracts: [],
    });
    const back = await patch({ status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A vendor that is active cannot become pending.');
    expect((await patch({ status: 'inactive' })).json().status).toBe('inactive');
    expect((await patch({ status: 'active', contactPhone: '' })).json()).toMatchObject({
      status: 'active',
      contactPhone: null,
    });

    const bad = await patch({ contactEmail: 'not-mail', integrationType: 'ftp' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      contactEmail: 'Invalid email',
      integrationType: expect.any(String),
    });
    expect((await patch({})).statusCode).toBe(400);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, v)).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'vendor.status.active',
      'vendor.status.inactive',
      'vendor.status.active',
    ]);
    expect(entries[0]!.details).toMatchObject({
      from: { status: 'pending', integrationType: 'none' },
      to: { status: 'active' },
    });
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/vendors/vendor-nope',
          payload: { status: 'active' },
          as: team.procurement,
        })
      ).statusCode,
    ).toBe(404);
  });
});
