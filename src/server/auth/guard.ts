import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@shared/auth/roles';
import { NO_PERMISSION_MESSAGE } from '@shared/policy';
import { AppError } from '../http/errors';
import { SESSION_COOKIE, sessionFor, userForSession } from './sessions';
import { rolePermissions, roles, sessions, users } from '../db/schema/auth';
import { AUTH_CHANNEL, createSessionCache, type SessionCache } from './session-cache';

/**
 * Checked session cookies and their tokens (null: the signature is wrong), per app (its secret). The
 * check (an HMAC) depends on nothing but the cookie and the secret, so a browser's next requests need
 * not repeat it; what the token is worth (session, user, permissions) is read from the database, or
 * from the session cache while nothing of it changed (session-cache.ts). Bounded: emptied when full.
 */
const UNSIGNED_MAX = 10_000;

function cookieTokens() {
  const known = new Map<string, string | null>();
  return (req: FastifyRequest, raw: string): string | null => {
    const seen = known.get(raw);
    if (seen !== undefined) return seen;
    const unsigned = req.unsignCookie(raw);
    const token = unsigned.valid && unsigned.value ? unsigned.value : null;
    if (known.size >= UNSIGNED_MAX) known.clear();
    known.set(raw, token);
    return token;
  };
}

async function resolveUser(
  app: FastifyInstance,
  req: FastifyRequest,
  tokenOf: ReturnType<typeof cookieTokens>,
  cache: SessionCache,
) {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const token = tokenOf(req, raw);
  req.sessionToken = token;
  if (!token) return null;
  // A route that reads the user's active delegators (config.delegators) gets them with the session,
  // from the database: they change with the date and the delegations, which the cache does not hear.
  if (req.routeOptions.config.delegators === true)
    return userForSession(app.database.db, token, { delegators: true });
  const kept = cache.get(token);
  if (kept) return kept;
  const stamp = cache.stamp();
  const read = await sessionFor(app.database.db, token);
  if (!read) return null;
  cache.set(token, read.user, read.expiresAt, stamp);
  return read.user;
}

/** The instance's session cache, kept current by this process's commits and the database's NOTIFY. */
function installSessionCache(app: FastifyInstance): SessionCache {
  const cache = createSessionCache({ ttlMs: app.config.sessionCacheMs });
  app.decorate('sessionCache', cache);
  // A transaction of this instance that wrote what a session's worth is read from.
  const stopCommits = app.database.onCommit([sessions, users, roles, rolePermissions], cache.committed);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (app.config.sessionCacheMs > 0)
      unlisten = await app.database.listen?.(AUTH_CHANNEL, cache.heard, cache.listening);
  });
  app.addHook('onClose', async () => {
    stopCommits();
    await unlisten?.();
  });
  return cache;
}

/**
 * Deny by default: every request needs a signed-in user unless the route the router matched says
 * `config.public` (static files, the SPA fallback and the few public API routes do); a route that
 * names `config.permission` needs one of those permissions as well. The decision is made on the
 * matched route's options, never on the raw URL, so an encoded or oddly written path (`/%61pi/…`,
 * `/api/x;p`, `/api/x/`) is held to the rules of the route it reaches, and a path no route matches
 * (the 404 handler) is not public either.
 */
export function installGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  const tokenOf = cookieTokens();
  const cache = installSessionCache(app);
  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    if (config.public) return;
    req.user = await resolveUser(app, req, tokenOf, cache);
    if (!req.user) throw new AppError('unauthorized', 'Please sign in to continue.');
    const needed = config.permission;
    if (!needed) return;
    const list: Permission[] = Array.isArray(needed) ? needed : [needed];
    if (!list.some((p) => req.user!.permissions.includes(p))) {
      throw new AppError('forbidden', NO_PERMISSION_MESSAGE);
    }
  });
}

export function requireUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return req.user;
}
