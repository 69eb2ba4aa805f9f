import { z } from 'zod';

/**
 * The API's one error shape, for every non-2xx answer: a sentence to show, a machine-readable code to
 * branch on, and (for bad input) a message per field in the spec's wording. The server's error handler
 * sends it; the client parses it (`src/client/lib/api.ts`); the OpenAPI document lists it on every route.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** The client does not take what the address answers (GET /api/events without text/event-stream). */
  not_acceptable: 406,
  conflict: 409,
  /** A link that worked once and no longer does (an RFP response link after the deadline). */
  expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  /** The request ran past REQUEST_TIMEOUT_MS (server/http/overload.ts). */
  timeout: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export type FieldErrors = Record<string, string>;

export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(errorCodes),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .meta({
    id: 'ApiError',
    description:
      'Refused or failed: a sentence to show, a code to branch on, and for bad input a message per field.',
  });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
