import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 8, point 2: the router decodes `/%61pi/…` to `/api/…`, so the guard and the rate limiters
 * must decide on the route the router matched, never on the raw URL.
 */

/** Ways to write one path that a router may still match (or that match nothing and must not be public). */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const encodeN = (p: string, hex: string) => p.replace('n', hex);
  return [
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/%61pi${encodeN(rest, '%6E')}`,
    `/api${encodeN(rest, '%6e')}`,
    `/api${rest.replace(/\//g, '%2F')}`,
    `/api${rest.replace(/\//g, '%2f')}`,
    `//api${rest}`,
    `/api/../api${rest}`,
    `/api${rest}/`,
    `/api${rest};x=1`,
    `/api;x${rest}`,
    `/API${rest}`,
  ];
}

const INDEX_HTML = '<!doctype html><title>Procura</title>';
let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'procura-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3', CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/**
 * A signed-out GET never gets the data: 401 where the router reaches the API route (always for the
 * decoded `/%61pi` spellings), else the client's index.html from the public SPA fallback.
 */
function expectNoData(url: string, status: number, body: string) {
  if (url.startsWith('/%61')) expect(status, url).toBe(401);
  if (status === 200) expect(body, url).toBe(INDEX_HTML);
  else expect(status, url).toBe(401);
}

describe('signed out, an encoded or oddly written path is held to the rules of the route it reaches', () => {
  it('GET /%61pi/assistant/insights (company spend) answers 401, not the insights', async () => {
    for (const url of spellings('/api/assistant/insights')) {
      const res = await t.app.inject({ method: 'GET', url });
      expectNoData(url, res.statusCode, res.body);
    }
  });

  it('POST /%61pi/contracts/notices/run answers 401 and sends nothing', async () => {
    for (const url of spellings('/api/contracts/notices/run')) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body, url).not.toContain('sent');
    }
  });

  it('every non-public route answers 401 under /%61pi and /%61%70%69', async () => {
    for (const route of t.app.routeTable) {
      if (route.public) continue;
      const path = route.url.replace(/:[a-zA-Z]+/g, 'x');
      for (const url of spellings(path).slice(0, 2)) {
        const res = await t.app.inject({ method: route.method as 'GET', url });
        expect(res.statusCode, `${route.method} ${url}`).toBe(401);
      }
    }
  });

  it('over a real socket too, where nothing normalizes the path first', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const send = (path: string, method = 'GET') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const url of [
      ...spellings('/api/assistant/insights'),
      '/./api/assistant/insights',
      '/api/./assistant/insights',
    ]) {
      const res = await send(url);
      expectNoData(url, res.status, res.body);
    }
    for (const url of spellings('/api/contracts/notices/run'))
      expect((await send(url, 'POST')).status, url).toBe(401);
  });

  it('a path no route matches is not public either', async () => {
    for (const url of ['/no-such-page', '/%61pi', '/api']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode, url).toBe(401);
    }
  });

  it('the public routes stay public whatever the spelling', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/h%65alth' })).statusCode).toBe(200);
  });
});

describe('the sign-in limiter counts every spelling of the login path', () => {
  it('the fourth attempt for one address and email is refused, however the path is written', async () => {
    const payload = { email: 'spelled@procura.test', password: 'guess' };
    const urls = ['/%61pi/auth/login', '/%61%70%69/auth/login', '/api/auth/l%6Fgin', '/api/auth/l%6fgin'];
    const codes: number[] = [];
    for (const url of urls) codes.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // A spelling the router does not take for the login route reaches no sign-in at all.
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login;x', payload });
    expect(other.json()).toMatchObject({ code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('under /%61pi alone as well', async () => {
    const payload = { email: 'someone@example.test', password: 'wrong' };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/%61pi/auth/login', payload })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('the global API limiter counts every spelling of an API path', () => {
  it('the fourth request per minute is refused under /%61pi', async () => {
    const limited = await createTestApp({ API_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (const url of ['/%61pi/health', '/%61%70%69/health', '/api/he%61lth', '/%61pi/health']) {
        codes.push((await limited.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the built client is public, and only what it serves', () => {
  it('serves index.html, assets and client routes signed out; other methods there need a session', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'procura-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    const withClient = await createTestApp({ CLIENT_DIR: dir });
    try {
      const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
        withClient.app.inject({ method, url });
      expect((await get('/')).statusCode).toBe(200);
      expect((await get('/requisitions')).body).toContain('<title>Procura</title>');
      expect((await get('/assets/app.js')).body).toBe('console.log(1)');
      expect((await get('/assets/app.js', 'HEAD')).statusCode).toBe(200);
      expect((await get('/assets/app.js', 'POST')).statusCode).toBe(401);
      // The SPA fallback never serves the API: an encoded API path still reaches the API route.
      expect((await get('/%61pi/assistant/insights')).statusCode).toBe(401);
    } finally {
      await withClient.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
