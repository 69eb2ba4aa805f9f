import { vi } from 'vitest';

/** A request the component sent: its method, path (no query) and JSON body ({} when none). */
export type FakeCall = { method: string; path: string; body: Record<string, unknown> };
export type FakeAnswer = { status: number; body: unknown };

const NOT_FOUND: FakeAnswer = {
  status: 404,
  body: { message: 'Not found', code: 'not_found', fieldErrors: {} },
};

/**
 * Stubs the global fetch for a component test: every call is kept (the returned array) and answered
 * by `answer` as JSON, or 404 in the API's error shape when `answer` returns undefined. Undo with
 * `vi.unstubAllGlobals()` (afterEach).
 */
export function fakeApi(answer: (call: FakeCall) => FakeAnswer | undefined): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path: new URL(input, 'http://localhost').pathname,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      };
      calls.push(call);
      const res = answer(call) ?? NOT_FOUND;
      return new Response(JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
