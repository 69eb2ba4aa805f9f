import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

let t: TestApp;
let employee: User;
let legal: User;
const ids = {} as Record<'red' | 'orange' | 'yellow' | 'green' | 'expired', string>;
const inDays = (n: number) => isoDate(addDays(new Date(), n));

beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  legal = await createUser(t, { role: 'legal', department: 'Legal' });
  const alpha = (await createVendor(t, { name: 'Zzk Alpha Vendor' })).id;
  const beta = (await createVendor(t, { name: 'Zzk Beta Vendor' })).id;
  const insertContract = async (
    ...args: Parameters<typeof createContract> extends [unknown, ...infer R] ? R : never
  ) => (await createContract(t, ...args)).id;
  ids.red = await insertContract({
    vendorId: beta,
    title: 'Zzk Red',
    endDate: inDays(10),
    value: '500.00',
    category: 'Software',
    riskLevel: 'High',
  });
  ids.orange = await insertContract({
    vendorId: alpha,
    title: 'Zzk Orange',
    endDate: inDays(30),
    value: '9000.00',
    category: 'Supplies',
    riskLevel: 'Medium',
  });
  ids.yellow = await insertContract({
    vendorId: alpha,
    title: 'Zzk Yellow',
    endDate: inDays(31),
    value: '1200.00',
    category: 'Software',
    riskLevel: 'Low',
  });
  ids.green = await insertContract({
    vendorId: beta,
    title: 'Zzk Green',
    endDate: inDays(91),
    value: '75000.00',
    category: 'Security',
    riskLevel: 'Low',
    autoRenewal: true,
  });
  ids.expired = await insertContract({
    vendorId: alpha,
    title: 'Zzk Expired',
    endDate: inDays(20),
    status: 'expired',
    category: 'Facilities',
    riskLevel: 'High',
  });
  await createPurchaseOrder(t, {
    vendorId: alpha,
    department: 'IT',
    contractId: ids.orange,
    poNumber: 'PO-ZZK-2',
  });
  await createPurchaseOrder(t, {
    vendorId: alpha,
    department: 'IT',
    contractId: ids.orange,
    poNumber: 'PO-ZZK-1',
  });
  await createPurchaseOrder(t, { vendorId: beta, department: 'IT', poNumber: 'PO-ZZK-9' });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/contracts?q=zzk&${query}`, as: employee });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Record<string, unknown>[], total: Number(res.headers['x-total-count']) };
};
const titles = (rows: Record<string, unknown>[]) => rows.map((r) => r.title);

describe('GET /api/contracts', () => {
  it('answers the spec fields with days to expiry, band and PO numbers, sorted by end date by default', async () => {
    const { rows, total } = await list('');
    expect(total).toBe(5);
    expect(titles(rows)).toEqual(['Zzk Red', 'Zzk Expired', 'Zzk Orange', 'Zzk Yellow', 'Zzk Green']);
    const orange = rows.find((r) => r.id === ids.orange)!;
    expect(orange).toMatchObject({
      vendor: 'Zzk Alpha Vendor',
      title: 'Zzk Orange',
      value: '9000.00',
      endDate: inDays(30),
      status: 'active',
      category: 'Supplies',
      riskLevel: 'Medium',
      daysToExpiry: 30,
      expiryBand: 'orange',
      autoRenewal: false,
      contactPerson: 'Pat Contact',
      poNumbers: ['PO-ZZK-1', 'PO-ZZK-2'],
    });
    expect(Object.keys(orange)).toEqual(
      expect.arrayContaining(['id', 'vendorId', 'startDate', 'lastReviewed', 'description']),
    );
    expect(rows.find((r) => r.id === ids.red)).toMatchObject({
      daysToExpiry: 10,
      expiryBand: 'red',
      poNumbers: [],
    });
    expect(rows.find((r) => r.id === ids.yellow)).toMatchObject({ daysToExpiry: 31, expiryBand: 'yellow' });
    expect(rows.find((r) => r.id === ids.green)).toMatchObject({
      daysToExpiry: 91,
      expiryBand: 'green',
      autoRenewal: true,
    });
  });

  it('filters expiring (active, ≤ 30 days) and upcoming (active, 31–90 days)', async () => {
    expect(titles((await list('status=expiring')).rows)).toEqual(['Zzk Red', 'Zzk Orange']);
    expect(titles((await list('status=upcoming')).rows)).toEqual(['Zzk Yellow']);
    expect(titles((await list('status=active')).rows)).toEqual([
      'Zzk Red',
      'Zzk Orange',
      'Zzk Yellow',
      'Zzk Green',
    ]);
    expect((await list('status=all')).total).toBe(5);
  });

  it('filters by category and risk', async () => {
    expect(titles((await list('category=Software')).rows)).toEqual(['Zzk Red', 'Zzk Yellow']);
    expect(titles((await list('risk=High')).rows)).toEqual(['Zzk Red', 'Zzk Expired']);
    expect(titles((await list('category=Software&risk=Low')).rows)).toEqual(['Zzk Yellow']);
  });

  it('searches title, vendor name and id', async () => {
    const byVendor = await t.request({ method: 'GET', url: '/api/contracts?q=zzk%20beta', as: employee });
    expect(titles(byVendor.json())).toEqual(['Zzk Red', 'Zzk Green']);
    const byId = await t.request({ method: 'GET', url: `/api/contracts?q=${ids.green}`, as: employee });
    expect(titles(byId.json())).toEqual(['Zzk Green']);
  });

  it('sorts by title, vendor, category, value and end date in either direction', async () => {
    expect(titles((await list('sort=-value')).rows)).toEqual([
      'Zzk Green',
      'Zzk Expired',
      'Zzk Orange',
      'Zzk Yellow',
      'Zzk Red',
    ]);
    expect(titles((await list('sort=title')).rows)).toEqual([
      'Zzk Expired',
      'Zzk Green',
      'Zzk Orange',
      'Zzk Red',
      'Zzk Yellow',
    ]);
    expect((await list('sort=vendor')).rows.map((r) => r.vendor)).toEqual([
      'Zzk Alpha Vendor',
      'Zzk Alpha Vendor',
      'Zzk Alpha Vendor',
      'Zzk Beta Vendor',
      'Zzk Beta Vendor',
    ]);
    expect((await list('sort=-category')).rows.map((r) => r.category)).toEqual([
      'Supplies',
      'Software',
      'Software',
      'Security',
      'Facilities',
    ]);
    expect(titles((await list('sort=-endDate')).rows)).toEqual([
      'Zzk Green',
      'Zzk Yellow',
      'Zzk Orange',
      'Zzk Expired',
      'Zzk Red',
    ]);
    const bad = await t.request({ method: 'GET', url: '/api/contracts?sort=riskLevel', as: employee });
    expect(bad.statusCode).toBe(400);
  });

  it('pages with X-Total-Count', async () => {
    const { rows, total } = await list('limit=2&offset=2');
    expect(total).toBe(5);
    expect(titles(rows)).toEqual(['Zzk Orange', 'Zzk Yellow']);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/contracts', as: null })).statusCode).toBe(401);
  });
});

describe('GET /api/contracts/:id', () => {
  it('answers one contract or 404', async () => {
    const res = await t.request({ method: 'GET', url: `/api/contracts/${ids.orange}`, as: legal });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.orange,
      poNumbers: ['PO-ZZK-1', 'PO-ZZK-2'],
      expiryBand: 'orange',
    });
    expect((await t.request({ method: 'GET', url: '/api/contracts/nope', as: legal })).statusCode).toBe(404);
  });
});
