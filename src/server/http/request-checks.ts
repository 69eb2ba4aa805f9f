import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The body types a route may take (`config.contentTypes`); JSON when it says nothing. */
export type BodyType = 'application/json' | 'multipart/form-data';
export const JSON_BODY: readonly BodyType[] = ['application/json'];
export const MULTIPART_BODY: readonly BodyType[] = ['multipart/form-data'];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/** The request's own origin: its scheme and Host (X-Forwarded-* only from a trusted proxy). */
const ownOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`.toLowerCase();

function normalizedOrigin(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * True when a browser says the request comes from another site's page: an Origin that is neither the
 * request's own nor an allowed one (an opaque `null` Origin included), or, without Origin, a
 * Sec-Fetch-Site other than same-origin/none. Requests with neither header (curl, server to server)
 * carry no ambient browser credentials of a victim and pass.
 */
export function isForeignRequest(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const normalized = normalizedOrigin(origin);
    return !normalized || (normalized !== ownOrigin(req) && !allowed.includes(normalized));
  }
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (
    req.headers['content-type'] !== undefined ||
    req.headers['transfer-encoding'] !== undefined ||
    (length !== undefined && length !== '0')
  );
}

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

function unsupportedMessage(accepted: readonly BodyType[]): string {
  if (accepted.length === 1 && accepted[0] === 'multipart/form-data') return 'Send the files as multipart/form-data.';
  return `Send the request body as ${accepted.join(' or ')}.`;
}

/**
 * For every state-changing request: refuse it (403) when it comes from a foreign page, before the
 * session is even looked at; then, once the session and permissions passed and before any parsing,
 * refuse a body (415) whose content type the matched route does not take: JSON routes take
 * application/json only, upload routes multipart/form-data (`config.contentTypes`). A cross-site form
 * can send text/plain, urlencoded or multipart bodies without a CORS preflight; none reaches a JSON route.
 */
export function installRequestChecks(app: FastifyInstance) {
  const allowed = app.config.allowedOrigins.map((o) => o.toLowerCase());
  app.addHook('onRequest', async (req) => {
    if (STATE_CHANGING.has(req.method) && isForeignRequest(req, allowed)) {
      throw new AppError('forbidden', CROSS_SITE_MESSAGE);
    }
  });
  app.addHook('preParsing', async (req) => {
    if (!STATE_CHANGING.has(req.method) || !hasBody(req)) return;
    const accepted = req.routeOptions.config.contentTypes ?? JSON_BODY;
    if (!accepted.includes(mediaType(req.headers['content-type']) as BodyType)) {
      throw new AppError('unsupported_media_type', unsupportedMessage(accepted));
    }
  });
}
