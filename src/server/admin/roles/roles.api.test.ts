import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ALL_PERMISSIONS, ROLE_DEFINITIONS, type Permission } from '@shared/auth/roles';
import type { RoleCard, RolesOverview } from '@shared/admin/roles';
import { auditLog } from '../../db/schema/admin';
import { permissions } from '../../db/schema/auth';
import { seedReferenceData } from '../../seed/reference';
import type { TestApp } from '../../test/harness';
import { createWorld } from '../../test/factories/world';
import { createUser } from '../../test/factories/users';
import { uniqueDepartment } from '../../test/factories/unique';
import type { Team } from '../../test/factories/users';

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const overview = async (as = team.admin): Promise<RolesOverview> => {
  const res = await t.request({ method: 'GET', url: '/api/admin/roles', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const card = async (id: string) => (await overview()).roles.find((r) => r.id === id)!;
const put = (id: string, payload: unknown, as = team.admin) =>
  t.request({ method: 'PUT', url: `/api/admin/roles/${id}`, payload: payload as object, as });
/** Saves a role's permissions as they are with `add` granted and `remove` revoked. */
async function change(id: string, edit: { add?: Permission[]; remove?: Permission[] }) {
  const c = await card(id);
  const next = [...c.permissions.filter((p) => !edit.remove?.includes(p)), ...(edit.add ?? [])];
  const res = await put(id, { permissions: next, approvalLimit: c.approvalLimit });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RoleCard;
}
/** A fresh database's grants: the spec's list and decision 002's extras, in the permission list's order. */
const specPermissions = (id: string) => {
  const r = ROLE_DEFINITIONS.find((d) => d.id === id)!;
  return ALL_PERMISSIONS.filter((p) => [...r.permissions, ...r.extraPermissions].includes(p));
};
const newVendor = (as: typeof team.admin) =>
  t.request({ method: 'POST', url: '/api/vendors', payload: {}, as });

describe('GET /api/admin/roles', () => {
  it('lists the seven roles with permissions, approval limits, demo titles and active users', async () => {
    const before = await card('director');
    const dept = uniqueDepartment();
    await createUser(t, { role: 'director', department: dept });
    await createUser(t, { role: 'director', department: dept, status: 'Inactive' });
    const o = await overview();
    expect(o.roles.map((r) => r.id)).toEqual([
      'end_user',
      'manager',
      'director',
      'procurement_sme',
      'finance',
      'legal',
      'admin',
    ]);
    const byId = Object.fromEntries(o.roles.map((r) => [r.id, r]));
    expect(byId.director!.userCount).toBe(before.userCount + 1);
    expect(byId.procurement_sme).toMatchObject({
      label: 'Procurement Specialist',
      demoTitle: 'Procurement Manager',
      approvalLimit: '50000.00',
    });
    expect(byId.manager).toMatchObject({ demoTitle: 'Department Manager', approvalLimit: '10000.00' });
    expect(byId.finance).toMatchObject({ demoTitle: 'Finance Director', approvalLimit: null });
    expect(byId.legal!.demoTitle).toBe('Legal Counsel');
    expect(byId.end_user!.demoTitle).toBeNull();
    for (const r of o.roles) expect(r.permissions, r.id).toEqual(specPermissions(r.id));
    expect(byId.admin!.userCount).toBe(1);
    expect(o.permissions.find((p) => p.id === 'manage_vendors')?.description).toBe(
      'Onboard and manage vendors',
    );
  });

  it('takes access_administration', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/roles', as: team.procurement })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/roles', as: team.manager })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/admin/roles/{id}', () => {
  it('a granted permission applies on the role’s users’ next request, and a revoked one too', async () => {
    expect((await newVendor(team.legal)).statusCode).toBe(403);
    const granted = await change('legal', { add: ['manage_vendors'] });
    expect(granted.permissions).toContain('manage_vendors');
    // Same session as before: the guard re-reads the role's permissions.
    expect((await newVendor(team.legal)).statusCode).toBe(400);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', as: team.legal });
    expect(me.json().permissions).toContain('manage_vendors');

    await change('legal', { remove: ['manage_vendors'] });
    expect((await newVendor(team.legal)).statusCode).toBe(403);

    expect((await newVendor(team.procurement)).statusCode).toBe(400);
    await change('procurement_sme', { remove: ['manage_vendors'] });
    expect((await newVendor(team.procurement)).statusCode).toBe(403);
    await change('procurement_sme', { add: ['manage_vendors'] });
    expect((await newVendor(team.procurement)).statusCode).toBe(400);
  });

  it('sets the approval limit and writes an audit entry before → after', async () => {
    const res = await put('manager', {
      permissions: ['approve_requests', 'view_department_data', 'create_requisitions'],
      approvalLimit: '12500',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approvalLimit: '12500.00' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'role'), eq(auditLog.entityId, 'manager')));
    expect(entry).toMatchObject({ actorId: team.admin.id, action: 'role.permissions_changed' });
    expect(entry!.details).toMatchObject({
      before: { approvalLimit: '10000.00' },
      after: { approvalLimit: '12500.00' },
    });
    const cleared = await put('manager', {
      permissions: ['approve_requests', 'view_department_data', 'create_requisitions'],
      approvalLimit: null,
    });
    expect(cleared.json().approvalLimit).toBeNull();
    await put('manager', {
      permissions: ['approve_requests', 'view_department_data', 'create_requisitions'],
      approvalLimit: 10000,
    });
    expect((await card('manager')).approvalLimit).toBe('10000.00');
  });

  it('refuses a change that leaves no active user able to manage users (409), changing nothing', async () => {
    const res = await put('admin', { permissions: ['system_configuration'], approvalLimit: null });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect((await card('admin')).permissions).toEqual(specPermissions('admin'));
    // full_access still implies manage_users: allowed.
    const keep = await put('admin', {
      permissions: ['full_access', 'system_configuration'],
      approvalLimit: null,
    });
    expect(keep.statusCode, keep.body).toBe(200);
    await put('admin', {
      permissions: ['full_access', 'manage_users', 'system_configuration'],
      approvalLimit: null,
    });
  });

  it('validates: known permissions only, a limit of 0 or more money, a known role; manage_users only', async () => {
    const bad = await put('legal', { permissions: ['fly_planes'], approvalLimit: null });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fieldErrors)).toContain('Unknown permission');
    const negative = await put('legal', { permissions: [], approvalLimit: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors.approvalLimit).toBe('Number must be greater than or equal to 0');
    const cents = await put('legal', { permissions: [], approvalLimit: '1.234' });
    expect(cents.statusCode).toBe(400);
    const missing = await put('legal', { permissions: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.approvalLimit).toBe('Required');
    expect((await put('nobody', { permissions: [], approvalLimit: null })).statusCode).toBe(404);
    const notAdmin = await put('legal', { permissions: [], approvalLimit: null }, team.procurement);
    expect(notAdmin.statusCode).toBe(403);
    expect((await card('legal')).permissions).toEqual(specPermissions('legal'));
  });
});

describe('the reference seed', () => {
  it('does not re-grant a revoked permission, and still upserts the permissions list', async () => {
    await change('procurement_sme', { remove: ['manage_vendors'] });
    await t.database.db
      .update(permissions)
      .set({ description: 'stale' })
      .where(eq(permissions.id, 'manage_vendors'));
    await seedReferenceData(t.database.db);
    expect((await card('procurement_sme')).permissions).not.toContain('manage_vendors');
    const [p] = await t.database.db.select().from(permissions).where(eq(permissions.id, 'manage_vendors'));
    expect(p!.description).toBe('Onboard and manage vendors');
    await change('procurement_sme', { add: ['manage_vendors'] });
  });
});
