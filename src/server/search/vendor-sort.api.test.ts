import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  ensureDemoUsers,
  insertContract,
  insertInvoice,
  insertPurchaseOrder,
  insertVendor,
} from '../profile/test-fixtures';

/**
 * Vendor names sort case-insensitively (lower(name), served by vendors_name_lower_idx) on every
 * list that sorts by vendor: vendors, purchase orders, contracts, invoices and the invoice vendors.
 */
let t: TestApp;
const NAMES = ['zzsort beta', 'ZZSORT Gamma', 'Zzsort alpha'];
const SORTED = ['Zzsort alpha', 'zzsort beta', 'ZZSORT Gamma'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureDemoUsers(db);
  for (const name of NAMES) {
    const vendorId = await insertVendor(db, { name, status: 'active' });
    const po = await insertPurchaseOrder(db, { vendorId, department: 'IT' });
    await insertInvoice(db, { vendorId, poId: po.id });
    await insertContract(db, { vendorId, endDate: '2099-12-31' });
  }
});
afterAll(() => t.close());

const names = async (url: string, field: string) =>
  ((await t.request({ method: 'GET', url, as: 'procurement' })).json() as Record<string, string>[]).map(
    (r) => r[field],
  );

describe('vendor name sort', () => {
  it('is case-insensitive on the vendor list, by default and by name', async () => {
    expect(await names('/api/vendors?q=zzsort', 'name')).toEqual(SORTED);
    expect(await names('/api/vendors?q=zzsort&sort=name', 'name')).toEqual(SORTED);
    expect(await names('/api/vendors?q=zzsort&sort=-name', 'name')).toEqual([...SORTED].reverse());
  });

  it('is case-insensitive on purchase orders, contracts and invoices sorted by vendor', async () => {
    expect(await names('/api/purchase-orders?q=zzsort&sort=vendor', 'vendorName')).toEqual(SORTED);
    expect(await names('/api/contracts?q=zzsort&sort=vendor', 'vendor')).toEqual(SORTED);
    expect(await names('/api/invoices?q=zzsort&sort=vendor', 'vendorName')).toEqual(SORTED);
    const options = await names('/api/invoices/vendors', 'name');
    expect(options.filter((n) => n?.toLowerCase().startsWith('zzsort'))).toEqual(SORTED);
  });
});
