import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { createContract } from '../test/factories/contracts';

/**
 * Vendor names sort case-insensitively (lower(name), served by vendors_name_lower_idx) on every
 * list that sorts by vendor: vendors, purchase orders, contracts, invoices and the invoice vendors.
 */
let t: TestApp;
let procurement: User;
const NAMES = ['zzsort beta', 'ZZSORT Gamma', 'Zzsort alpha'];
const SORTED = ['Zzsort alpha', 'zzsort beta', 'ZZSORT Gamma'];

beforeAll(async () => {
  t = await createTestApp();
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  for (const name of NAMES) {
    const vendorId = (await createVendor(t, { name, status: 'active' })).id;
    const po = await createPurchaseOrder(t, { vendorId, department: 'IT' });
    await createInvoice(t, { vendorId, poId: po.id });
    await createContract(t, { vendorId, endDate: '2099-12-31' });
  }
});
afterAll(() => t.close());

const names = async (url: string, field: string) =>
  ((await t.request({ method: 'GET', url, as: procurement })).json() as Record<string, string>[]).map(
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
    expect(await names('/api/invoices/vendors?q=zzsort', 'name')).toEqual(SORTED);
    expect(await names('/api/search/vendors?q=zzsort', 'name')).toEqual(SORTED);
  });
});
