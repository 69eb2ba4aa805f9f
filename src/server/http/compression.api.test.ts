import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { precompress } from '../../../scripts/vite-precompress.mjs';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';

/**
 * Issue 10, point 6: API answers of 1 KB or more are compressed as the client accepts (brotli, gzip,
 * identity otherwise), and the built client goes out as the .br/.gz files the build wrote beside each
 * asset, with the security headers, also for the SPA fallback.
 */

const decoded = (res: LightMyRequestResponse): Buffer => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
};

let t: TestApp;
let buyer: User;
let clientDir: string;
const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(', ')}];\n`;
const page = `<!doctype html><html><head><title>Procura</title><script type="module" src="/assets/app.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'procura-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, 'index.html'), page);
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), script);
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app.js"}}');
  // The build's own plugin writes the .br and .gz files.
  const plugin = precompress() as unknown as {
    configResolved: (c: unknown) => void;
    closeBundle: () => Promise<void>;
  };
  plugin.configResolved({ root: clientDir, build: { outDir: '.' } });
  await plugin.closeBundle();
  t = await createTestApp({ CLIENT_DIR: clientDir });
  buyer = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  for (let i = 0; i < 12; i++) await createVendor(t);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('API answers', () => {
  it('are brotli or gzip compressed when asked for, identity otherwise, with the same JSON', async () => {
    const list = (encoding?: string) =>
      t.request({
        method: 'GET',
        url: '/api/vendors?limit=50',
        headers: encoding ? { 'accept-encoding': encoding } : {},
        as: buyer,
      });
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const rows = plain.json();
    expect(rows.length).toBeGreaterThanOrEqual(12);

    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['identity', undefined],
    ] as const) {
      const res = await list(accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['x-total-count'], accept).toBe(plain.headers['x-total-count']);
      if (encoding) expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res).toString('utf8')), accept).toEqual(rows);
    }
  });

  it('leaves small answers (under 1 KB) uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('the built client', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the precompressed asset the browser accepts, the original otherwise', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/app.js', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(res).toString('utf8'), accept).toBe(script);
    }
    const br = await get('/assets/app.js', 'br');
    expect(br.rawPayload.equals(readFileSync(path.join(clientDir, 'assets', 'app.js.br')))).toBe(true);
  });

  it('compresses the SPA fallback page with its security headers, and does not serve the manifest', async () => {
    for (const url of ['/', '/purchase-orders', '/.vite/manifest.json']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(decoded(res).toString('utf8'), url).toBe(page);
    }
  });
});
