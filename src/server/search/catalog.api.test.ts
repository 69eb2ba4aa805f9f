import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { catalogItems } from '../db/schema/vendors';
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

  it('follows a vendor turned inactive and back, and an item moved to an inactive vendor', async () => {
    const procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
    const vendor = await createVendor(t, { name: 'Zzcat Lamps' });
    const gone = await createVendor(t, { name: 'Zzcat Gone', status: 'inactive' });
    const lamp = await createCatalogItem(t, { vendorId: vendor.id, name: 'Zzcat lamp' });
    await createCatalogItem(t, { vendorId: vendor.id, name: 'Zzcat shade' });
    const listed = async () => {
      const res = await t.request({ method: 'GET', url: '/api/catalog-items?q=zzcat&limit=1', as: employee });
      expect(res.statusCode).toBe(200);
      return Number(res.headers['x-total-count']);
    };
    // The count as the catalogue defines it: items of active vendors, read through the vendor.
    const direct = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from catalog_items c join vendors v on v.id = c.vendor_id
          where v.status = 'active' and c.name ilike 'zzcat%'`,
      );
      return row!.n;
    };
    const setStatus = (status: string) =>
      t.request({ method: 'PATCH', url: `/api/vendors/${vendor.id}`, as: procurement, payload: { status } });
    expect([await listed(), await direct()]).toEqual([2, 2]);
    expect((await setStatus('inactive')).statusCode).toBe(200);
    expect([await listed(), await direct()]).toEqual([0, 0]);
    expect((await setStatus('active')).statusCode).toBe(200);
    expect([await listed(), await direct()]).toEqual([2, 2]);
    await t.database.db.update(catalogItems).set({ vendorId: gone.id }).where(eq(catalogItems.id, lamp.id));
    expect([await listed(), await direct()]).toEqual([1, 1]);
    await createCatalogItem(t, { vendorId: gone.id, name: 'Zzcat bulb' });
    expect([await listed(), await direct()]).toEqual([1, 1]);
  });

  it('refuses an unknown sort field with 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/catalog-items?sort=password', as: employee });
    expect(res.statusCode).toBe(400);
  });
});
