import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('catalog items', () => {
  it('lists active vendors’ products with search, sort and paging', async () => {
    const res = await t.request({ method: 'GET', url: '/api/catalog-items?q=chair&sort=unitPrice', as: 'employee' });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { name: string; unitPrice: string }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => /chair/i.test(r.name))).toBe(true);
    const prices = rows.map((r) => Number(r.unitPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Number(res.headers['x-total-count'])).toBe(rows.length);
    const page = await t.request({ method: 'GET', url: '/api/catalog-items?limit=2&offset=1', as: 'employee' });
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
  });

  it('opens one product, and 404s an unknown one', async () => {
    const [first] = (
      await t.request({ method: 'GET', url: '/api/catalog-items?limit=1', as: 'manager' })
    ).json() as { id: string; vendorName: string }[];
    const one = await t.request({ method: 'GET', url: `/api/catalog-items/${first!.id}`, as: 'manager' });
    expect(one.statusCode).toBe(200);
    expect(one.json().vendorName).toBe(first!.vendorName);
    const missing = await t.request({ method: 'GET', url: '/api/catalog-items/nope', as: 'manager' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an unknown sort field with 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/catalog-items?sort=password', as: 'employee' });
    expect(res.statusCode).toBe(400);
  });
});
