import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '10' });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with the demo password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Procurement@Procura.test', password: 'procura-demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'user-001',
      name: 'Sarah Chen',
      email: DEMO.procurement,
      role: 'procurement_sme',
      roleLabel: 'Procurement Specialist',
      title: 'Procurement Manager',
      department: 'Procurement',
    });
    expect(res.json().permissions).toEqual(expect.arrayContaining(['manage_vendors', 'access_administration']));
    const cookie = res.cookies.find((c) => c.name === 'procura_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
  });

  it.each(Object.entries(DEMO))('%s can sign in and /api/auth/me answers who they are', async (_who, email) => {
    const cookie = await t.login(email);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json()).sort()).toEqual(
      ['canViewAllDepartments', 'department', 'email', 'id', 'name', 'permissions', 'role', 'roleLabel', 'title'].sort(),
    );
    expect(me.json().email).toBe(email);
  });

  it('refuses a wrong password and an unknown email alike, with JSON', async () => {
    for (const payload of [
      { email: DEMO.finance, password: 'nope' },
      { email: 'nobody@procura.test', password: 'procura-demo' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'unauthorized' });
    }
  });

  it('answers 400 with field messages for a bad body and for malformed JSON', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
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
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'guess@procura.test', password: 'x' } });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another email from the same address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.director, password: 'procura-demo' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('signs out: the session stops working', async () => {
    const cookie = await t.login('manager');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('rejects a forged or tampered cookie', async () => {
    const cookie = await t.login('admin');
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
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing', as: 'employee' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('a body over the limit answers 413 JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      as: null,
      payload: { email: DEMO.admin, password: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('lists the demo accounts on a demo instance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { email: string }) => a.email).sort()).toEqual(Object.values(DEMO).sort());
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
