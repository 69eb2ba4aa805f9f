/**
 * The client's one door to the API (spec section 7): every call sends credentials; a body travels as JSON
 * with a JSON content type only when there is one; every answer is parsed by a schema (no `as T`); any
 * non-OK answer throws an ApiError parsed by the shared error schema, to branch on by its `code`.
 */
import './zod-jitless';
import { z } from 'zod';
import { apiErrorSchema, ERROR_STATUS, type ErrorCode, type FieldErrors } from '@shared/errors';

export type { ErrorCode, FieldErrors };

/** The code of an answer whose body is not the API's error shape (a proxy's page, an empty body). */
function codeOfStatus(status: number): ErrorCode {
  const known = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  if (known) return known;
  if (status === 502 || status === 504) return 'unavailable';
  return status >= 500 ? 'internal' : 'bad_request';
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  /** The server's message for each field it refused (dotted paths, e.g. `lines.0.quantity`); {} when none. */
  readonly fieldErrors: FieldErrors;
  /** The JSON `message` of the answer, when it had the API's error shape. */
  readonly serverMessage: string | undefined;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    const body = apiErrorSchema.safeParse(parseJson(text));
    this.code = body.success ? body.data.code : codeOfStatus(status);
    this.fieldErrors = body.success ? (body.data.fieldErrors ?? {}) : {};
    this.serverMessage = body.success ? body.data.message : undefined;
  }
}

/** Whether `error` is an API answer with this code. */
export function isApiError(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/** The text to show a person: the server's own message when it sent one, else the generic form. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Query parameters: undefined, null and '' are left out. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** `path` with `params` as its query string: withParams('/api/search', { q: 'chair' }) → /api/search?q=chair. */
export function withParams(path: string, params: ListParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function request(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', signal };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  return res;
}

async function parsed<S extends z.ZodType>(res: Response, url: string, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await res.json());
  if (!result.success) throw new Error(`Unexpected answer from ${url}: ${result.error.message}`);
  return result.data;
}

/** GET `url` and parse the JSON answer with `schema`. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return parsed(await request('GET', url, undefined, signal), url, schema);
}

/**
 * A page of a server list: its rows and the total of matching rows (the X-Total-Count header); `capped`
 * when more than `total` match (X-Total-Count-Capped: the server counts up to a cap).
 */
export type ListPage<T> = { rows: T[]; total: number; capped: boolean };

/** GET a server list with `params`: the JSON array (each row parsed by `row`) and X-Total-Count. */
export async function getList<S extends z.ZodType>(
  url: string,
  params: ListParams,
  row: S,
  signal?: AbortSignal,
): Promise<ListPage<z.output<S>>> {
  const full = withParams(url, params);
  const res = await request('GET', full, undefined, signal);
  const rows = await parsed(res, full, z.array(row));
  const header = res.headers.get('X-Total-Count');
  const total = header === null ? NaN : Number(header);
  const capped = res.headers.get('X-Total-Count-Capped') === 'true';
  return { rows, total: Number.isFinite(total) ? total : rows.length, capped };
}

/**
 * POST/PATCH/… `body` — JSON, or a FormData sent as multipart — and parse the answer with `schema`;
 * without a schema the answer is not read (a 204, or one the caller has no use for).
 */
export async function sendJson<S extends z.ZodType>(
  method: string,
  url: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>>;
export async function sendJson(method: string, url: string, body?: unknown): Promise<void>;
export async function sendJson<S extends z.ZodType>(
  method: string,
  url: string,
  body?: unknown,
  schema?: S,
): Promise<z.output<S> | void> {
  const res = await request(method, url, body);
  if (schema) return parsed(res, url, schema);
}
