import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES as M } from '@shared/admin/users/schemas';
import { auditLog } from '../../db/schema/admin';
import { outbox } from '../../db/schema/jobs';
import { sessions, users } from '../../db/schema/auth';
import { activeUserById } from '../../auth/sessions';
import { deactivateUser, updateUser } from './accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTeam, createUser, type Team, type User } from '../../test/factories/users';
import { unique } from '../../test/factories/unique';

/** GET/POST /api/admin/users, PATCH/DELETE /api/admin/users/{id} (an SMTP server is configured here). */
let t: TestApp;
let team: Team;
let admin: User;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  team = await createTeam(t);
  admin = team.admin;
});
afterAll(() => t.close());

const list = (query: string, as: User = admin) =>
  t.request({ method: 'GET', url: `/api/admin/users?${query}`, as });
const create = (payload: unknown, as: User = admin) =>
  t.request({ method: 'POST', url: '/api/admin/users', as, payload: payload as object });
const patch = (id: string, payload: unknown, as: User = admin) =>
  t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, as, payload: payload as object });
const remove = (id: string, as: User = admin) =>
  t.request({ method: 'DELETE', url: `/api/admin/users/${id}`, as });
const newUser = () => ({
  firstName: 'Iris',
  lastName: unique('Vale'),
  email: `${unique('iris')}@example.test`.toLowerCase(),
  role: 'end_user',
  department: 'Marketing',
});
/** A fresh session of `u` (not the harness's shared one), as a cookie header. */
const sessionOf = (u: User) => t.login(u);
const asCookie = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/admin/users', () => {
  it('pages the accounts by name with X-Total-Count and finds by name or email', async () => {
    const name = unique('Zebulon');
    const a = await createUser(t, { role: 'manager', department: 'IT', firstName: name, lastName: 'Alpha' });
    const b = await createUser(t, { role: 'end_user', department: 'IT', firstName: name, lastName: 'Beta' });
    const res = await list(`q=${name.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([a.id, b.id]);
    expect(rows[0]).toMatchObject({
      name: `${name} Alpha`,
      email: a.email,
      role: 'manager',
      roleLabel: 'Manager',
      department: 'IT',
      status: 'Active',
      lastLogin: null,
      passwordSet: true,
      can: { edit: true, deactivate: true },
    });
    // Full name across first and last, and the email.
    expect((await list(`q=${encodeURIComponent(`${name} be`)}`)).json()).toHaveLength(1);
    expect((await list(`q=${b.email}`)).json().map((r: { id: string }) => r.id)).toEqual([b.id]);
    // Descending by name, one row a page.
    const page = await list(`q=${name}&sort=-name&limit=1&offset=0`);
    expect(page.json().map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect(page.headers['x-total-count']).toBe('2');
    expect((await list('sort=bogus')).statusCode).toBe(400);
  });

  it('shows the last sign-in from real sign-ins', async () => {
    const u = await createUser(t, { role: 'end_user', department: 'IT' });
    await sessionOf(u);
    const [row] = (await list(`q=${u.email}`)).json();
    expect(Date.now() - Date.parse(row.lastLogin)).toBeLessThan(60_000);
  });

  it('a read-only reader (procurement) sees the rows without actions; others get 403', async () => {
    const res = await list(`q=${admin.email}`, team.procurement);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].can).toEqual({ edit: false, deactivate: false });
    expect((await list('', team.employee)).statusCode).toBe(403);
    expect((await create(newUser(), team.procurement)).statusCode).toBe(403);
    expect((await remove(team.employee.id, team.finance)).statusCode).toBe(403);
  });

  it('the administrator’s own row cannot be deleted', async () => {
    const [own] = (await list(`q=${admin.email}`)).json();
    expect(own.can).toEqual({ edit: true, deactivate: false });
  });
});

describe('POST /api/admin/users', () => {
  it('creates the account, audits it and mails the link through the outbox', async () => {
    const input = newUser();
    const res = await create({ ...input, email: ` ${input.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: input.email, role: 'end_user', department: 'Marketing' });
    expect(body.mailed).toBe(true);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recordId, body.user.id));
    expect(mail).toMatchObject({ toAddresses: [input.email], kind: 'user.invitation' });
    expect(mail!.text).toContain(body.setPasswordLink);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.user.id), eq(auditLog.action, 'user.create')));
    expect(entry).toMatchObject({ actorId: admin.id, entityType: 'user' });
  });

  it('refuses a duplicate email (any case) with a 409 on the field', async () => {
    const input = newUser();
    expect((await create(input)).statusCode).toBe(201);
    const again = await create({ ...newUser(), email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', fieldErrors: { email: M.emailTaken } });
    const existing = await create({ ...newUser(), email: team.employee.email });
    expect(existing.statusCode).toBe(409);
  });

  it('bad input is a 400 with the generic field messages and creates nothing', async () => {
    const res = await create({ firstName: '  ', email: 'not-an-email', role: 'king', department: 'Moon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Invalid email',
      role: M.role,
      department: M.department,
    });
    const empty = await create({});
    expect(empty.json().fieldErrors).toMatchObject({ email: 'Required', role: 'Required' });
    expect((await list('q=not-an-email')).json()).toHaveLength(0);
  });
});

