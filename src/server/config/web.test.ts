import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseAllowedOrigins, parseFlag, parsePublicUrl, parseTrustProxy, trustProxyOption } from './web';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'procura-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
/** With DATABASE_URL the secrets must come from the environment (config.test.ts). */
const SHARED = { SESSION_SECRET: 's', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };

describe('demo data and listening address (issue 8, point 8)', () => {
  it('production on the embedded database seeds no demo data unless SEED_DEMO=true', () => {
    expect(load(PRODUCTION).seedDemo).toBe(false);
    expect(load({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(load({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(load({ NODE_ENV: 'test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(load({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x', ...SHARED }).seedDemo).toBe(false);
  });

  it('the embedded demo listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load(PRODUCTION).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ DATABASE_URL: 'postgres://db/x', ...SHARED }).host).toBe('0.0.0.0');
    expect(load({ DATABASE_URL: 'postgres://db/x', HOST: '10.1.2.3', ...SHARED }).host).toBe('10.1.2.3');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes true, a number of hops, or addresses and ranges', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback, ::1, fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else with an error naming the setting', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '10.0.0.1/8/1', ',']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/^TRUST_PROXY: /);
    }
    expect(() => load({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY');
  });

  it('a number of hops trusts that many proxies nearest to the server', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['loopback'])).toEqual(['loopback']);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('is empty by default and takes origins, normalized as browsers send them', () => {
    expect(load({}).allowedOrigins).toEqual([]);
    expect(parseAllowedOrigins('https://Procura.Example.com, http://localhost:5173/')).toEqual([
      'https://procura.example.com',
      'http://localhost:5173',
    ]);
    expect(parseAllowedOrigins('https://procura.example.com:443')).toEqual(['https://procura.example.com']);
  });

  it('refuses entries that are not an origin', () => {
    for (const bad of [
      'procura.example.com',
      'https://procura.example.com/app',
      'ftp://x.example',
      '*',
      'null',
    ]) {
      expect(() => parseAllowedOrigins(bad), bad).toThrow(/^ALLOWED_ORIGINS: /);
    }
  });
});

describe('API_DOCS_PUBLIC', () => {
  it('defaults to public outside production and to signed-in only in production', () => {
    expect(load({}).apiDocsPublic).toBe(true);
    expect(load(PRODUCTION).apiDocsPublic).toBe(false);
    expect(load({ ...PRODUCTION, API_DOCS_PUBLIC: 'true' }).apiDocsPublic).toBe(true);
    expect(load({ API_DOCS_PUBLIC: 'false' }).apiDocsPublic).toBe(false);
    expect(() => parseFlag('API_DOCS_PUBLIC', 'maybe', true)).toThrow(
      'API_DOCS_PUBLIC must be true or false, not "maybe".',
    );
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:<PORT>, and drops a trailing slash', () => {
    expect(load({}).publicUrl).toBe('http://localhost:5000');
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://procura.example.com/' }).publicUrl).toBe(
      'https://procura.example.com',
    );
    expect(load({ PUBLIC_URL: ' https://example.com/procura/ ' }).publicUrl).toBe(
      'https://example.com/procura',
    );
  });

  it('refuses anything but an http(s) URL without query, naming the setting', () => {
    for (const bad of [
      'procura.example.com',
      'ftp://example.com',
      'https://example.com/?a=1',
      'https://example.com/#x',
    ])
      expect(() => parsePublicUrl(bad, 5000), bad).toThrow(/^PUBLIC_URL: /);
  });
});

describe('TEST_ROUTES', () => {
  it('is off unless true, and refused with NODE_ENV=production', () => {
    expect(load({}).testRoutes).toBe(false);
    expect(load({ TEST_ROUTES: 'true' }).testRoutes).toBe(true);
    expect(load({ ...PRODUCTION, TEST_ROUTES: 'false' }).testRoutes).toBe(false);
    expect(() => load({ ...PRODUCTION, TEST_ROUTES: 'true' })).toThrow(
      'TEST_ROUTES=true is for the browser tests only; it cannot be used with NODE_ENV=production.',
    );
    expect(() => load({ TEST_ROUTES: 'yes' })).toThrow('TEST_ROUTES must be true or false, not "yes".');
  });
});
