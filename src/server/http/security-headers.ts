import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of every response (docs/decisions/003-web-security.md): scripts
 * only from our own origin, never inline; styles from our origin plus inline ones (Radix inserts
 * <style> elements and style attributes at run time); no framing, plugins or foreign form targets.
 */
export function cspDirectives(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Over plain http (the local demo) upgrading would point every asset at https.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response, errors and 404s included (set in onRequest, before anything
 * can fail): the CSP above, X-Content-Type-Options nosniff, X-Frame-Options DENY, Referrer-Policy
 * same-origin, Cross-Origin-Opener/Resource-Policy same-origin, and HSTS in production only (a local
 * demo over http must not pin the browser to https for localhost).
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  const production = app.config.production;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(production) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
