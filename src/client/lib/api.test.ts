import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError, errorText, getJson, getList, isApiError, sendJson, withParams } from './api';

type FetchArgs = [string, RequestInit];

function stubFetch(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  const calls: FetchArgs[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(status === 204 ? null : body, { status, statusText, headers });
    }),
  );
  return calls;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendJson', () => {
  it('sends credentials and no body or content type when there is no body, and reads no answer', async () => {
    const calls = stubFetch(204, '');
    await expect(sendJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type and parses the answer with the schema', async () => {
    const calls = stubFetch(200, '{"reply":"Hi","intent":"help"}');
    const schema = z.object({ reply: z.string(), intent: z.literal('help') });
    await expect(sendJson('POST', '/api/assistant/chat', { message: 'x' }, schema)).resolves.toEqual({
      reply: 'Hi',
      intent: 'help',
    });
    const [, init] = calls[0]!;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"message":"x"}');
  });

  it('sends a FormData as it is (the browser sets the multipart content type)', async () => {
    const calls = stubFetch(201, '[]');
    const body = new FormData();
    body.append('file', new Blob(['%PDF']), 'a.pdf');
    await sendJson('POST', '/api/requisitions/r1/attachments', body, z.array(z.unknown()));
    expect(calls[0]![1].body).toBe(body);
    expect(calls[0]![1].headers).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('parses the shared error shape: message, code and field errors', async () => {
    const body =
      '{"message":"Enter a valid email","code":"validation","fieldErrors":{"email":"Enter a valid email"}}';
    stubFetch(400, body, 'Bad Request');
    const error = await failure(sendJson('POST', '/api/auth/login', {}));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.serverMessage).toBe('Enter a valid email');
    expect(apiError.code).toBe('validation');
    expect(apiError.fieldErrors).toEqual({ email: 'Enter a valid email' });
    expect(errorText(apiError)).toBe('Enter a valid email');
    expect(isApiError(apiError, 'validation')).toBe(true);
    expect(isApiError(apiError, 'conflict', 'not_found')).toBe(false);
  });

  it('takes the code of the status when the body is not the error shape', async () => {
    stubFetch(503, '', 'Service Unavailable');
    const empty = (await failure(getJson('/api/x', z.unknown()))) as ApiError;
    expect(empty.code).toBe('unavailable');
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.serverMessage).toBeUndefined();
    expect(empty.fieldErrors).toEqual({});
    expect(errorText(empty)).toBe('503: Service Unavailable');

    stubFetch(502, 'Bad gateway upstream', 'Bad Gateway');
    const proxy = (await failure(getJson('/api/x', z.unknown()))) as ApiError;
    expect(proxy.code).toBe('unavailable');
    expect(proxy.message).toBe('502: Bad gateway upstream');

    stubFetch(404, '{"message":"gone"}', 'Not Found');
    expect(((await failure(getJson('/api/x', z.unknown()))) as ApiError).code).toBe('not_found');
    stubFetch(418, '', "I'm a teapot");
    expect(((await failure(getJson('/api/x', z.unknown()))) as ApiError).code).toBe('bad_request');
  });
});

describe('getJson', () => {
  it('gets with credentials and parses the answer with the schema', async () => {
    const calls = stubFetch(200, '{"count":3}');
    await expect(getJson('/api/messages/unread', z.object({ count: z.number() }))).resolves.toEqual({
      count: 3,
    });
    expect(calls[0]![0]).toBe('/api/messages/unread');
    expect(calls[0]![1].credentials).toBe('include');
    expect(calls[0]![1].method).toBe('GET');
  });

  it('refuses an answer its schema does not accept', async () => {
    stubFetch(200, '{"count":"three"}');
    await expect(getJson('/api/messages/unread', z.object({ count: z.number() }))).rejects.toThrow(
      'Unexpected answer from /api/messages/unread',
    );
  });

  it('takes any answer with a pending schema', async () => {
    stubFetch(200, '{"id":"po-1"}');
    await expect(getJson('/api/purchase-orders/po-1', z.object({ id: z.string() }))).resolves.toEqual({
      id: 'po-1',
    });
  });
});

describe('getList', () => {
  it('sends the parameters and reads the rows and X-Total-Count', async () => {
    const calls = stubFetch(200, '[{"id":"a"},{"id":"b"}]', '', { 'X-Total-Count': '42' });
    const page = await getList(
      '/api/vendors',
      { q: 'dell', limit: 2, offset: 0, status: undefined },
      z.object({ id: z.string() }),
    );
    expect(calls[0]![0]).toBe('/api/vendors?q=dell&limit=2&offset=0');
    expect(page).toEqual({ rows: [{ id: 'a' }, { id: 'b' }], total: 42, capped: false });
  });

  it('reads X-Total-Count-Capped: more rows match than the count', async () => {
    stubFetch(200, '[{"id":"a"}]', '', { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' });
    const page = await getList('/api/invoices', { limit: 1 }, z.object({ id: z.string() }));
    expect(page).toEqual({ rows: [{ id: 'a' }], total: 1000, capped: true });
  });

  it('counts the rows when the header is missing', async () => {
    stubFetch(200, '[{"id":"a"}]');
    await expect(getList('/api/vendors', {}, z.object({ id: z.string() }))).resolves.toEqual({
      rows: [{ id: 'a' }],
      total: 1,
      capped: false,
    });
  });
});

describe('withParams', () => {
  it('adds the parameters, skipping empty values', () => {
    expect(withParams('/api/search', { q: 'office chair', limit: 10, x: undefined, y: '', z: null })).toBe(
      '/api/search?q=office+chair&limit=10',
    );
    expect(withParams('/api/search', {})).toBe('/api/search');
    expect(withParams('/api/requisitions?status=draft', { limit: 5 })).toBe(
      '/api/requisitions?status=draft&limit=5',
    );
  });
});
