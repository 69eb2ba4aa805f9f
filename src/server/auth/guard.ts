import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@shared/auth/roles';
import { AppError } from '../http/errors';
import { SESSION_COOKIE, userForSession } from './sessions';

async function resolveUser(app: FastifyInstance, req: FastifyRequest) {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  return userForSession(app.database.db, unsigned.value);
}

/**
 * Every /api route needs a signed-in user unless it says `config.public`; a route that names
 * `config.permission` needs one of those permissions as well.
 */
export function installGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const config = req.routeOptions.config;
    req.user = await resolveUser(app, req);
    if (config.public) return;
    if (!req.user) throw new AppError('unauthorized', 'Please sign in to continue.');
    const needed = config.permission;
    if (!needed) return;
    const list: Permission[] = Array.isArray(needed) ? needed : [needed];
    if (!list.some((p) => req.user!.permissions.includes(p))) {
      throw new AppError('forbidden', 'You do not have permission to do that.');
    }
  });
}

export function requireUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return req.user;
}
