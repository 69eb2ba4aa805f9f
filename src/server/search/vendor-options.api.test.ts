import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';

/** GET /api/search/vendors: the vendor pickers' type-ahead (never the whole vendor table). */
let t: TestApp;
let employee: User;

beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  for (const [name, status] of [
    ['Zztype Beta Supply', 'active'],
    ['zztype alpha works', 'active'],
    ['ZZTYPE Gamma Old', 'inactive'],
  ] as const) {
    await createVendor(t, { name, status });
  }
});
afterAll(() => t.close());

const get = (query: string) => t.request({ method: 'GET', url: `/api/search/vendors${query}`, as: employee });
const names = async (query: string) => ((await get(query)).json() as { name: string }[]).map((v) => v.name);

describe('GET /api/search/vendors', () => {
  it('answers the vendors whose name contains q, case-insensitively, by name', async () => {
    expect(await names('?q=ZZTYPE')).toEqual([
      'zztype alpha works',
      'Zztype Beta Supply',
      'ZZTYPE Gamma Old',
    ]);
    expect((await get('?q=zztype')).json()).toContainEqual({
      id: expect.any(String),
      name: 'Zztype Beta Supply',
    });
    expect(await names('?q=beta%20sup')).toEqual(['Zztype Beta Supply']);
  });

  it('narrows to a status and stops at limit (at most 20)', async () => {
    expect(await names('?q=zztype&status=active')).toEqual(['zztype alpha works', 'Zztype Beta Supply']);
    expect(await names('?q=zztype&limit=1')).toEqual(['zztype alpha works']);
    expect((await names('')).length).toBeLessThanOrEqual(20);
    expect((await get('?limit=21')).statusCode).toBe(400);
    expect((await get('?status=gone')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/search/vendors?q=zz', as: null })).statusCode).toBe(
      401,
    );
  });
});
