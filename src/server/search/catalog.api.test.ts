import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createCatalogItem, createVendor } from '../test/factories/vendors';

let t: TestApp;
let employee: User;
beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  const active = await createVendor(t, { name: 'Seat Supply' });
  const inactive = await createVendor(t, { name: 'Gone Seats', status: 'inactive' });
  for (const [name, unitPrice] of [
    ['Mesh chair', '229.99'],
    ['Task Chair', '149.00'],
    ['Chair mat', '49.50'],
    ['Desk lamp', '35.00'],
  ] as const) {
    await createCatalogItem(t, { vendorId: active.id, name, unitPrice });
  }
  await createCatalogItem(t, { vendorId: inactive.id, name: 'Old chair', unitPrice: '10.00' });
});
afterAll(() => t.close());

describe('catalog items', () => {
  it('lists active vendors’ products with search, sort and paging', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/catalog-items?q=chair&sort=unitPrice',
      as: employee,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { name: string; unitPrice: string }[];
    expect(rows.map((r) => [r.name, r.unitPrice])).toEqual([
      ['Chair mat', '49.50'],
      ['Task Chair', '149.00'],
      ['Mesh chair', '229.99'],
    ]);
    expect(res.headers['x-total-count']).toBe('3');
    const page = await t.request({
      method: 'GET',
      url: '/api/catalog-items?sort=unitPrice&limit=2&offset=1',
      as: employee,
    });
    expect(page.json().map((r: { name: string }) => r.name)).toEqual(['Chair mat', 'Task Chair']);
    expect(page.headers['x-total-count']).toBe('4');
  });

  it('opens one product, and 404s an unknown one', async () => {
    const [first] = (
      await t.request({ method: 'GET', url: '/api/catalog-items?limit=1', as: employee })
    ).json() as {
      id: string;
      vendorName: string;
    }[];
    const one = await t.request({ method: 'GET', url: `/api/catalog-items/${first!.id}`, as: employee });
    expect(one.statusCode).toBe(200);
    expect(one.json().vendorName).toBe('Seat Supply');
    const missing = await t.request({ method: 'GET', url: '/api/catalog-items/nope', as: employee });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an unknown sort field with 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/catalog-items?sort=password', as: employee });
    expect(res.statusCode).toBe(400);
  });
});