describe('PATCH and DELETE /api/admin/users/{id}', () => {
  it('a role change holds from the user’s next request (grant and revoke)', async () => {
    const u = await createUser(t, { role: 'end_user', department: 'IT' });
    const cookie = await sessionOf(u);
    expect((await asCookie(cookie, '/api/admin/users')).statusCode).toBe(403);
    const up = await patch(u.id, { role: 'procurement_sme' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ role: 'procurement_sme', roleLabel: 'Procurement Specialist' });
    expect((await asCookie(cookie, '/api/admin/users')).statusCode).toBe(200);
    expect((await patch(u.id, { role: 'end_user', department: 'HR' })).statusCode).toBe(200);
    expect((await asCookie(cookie, '/api/admin/users')).statusCode).toBe(403);
    expect((await asCookie(cookie, '/api/auth/me')).json()).toMatchObject({
      role: 'end_user',
      department: 'HR',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.update')));
    expect(audits).toHaveLength(2);
  });

  it('deactivating ends the user’s sessions at once and refuses sign-in; records stay', async () => {
    const u = await createUser(t, { role: 'manager', department: 'IT' });
    const cookie = await sessionOf(u);
    expect((await asCookie(cookie, '/api/auth/me')).statusCode).toBe(200);
    const res = await remove(u.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, status: 'Inactive' });
    expect((await asCookie(cookie, '/api/auth/me')).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    await expect(sessionOf(u)).rejects.toThrow(/401/);
    expect((await remove(u.id)).statusCode).toBe(409);
    // Reactivated by an edit: the user signs in again.
    expect((await patch(u.id, { status: 'Active' })).json().status).toBe('Active');
    expect((await asCookie(await sessionOf(u), '/api/auth/me')).statusCode).toBe(200);
  });

  it('an edit to Inactive ends the sessions too; unknown ids and bad values are 404 and 400', async () => {
    const u = await createUser(t, { role: 'end_user', department: 'IT' });
    const cookie = await sessionOf(u);
    expect((await patch(u.id, { status: 'Inactive' })).statusCode).toBe(200);
    expect((await asCookie(cookie, '/api/auth/me')).statusCode).toBe(401);
    expect((await patch('user-nobody', { status: 'Active' })).statusCode).toBe(404);
    expect((await remove('user-nobody')).statusCode).toBe(404);
    const bad = await patch(u.id, { status: 'Gone', role: 'king' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ status: M.status, role: M.role });
  });

  it('nobody deactivates or demotes themselves (409)', async () => {
    const self = await remove(admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(M.selfDeactivate);
    const demote = await patch(admin.id, { role: 'finance' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(M.selfDemote);
    expect((await patch(admin.id, { status: 'Inactive' })).json().message).toBe(M.selfDeactivate);
    // Their own department may change.
    expect((await patch(admin.id, { department: 'Operations' })).statusCode).toBe(200);
  });

  it('the last active administrator stays: two administrators removing each other, one wins', async () => {
    const app2 = await createTestApp();
    try {
      const a = await createUser(app2, { role: 'admin', department: 'IT' });
      const b = await createUser(app2, { role: 'admin', department: 'IT' });
      const [ca, cb] = [await app2.login(a), await app2.login(b)];
      const del = (cookie: string, id: string) =>
        app2.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie } });
      const results = await Promise.all([del(ca, b.id), del(cb, a.id)]);
      const codes = results.map((r) => r.statusCode).sort();
      // The loser is refused as the last administrator, or (had the winner committed before its
      // request was let in) signed out already: never are both deactivated.
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      const active = await app2.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [a.id, b.id]), eq(users.status, 'Active')));
      expect(active).toHaveLength(1);

      // Decided by the use case, whatever the timing: the administrator deactivated a moment ago,
      // whose request was already past the guard, can neither deactivate nor demote the last one.
      const left = active[0]!.id;
      const gone = left === a.id ? b : a;
      const stale = (await activeUserById(app2.database.db, left))!;
      const staleActor = { ...stale, id: gone.id, email: gone.email };
      const db = app2.database.db;
      await expect(deactivateUser(db, staleActor, left)).rejects.toMatchObject({
        code: 'conflict',
        message: M.lastAdminDeactivate,
      });
      await expect(updateUser(db, staleActor, left, { role: 'finance' })).rejects.toMatchObject({
        code: 'conflict',
        message: M.lastAdminDemote,
      });
      expect((await activeUserById(db, left))?.role).toBe('admin');
    } finally {
      await app2.close();
    }
  });
});
