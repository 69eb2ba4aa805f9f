import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { apiErrorSchema } from '@shared/errors';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount } from '../test/factories/demo';
import { contractGaps, type ContractDoc } from '../test/contract-check';
import { contractDrift, documentComponents, documentRoute, installContract } from './contract';
import { installErrorHandling } from './error-handler';

/** On the demo data set: every kind of record exists there, so every answer has rows to parse. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
const employee = demoAccount('Employee');
const admin = demoAccount('System Administrator');
afterAll(() => t.close());

/** A bare app with the contract installed, one route that keeps it and one that does not. */
async function miniApp(strict: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  installContract(app, { strict });
  installErrorHandling(app);
  await app.register(swagger, { openapi: {}, transform: documentRoute, transformObject: documentComponents });
  const item = z.object({ id: z.string().max(100) });
  app.get(
    '/api/items/:id',
    { schema: { tags: ['items'], params: item, response: { 200: item } } },
    async (req) => ({ id: req.params.id, secret: 'extra' }),
  );
  app.get('/api/bare/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const successSchemaOf = (response: Record<string, unknown>) =>
  Object.entries(response).find(([status]) => /^2\d\d$/.test(status))?.[1] as ZodType | undefined;

describe('the typed API contract (issue 9, rule 4)', () => {
  it('every /api route declares its success schema, the ApiError schema for 4xx and 5xx, a tag and its path parameters', () => {
    const doc = t.app.swagger() as unknown as ContractDoc;
    expect(t.app.routeTable.length).toBeGreaterThan(70);
    expect(contractGaps(doc, t.app.routeTable)).toEqual([]);
  });

  it('finds a route added without them', async () => {
    const app = await miniApp(false);
    const doc = app.swagger() as unknown as ContractDoc;
    const routes = [
      { method: 'GET', url: '/api/items/:id' },
      { method: 'GET', url: '/api/bare/:id' },
    ];
    expect(contractGaps(doc, routes)).toEqual([
      'GET /api/bare/:id: no tag',
      'GET /api/bare/:id: no success response declared',
      'GET /api/bare/:id: path parameter {id} has no schema',
    ]);
    await app.close();
  });

  it('serialises by the schema: a key it lacks is dropped, or with STRICT_RESPONSES a 500 in the error shape', async () => {
    const loose = await miniApp(false);
    expect((await loose.inject({ method: 'GET', url: '/api/items/a' })).json()).toEqual({ id: 'a' });
    await loose.close();

    const strict = await miniApp(true);
    const res = await strict.inject({ method: 'GET', url: '/api/items/a' });
    expect(res.statusCode).toBe(500);
    expect(apiErrorSchema.parse(res.json()).code).toBe('internal');
    await strict.close();
  });

  it('tells which values a serialised body lost or changed', () => {
    expect(contractDrift({ a: 1, b: [{ c: 'x', d: null }] }, { a: 1, b: [{ c: 'x', d: null }] })).toEqual([]);
    expect(contractDrift({ a: 1, b: [{ c: 'x', d: null }] }, { a: 1, b: [{ c: 'y' }] })).toEqual([
      '$.b[0].c',
      '$.b[0].d',
    ]);
    expect(contractDrift([1, 2], [1])).toEqual(['$']);
  });

  it('sends errors in the shared shape', async () => {
    for (const [as, url] of [
      [null, '/api/requisitions'],
      [employee, '/api/requisitions/nope'],
      [employee, '/api/requisitions?limit=0'],
      [employee, '/api/no-such-route'],
    ] as const) {
      const res = await t.request({ method: 'GET', url, as });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(apiErrorSchema.safeParse(res.json()).success, url).toBe(true);
    }
  });

  /** Records whose sub-route answers only in some states: the first of a list filtered to such a state. */
  const LIST_FOR: Record<string, string> = {
    '/api/purchase-orders/:id/pdf': '/api/purchase-orders?status=approved',
    // Prices are sealed (409) until bidding closes: a closed (awarded) RFP is compared.
    '/api/rfps/:id/comparison': '/api/rfps?status=closed',
  };
  const firstIdFor = async (url: string, firstIds: Map<string, string>) => {
    const list = LIST_FOR[url];
    if (!list) return firstIds.get(url.split('/:id')[0]!);
    const res = await t.request({ method: 'GET', url: list, as: admin });
    return (res.json() as { id: string }[])[0]?.id;
  };

  it('real answers parse by the schemas the client uses: every list and summary, and the records they name', async () => {
    const gets = t.app.routeTable.filter((r) => r.method === 'GET');
    const firstIds = new Map<string, string>();
    let parsed = 0;
    // The vendor's response page and a vendor contact's reply page open by their link's token, not a
    // session (rfps/response.api.test.ts, messages/vendor-mail.api.test.ts).
    // The live events are a stream, not JSON (events/events.api.test.ts).
    // Asked with a token or about one user and one record (admin/users/set-password.api.test.ts,
    // admin/roles/access-check.api.test.ts).
    const needsToken = (url: string) =>
      url === '/api/rfp-response' ||
      url === '/api/vendor-reply' ||
      url === '/api/events' ||
      url === '/api/auth/set-password' ||
      url === '/api/admin/access-check';
    for (const route of gets.filter((r) => !r.url.includes(':') && !needsToken(r.url))) {
      const res = await t.request({ method: 'GET', url: route.url, as: admin });
      expect(res.statusCode, route.url).toBe(200);
      // A file (a list's CSV export) has no JSON to parse.
      if (!String(res.headers['content-type']).startsWith('application/json')) continue;
      const body = successSchemaOf(route.response)!.parse(res.json());
      if (Array.isArray(body) && typeof body[0]?.id === 'string') firstIds.set(route.url, body[0].id);
      parsed++;
    }
    for (const route of gets.filter((r) => /^[^:]*\/:id(\/[a-z-]+)?$/.test(r.url))) {
      const id = await firstIdFor(route.url, firstIds);
      if (!id) continue;
      const res = await t.request({ method: 'GET', url: route.url.replace(':id', id), as: admin });
      expect(res.statusCode, route.url).toBe(200);
      if (!String(res.headers['content-type']).startsWith('application/json')) continue;
      successSchemaOf(route.response)!.parse(res.json());
      parsed++;
    }
    expect(parsed).toBeGreaterThan(40);
  });
});
