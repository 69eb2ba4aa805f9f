import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES as M } from '@shared/admin/users/schemas';
import { auditLog } from '../../db/schema/admin';
import { outbox } from '../../db/schema/jobs';
import { passwordTokens, users } from '../../db/schema/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, type User } from '../../test/factories/users';
import { unique } from '../../test/factories/unique';
import { hashToken } from '../../lib/tokens';

/** Create User's one-time link: 72 hours, once, then the user signs in (no SMTP server here). */
let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin', department: 'IT' });
});
afterAll(() => t.close());

const PASSWORD = 'a-long-new-password';

async function addUser(over: Record<string, unknown> = {}) {
  const email = `${unique('new')}@example.test`.toLowerCase();
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/users',
    as: admin,
    payload: { firstName: 'Nora', lastName: 'Quinn', email, role: 'end_user', department: 'HR', ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  const token = new URL(body.setPasswordLink).searchParams.get('token')!;
  return { body, email, token };
}

const setPassword = (token: string, password = PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('Create User → set-password link → sign in', () => {
  it('creates the account without a usable password and answers a 72-hour link, kept only hashed', async () => {
    const before = Date.now();
    const { body, email, token } = await addUser();
    expect(body.user).toMatchObject({
      name: 'Nora Quinn',
      email,
      role: 'end_user',
      department: 'HR',
      status: 'Active',
      lastLogin: null,
      passwordSet: false,
    });
    expect(body.setPasswordLink).toMatch(/\/set-password\?token=/);
    expect(body.mailed).toBe(false);
    const hours = (Date.parse(body.linkExpiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.99);
    expect(hours).toBeLessThan(72.01);
    const rows = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Without an SMTP server nothing is queued; the admin passes the link on.
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recordId, body.user.id));
    expect(mails).toHaveLength(0);
    // No password works yet.
    expect((await signIn(email, '!')).statusCode).toBe(401);
  });

  it('the link tells whose it is, sets the password once, and the user signs in', async () => {
    const { body, email, token } = await addUser();
    const info = await t.request({ method: 'GET', url: `/api/auth/set-password?token=${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ name: 'Nora Quinn', email });

    const res = await setPassword(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, email });
    const login = await signIn(email);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ id: body.user.id, role: 'end_user', department: 'HR' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.lastLogin).not.toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.user.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.create', 'user.password_set', 'auth.login']),
    );

    // Works once: a second use (or a look) is a 410 that says so, and the password stays.
    const again = await setPassword(token, 'another-long-password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'expired', message: M.linkUsed });
    const look = await t.request({ method: 'GET', url: `/api/auth/set-password?token=${token}` });
    expect(look.statusCode).toBe(410);
    expect((await signIn(email, 'another-long-password')).statusCode).toBe(401);
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('an expired link is a 410 and sets nothing', async () => {
    const { body, email, token } = await addUser();
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, body.user.id));
    const res = await setPassword(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'expired', message: M.linkExpired });
    expect((await signIn(email)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toBe('!');
  });

  it('just inside 72 hours the link still works', async () => {
    const { body, email, token } = await addUser();
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(passwordTokens.userId, body.user.id));
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('an unknown link is a 404; a short password is a 400 on the field and spends nothing', async () => {
    const unknown = await setPassword('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.linkUnknown);
    const { token, email } = await addUser();
    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: M.passwordShort(12) });
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(200);
  });

  it('a deactivated account’s link no longer works', async () => {
    const { body, token } = await addUser();
    const del = await t.request({ method: 'DELETE', url: `/api/admin/users/${body.user.id}`, as: admin });
    expect(del.statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(404);
  });

  it('a new link replaces an expired one (earlier links stop working); none for an inactive account', async () => {
    const { body, email, token } = await addUser();
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, body.user.id));
    const reissue = (id: string) =>
      t.request({ method: 'POST', url: `/api/admin/users/${id}/set-password-link`, as: admin });
    const first = await reissue(body.user.id);
    expect(first.statusCode, first.body).toBe(200);
    const second = await reissue(body.user.id);
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    expect((await setPassword(tokenOf(first.json().setPasswordLink))).statusCode).toBe(410);
    expect((await setPassword(token)).statusCode).toBe(410);
    expect((await setPassword(tokenOf(second.json().setPasswordLink))).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.user.id));
    expect(audits.filter((a) => a.action === 'user.password_link')).toHaveLength(2);

    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${body.user.id}`, as: admin })).statusCode,
    ).toBe(200);
    const refused = await reissue(body.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.linkInactive);
    expect((await reissue('user-nobody')).statusCode).toBe(404);
  });
});
