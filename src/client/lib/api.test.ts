import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';

import { ApiError, apiRequest, errorText, getQueryFn, urlFromQueryKey } from './api';

type FetchArgs = [string, RequestInit];

function stubFetch(status: number, body: string, statusText = '') {
  const calls: FetchArgs[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(status === 204 ? null : body, { status, statusText });
    }),
  );
  return calls;
}

const ctx = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as QueryFunctionContext;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials and no body or content type when there is no body', async () => {
    const calls = stubFetch(200, '[]');
    await apiRequest('GET', '/api/vendors');
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/vendors');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type when there is one', async () => {
    const calls = stubFetch(200, '{}');
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.c', password: 'x' });
    const [, init] = calls[0]!;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('throws "status: body" with the server message and field errors', async () => {
    const body = '{"message":"Invalid email","code":"validation","fieldErrors":{"email":["Invalid email"]}}';
    stubFetch(400, body, 'Bad Request');
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Invalid email');
    expect(apiError.code).toBe('validation');
    expect(apiError.fieldErrors).toEqual({ email: ['Invalid email'] });
    expect(errorText(apiError)).toBe('Invalid email');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(503, '', 'Service Unavailable');
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
    expect(errorText(error)).toBe('503: Service Unavailable');
  });

  it('keeps a non-JSON body as text in the message', async () => {
    stubFetch(502, 'Bad gateway upstream', 'Bad Gateway');
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway upstream');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('joins key segments with "/" and parses JSON', async () => {
    const calls = stubFetch(200, '{"id":"po-1"}');
    const data = await getQueryFn({ on401: 'throw' })(ctx(['/api/purchase-orders', 'po-1']));
    expect(calls[0]![0]).toBe('/api/purchase-orders/po-1');
    expect(calls[0]![1].credentials).toBe('include');
    expect(data).toEqual({ id: 'po-1' });
  });

  it('returns null on 401 when asked to', async () => {
    stubFetch(401, '{"message":"Please sign in to continue."}', 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/me']))).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(401, '{"message":"Please sign in to continue."}', 'Unauthorized');
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/auth/me']))).rejects.toMatchObject({
      status: 401,
      message: '401: {"message":"Please sign in to continue."}',
    });
  });

  it('throws "status: body" on other failures even when 401s return null', async () => {
    stubFetch(500, '{"message":"boom"}', 'Internal Server Error');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/dashboard/summary']))).rejects.toThrow(
      '500: {"message":"boom"}',
    );
  });
});

describe('urlFromQueryKey', () => {
  it('turns a trailing object into query parameters, skipping empty values', () => {
    expect(urlFromQueryKey(['/api/search', { q: 'office chair', limit: 10, x: undefined, y: '' }])).toBe(
      '/api/search?q=office+chair&limit=10',
    );
    expect(urlFromQueryKey(['/api/search', {}])).toBe('/api/search');
    expect(urlFromQueryKey(['/api/requisitions?status=draft', { limit: 5 }])).toBe(
      '/api/requisitions?status=draft&limit=5',
    );
  });
});
