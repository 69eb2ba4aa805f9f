import { performance } from 'node:perf_hooks';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { createUser } from '../test/factories/users';
import { auditLog } from '../db/schema/admin';
import { users } from '../db/schema/auth';

/** Issue 8, point 7: sign-in timing, audited failures and sign-outs, TRUST_PROXY. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

/** The fastest of several runs: the work a path really does (load on the machine only ever adds time). */
const fastest = (xs: number[]) => Math.min(...xs);

async function timed(email: string, password: string): Promise<number> {
  const start = performance.now();
  const res = await attempt(t, email, password);
  const ms = performance.now() - start;
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'unauthorized' });
  return ms;
}

const auditsFor = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));

describe('sign-in timing', () => {
  it('an unknown email, an inactive account and a disabled password take as long as a wrong password', async () => {
    const known = await createUser(t, { role: 'end_user', department: 'IT' });
    const inactive = await createUser(t, { role: 'end_user', department: 'IT' });
    const disabled = await createUser(t, { role: 'end_user', department: 'IT' });
    await t.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, inactive.id));
    await t.database.db.update(users).set({ passwordHash: '!' }).where(eq(users.id, disabled.id));
    const cases = {
      wrongPassword: () => timed(known.email, 'not-the-password'),
      unknownEmail: () => timed('nobody-here@procura.test', 'not-the-password'),
      inactive: () => timed(inactive.email, TEST_PASSWORD),
      disabled: () => timed(disabled.email, TEST_PASSWORD),
    };
    const samples: Record<keyof typeof cases, number[]> = {
      wrongPassword: [],
      unknownEmail: [],
      inactive: [],
      disabled: [],
    };
    for (const run of Object.values(cases)) await run(); // warm up
    for (let i = 0; i < 9; i++) {
      for (const [name, run] of Object.entries(cases)) samples[name as keyof typeof cases].push(await run());
    }
    const reference = fastest(samples.wrongPassword);
    // One Argon2 verification takes tens of milliseconds; a path that skips it answers in about one.
    for (const name of ['unknownEmail', 'inactive', 'disabled'] as const) {
      expect(
        fastest(samples[name]),
        `${name} vs wrong password (${reference.toFixed(1)} ms)`,
      ).toBeGreaterThan(reference * 0.5);
    }
  });
});

describe('audit', () => {
  it('records every failed sign-in with its reason and address, and not the password', async () => {
    const user = await createUser(t, { role: 'end_user', department: 'IT' });
    await t.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, user.id));
    await attempt(t, user.email, TEST_PASSWORD);
    await attempt(t, 'ghost@procura.test', 'secret-guess');
    const active = await createUser(t, { role: 'end_user', department: 'IT' });
    await attempt(t, active.email, 'secret-guess');

    const [inactive] = await auditsFor('auth.login_failed', user.email);
    expect(inactive).toMatchObject({
      actorId: user.id,
      entityType: 'login',
      details: { reason: 'inactive', ip: '127.0.0.1' },
    });
    const [unknown] = await auditsFor('auth.login_failed', 'ghost@procura.test');
    expect(unknown).toMatchObject({ actorId: null, details: { reason: 'unknown_email' } });
    const [wrong] = await auditsFor('auth.login_failed', active.email);
    expect(wrong).toMatchObject({ actorId: active.id, details: { reason: 'wrong_password' } });
    expect(JSON.stringify([inactive, unknown, wrong])).not.toContain('secret-guess');
    // A successful sign-in is no failure.
    await t.login(active);
    expect(await auditsFor('auth.login_failed', active.email)).toHaveLength(1);
  });

  it('records a sign-out by the user whose session ended; a sign-out without a session records nothing', async () => {
    const user = await createUser(t, { role: 'end_user', department: 'IT' });
    const cookie = await t.login(user);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const entries = await auditsFor('auth.logout', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: user.id, entityType: 'user' });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(await auditsFor('auth.logout', user.id)).toHaveLength(1);
  });
});

describe('TRUST_PROXY', () => {
  const guess = (app: TestApp, client: string) =>
    attempt(app, 'proxied@procura.test', 'guess', { 'x-forwarded-for': client });

  it('behind a trusted proxy the sign-in limit is per client, and the audit names the client', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '2' });
    try {
      const first = [
        await guess(proxied, '203.0.113.7'),
        await guess(proxied, '203.0.113.7'),
        await guess(proxied, '203.0.113.7'),
      ];
      expect(first.map((r) => r.statusCode)).toEqual([401, 401, 429]);
      expect((await guess(proxied, '198.51.100.9')).statusCode).toBe(401);
      const [entry] = await proxied.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, 'proxied@procura.test'))
        .orderBy(desc(auditLog.id));
      expect(entry!.details).toMatchObject({ ip: '198.51.100.9' });
    } finally {
      await proxied.close();
    }
  });

  it('behind a trusted proxy the API limit is per client too', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', API_RATE_LIMIT: '2' });
    try {
      const health = (client: string) =>
        proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': client } });
      const codes = [];
      for (const client of ['203.0.113.7', '203.0.113.7', '203.0.113.7', '198.51.100.9']) {
        codes.push((await health(client)).statusCode);
      }
      expect(codes).toEqual([200, 200, 429, 200]);
    } finally {
      await proxied.close();
    }
  });

  it('without it X-Forwarded-For is ignored: a client cannot dodge the limit by naming another address', async () => {
    const direct = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (const client of ['203.0.113.7', '203.0.113.8', '203.0.113.9'])
        codes.push((await guess(direct, client)).statusCode);
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await direct.close();
    }
  });
});
