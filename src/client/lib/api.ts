/**
 * The client's one door to the API (spec section 7): every call sends credentials; a body travels as JSON
 * with a JSON content type only when there is one; any non-OK answer throws an ApiError whose message is
 * "<status>: <body text or status text>".
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query';

export type FieldErrors = Record<string, string[] | string | undefined>;

export class ApiError extends Error {
  readonly status: number;
  /** The JSON `message` of the answer, when it had one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseJson(text);
    this.serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.fieldErrors = isRecord(body?.fieldErrors) ? (body.fieldErrors as FieldErrors) : undefined;
  }
}

/** The text to show a person: the server's own message when it sent one, else the generic form. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

function parseJson(text: string): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

/** POST/PATCH/… and parse the JSON answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * The URL of a query key: its segments joined with '/'. A trailing plain object is a set of query
 * parameters (undefined, null and '' are left out): ['/api/search', { q: 'chair' }] → /api/search?q=chair.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const segments = [...queryKey];
  const last = segments[segments.length - 1];
  let params: Params | undefined;
  if (isRecord(last)) {
    params = last as Params;
    segments.pop();
  }
  const path = segments.map(String).join('/');
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
