import { isIP } from 'node:net';

/**
 * The web-facing settings (HOST, TRUST_PROXY, ALLOWED_ORIGINS, API_DOCS_PUBLIC): pure parsing, each
 * with a clear error naming the setting when a value cannot be used.
 */

/** What Fastify's `trustProxy` takes: off, every hop, a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` → the socket's address is the client (X-Forwarded-For ignored);
 * `true` → trust every proxy in front; a number → that many hops; else a comma-separated list of the
 * proxies' addresses or ranges (`10.0.0.1`, `10.0.0.0/8`, `loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || !entries.length) {
    throw new Error(
      `TRUST_PROXY: "${bad ?? text}" is not true, false, a number of hops, or an address/range such as 10.0.0.1 or 10.0.0.0/8.`,
    );
  }
  return entries;
}

/**
 * ALLOWED_ORIGINS: a comma-separated list of further origins (scheme://host[:port]) whose pages may
 * send state-changing requests, besides the request's own origin; normalized as browsers send them.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const isOrigin =
      url &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password;
    if (!url || !isOrigin) {
      throw new Error(
        `ALLOWED_ORIGINS: "${entry}" is not an origin such as https://procura.example.com (no path).`,
      );
    }
    return url.origin;
  });
}

/**
 * PUBLIC_URL: where people reach the app (links in e-mails, e.g. an RFP invitation's response link):
 * an http(s) URL, optionally with a path, without query or fragment; the trailing slash is dropped.
 * Unset: `http://localhost:<port>`.
 */
export function parsePublicUrl(value: string | undefined, port: number): string {
  const text = value?.trim() ?? '';
  if (text === '') return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL: "${text}" is not a URL such as https://procura.example.com (no query).`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A true/false setting; anything else is an error naming it. */
export function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new Error(`${name} must be true or false, not "${value}".`);
}

/** TRUST_PROXY as Fastify takes it: a number of hops becomes "trust the nearest n hops". */
export function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
