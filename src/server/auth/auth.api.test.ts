import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { createTeam, createUser, type Team, type User } from '../test/factories/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-users';

let t: TestApp;
let team: Team;
let sarah: User;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '10' });
  team = await createTeam(t);
  sarah = await createUser(t, {
    role: 'procurement_sme',
    department: 'Procurement',
    email: 'sarah.chen@example.test',
    firstName: 'Sarah',
    lastName: 'Chen',
    title: 'Procurement Manager',
  });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in (the email in any case) and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Sarah.Chen@Example.TEST', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: sarah.id,
      name: 'Sarah Chen',
      email: 'sarah.chen@example.test',
      role: 'procurement_sme',
      roleLabel: 'Procurement Specialist',
      title: 'Procurement Manager',
      department: 'Procurement',
    });
    expect(res.json().permissions).toEqual(
      expect.arrayContaining(['manage_vendors', 'access_administration']),
    );
    const cookie = res.cookies.find((c) => c.name === 'procura_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
  });

  it.each(['employee', 'manager', 'director', 'procurement', 'finance', 'ap', 'legal', 'admin'] as const)(
    'a user of the %s role can sign in and /api/auth/me answers who they are',
    async (who) => {
      const { email } = team[who];
      const cookie = await t.login(team[who]);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(Object.keys(me.json()).sort()).toEqual(
        [
          'canViewAllDepartments',
          'department',
          'email',
          'id',
          'name',
          'permissions',
          'photoUrl',
          'role',
          'roleLabel',
          'title',
        ].sort(),
      );
      expect(me.json().email).toBe(email);
    },
  );

  it('refuses a wrong password and an unknown email alike, with JSON', async () => {
    for (const payload of [
      { email: team.finance.email, password: 'nope' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'unauthorized' });
    }
  });

  it('answers 400 with field messages for a bad body and for malformed JSON', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ email: 'Invalid email', password: 'Required' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON body');
  });

  it('rate-limits repeated sign-in attempts for one address and email', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guess@procura.test', password: 'x' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another email from the same address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: team.director.email, password: TEST_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it('signs out: the session stops working', async () => {
    const cookie = await t.login(team.manager);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('rejects a forged or tampered cookie', async () => {
    const cookie = await t.login(team.admin);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('a') ? 'bcd' : 'abc');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: tampered } });
    expect(me.statusCode).toBe(401);
  });
});

describe('conventions', () => {
  it('health is public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('any API call signed out answers 401 JSON', async () => {
    for (const url of ['/api/auth/me', '/api/requisitions', '/api/dashboard/summary', '/api/anything']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('unknown API paths answer 404 JSON when signed in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing', as: team.employee });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('a body over the limit answers 413 JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      as: null,
      payload: { email: team.admin.email, password: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('lists no demo accounts on an instance without the demo data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
    const html = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(html.statusCode).toBe(200);
  });
});

describe('on a demo instance', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({}, { demo: true });
  });
  afterAll(() => demo.close());

  it('lists the demo accounts, each signing in with the demo password', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(200);
    const listed = res.json() as { email: string; name: string; title: string }[];
    expect(listed.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      expect(listed.find((a) => a.email === account.email)).toMatchObject({
        name: `${account.first} ${account.last}`,
        title: account.title,
      });
      const cookie = await demo.login({ email: account.email.toUpperCase(), password: DEMO_PASSWORD });
      const me = await demo.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().email, account.email).toBe(account.email);
    }
  });
});
