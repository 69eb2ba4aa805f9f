import { vi } from 'vitest';

/**
 * A request the component sent: its method, path (no query), query, JSON body ({} when none), form
 * (a multipart upload's FormData, else null), headers and the URL as the component wrote it.
 */
export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  form: FormData | null;
  headers: Headers;
  url: string;
};
/** A JSON answer (with any extra headers), or a Response of its own (a file, a body that is not JSON). */
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> } | Response;

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { message: 'Not found', code: 'not_found', fieldErrors: {} },
};

/**
 * Stubs the global fetch for a component test: every call is kept (the returned array) and answered
 * by `answer` as JSON, or 404 in the API's error shape when `answer` returns undefined. Undo with
 * `vi.unstubAllGlobals()` (afterEach).
 */
export function fakeApi(
  answer: (call: FakeCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>,
): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const parsed = new URL(url, 'http://localhost');
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
        form: init?.body instanceof FormData ? init.body : null,
        headers: new Headers(init?.headers),
        url,
      };
      calls.push(call);
      const res = (await answer(call)) ?? NOT_FOUND;
      if (res instanceof Response) return res;
      return new Response(JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json', ...res.headers },
      });
    }),
  );
  return calls;
}
