import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors';
import { sqlState } from '../db/client';
import { RETRY_AFTER_SECONDS } from '../config/pool';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Zod issues → `{field: message}`, keeping the first message for each field (the spec's own wording). */
export function fieldErrorsFrom(issues: Issue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const key = path || '_';
    out[key] ??= issue.message ?? 'Invalid value';
  }
  return out;
}

/**
 * The database is overloaded rather than the request wrong: no connection came free within
 * DATABASE_CONNECT_TIMEOUT_MS, a statement ran past DATABASE_STATEMENT_TIMEOUT_MS (57014), or the
 * server has no connection slot left (53300). Answered 503 so clients retry later.
 */
export function isOverloaded(err: unknown): boolean {
  const state = sqlState(err);
  if (state === '57014' || state === '53300') return true;
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(e.message)) return true;
  }
  return false;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    // Answered already (the request timeout, http/overload.ts): the late failure is only logged.
    if (reply.sent) {
      req.log.info({ err: error }, 'failed after the request was answered');
      return;
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFrom(error.validation as Issue[]);
      const first = Object.values(fieldErrors)[0];
      return reply.status(400).send({ message: first ?? 'Invalid request', code: 'validation', fieldErrors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Please wait a minute and try again.', code: 'rate_limited' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: 'The file is too large.', code: 'payload_too_large' });
    }
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
      return reply.status(status).send({ message, code: status === 415 ? 'unsupported_media_type' : 'bad_request' });
    }
    if (isOverloaded(error)) {
      req.log.warn({ err: error }, 'database overloaded');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The server is busy. Please try again in a moment.', code: 'unavailable' });
    }
    // The logger's serializer (http/logging.ts) leaves out SQL parameters and row values.
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No API route ${req.method} ${req.url.split('?')[0]}`, code: 'not_found' });
    }
    return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  });
}
