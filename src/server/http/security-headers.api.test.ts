import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { PRODUCTION_ENV } from '../test/production-env';
import { createUser, type User } from '../test/factories/users';

/** Issue 8, point 6: security headers on every response; /api/docs public only outside production. */

const PRODUCTION = PRODUCTION_ENV;

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = directives(res);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('same-origin');
}

let t: TestApp;
let employee: User;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'procura-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Procura</title>');
  t = await createTestApp({ CLIENT_DIR: clientDir, LOGIN_RATE_LIMIT: '1' });
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on every response: pages, JSON, errors of every kind', async () => {
    const responses: [string, LightMyRequestResponse][] = [
      ['index.html', await t.app.inject({ method: 'GET', url: '/' })],
      ['a client route', await t.app.inject({ method: 'GET', url: '/requisitions' })],
      ['health', await t.app.inject({ method: 'GET', url: '/api/health' })],
      ['401', await t.app.inject({ method: 'GET', url: '/api/requisitions' })],
      ['404', await t.request({ method: 'GET', url: '/api/nothing-here', as: employee })],
      [
        '403',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { origin: 'http://evil.example' },
        }),
      ],
      [
        '415',
        await t.request({
          method: 'POST',
          url: '/api/requisitions',
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
          as: employee,
        }),
      ],
      ['400', await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } })],
      ['docs', await t.app.inject({ method: 'GET', url: '/api/docs/' })],
    ];
    for (const login of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'h@procura.test', password: 'x' },
      });
      responses.push([`login ${login}: ${res.statusCode}`, res]);
    }
    expect(responses.map(([, r]) => r.statusCode)).toEqual([
      200, 200, 200, 401, 404, 403, 415, 400, 200, 401, 429,
    ]);
    for (const [what, res] of responses) expectSecurityHeaders(res, what);
  });

  it('send no HSTS and no upgrade-insecure-requests outside production (the demo runs on plain http)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ ...PRODUCTION, CLIENT_DIR: clientDir });
  });
  afterAll(() => prod.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    for (const url of ['/', '/api/health', '/api/requisitions']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res, url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res).has('upgrade-insecure-requests'), url).toBe(true);
    }
  });

  it('keeps /api/docs for signed-in users only', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/index.html',
      '/%61pi/docs/json',
    ]) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const user = await createUser(prod, { role: 'end_user', department: 'IT' });
    const signedIn = await prod.request({ method: 'GET', url: '/api/docs/json', as: user });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().openapi).toMatch(/^3\./);
  });

  it('opens /api/docs with API_DOCS_PUBLIC=true', async () => {
    const open = await createTestApp({ ...PRODUCTION, API_DOCS_PUBLIC: 'true' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('outside production', () => {
  it('/api/docs is public unless API_DOCS_PUBLIC=false', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    const closed = await createTestApp({ API_DOCS_PUBLIC: 'false' });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
