import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/search/types';
import { createTestApp, type TestApp } from '../test/harness';
import { catalogItems, vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { requisitions } from '../db/schema/requisitions';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { invoices } from '../db/schema/invoices';
import { createUser, type User } from '../test/factories/users';

/*
 * The searches test a joined vendor's name through the record's vendor id (text-match.ts). These
 * records carry the vendor's name nowhere else, so only that test can find them.
 */
let t: TestApp;
let procurement: User;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  const vendorId = 'vendor-zzl';
  await db
    .insert(vendors)
    .values({ id: vendorId, name: 'Zzlinked Vendor Co', category: 'Zzl Goods', status: 'active' });
  await db.insert(catalogItems).values({
    id: 'ci-zzl',
    sku: 'SKU-ZZL-1',
    name: 'Plain widget',
    vendorId,
    category: 'Widgets',
    unitPrice: '10.00',
  });
  await db.insert(contracts).values({
    id: 'CTR-ZZL-1',
    title: 'Plain service terms',
    vendorId,
    value: '100.00',
    startDate: '2026-01-01',
    endDate: '2027-01-01',
    category: 'Widgets',
    riskLevel: 'Low',
    contactPerson: 'Pat Plain',
  });
  const requisition = {
    requestType: 'new-purchase',
    itemType: 'goods',
    department: 'IT',
    businessJustification: 'Plain need',
    requestorId: procurement.id,
    status: 'pending',
  };
  await db.insert(requisitions).values([
    // Linked to the vendor: its name replaces the typed one, which no longer counts.
    {
      ...requisition,
      id: 'REQ-ZZL-1',
      title: 'Plain request one',
      vendorId,
      vendorName: 'Zzstale Typed Name',
    },
    { ...requisition, id: 'REQ-ZZL-2', title: 'Plain request two', vendorName: 'Zzfree Typed Vendor' },
  ]);
  await db.insert(purchaseOrders).values({
    id: 'po-zzl-1',
    poNumber: 'PO-ZZL-1',
    vendorId,
    description: 'Plain order',
    department: 'IT',
    amount: '100.00',
  });
  await db.insert(invoices).values({
    id: 'inv-zzl-1',
    invoiceNumber: 'INV-ZZL-1',
    vendorId,
    poId: 'po-zzl-1',
    description: 'Plain bill',
    amount: '100.00',
    invoiceDate: '2026-02-01',
    dueDate: '2026-03-01',
    receivedDate: '2026-02-02',
  });
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url, as: procurement });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
const search = (q: string) => get<SearchResult[]>(`/api/search?q=${encodeURIComponent(q)}&limit=50`);
const idsOf = (rows: SearchResult[], type: SearchResult['type']) =>
  rows.filter((r) => r.type === type).map((r) => r.id);

describe('search by a linked vendor’s name', () => {
  it('home search finds each kind of record by its vendor’s name', async () => {
    const rows = await search('ZZLINKED vendor');
    expect(idsOf(rows, 'vendor')).toEqual(['vendor-zzl']);
    expect(idsOf(rows, 'product')).toEqual(['ci-zzl']);
    expect(idsOf(rows, 'contract')).toEqual(['CTR-ZZL-1']);
    expect(idsOf(rows, 'requisition')).toEqual(['REQ-ZZL-1']);
    expect(idsOf(rows, 'purchase-order')).toEqual(['po-zzl-1']);
    expect(idsOf(rows, 'invoice')).toEqual(['inv-zzl-1']);
    expect(rows.find((r) => r.id === 'REQ-ZZL-1')?.vendor).toBe('Zzlinked Vendor Co');
  });

  it('home search uses a requisition’s typed vendor name only when no vendor is linked', async () => {
    expect(idsOf(await search('zzfree typed'), 'requisition')).toEqual(['REQ-ZZL-2']);
    expect(await search('zzstale typed')).toEqual([]);
  });

  it('the lists find products, contracts, purchase orders and invoices by vendor name', async () => {
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(ids(await get('/api/catalog-items?q=zzlinked'))).toEqual(['ci-zzl']);
    expect(ids(await get('/api/contracts?q=zzlinked'))).toEqual(['CTR-ZZL-1']);
    expect(ids(await get('/api/purchase-orders?q=zzlinked'))).toEqual(['po-zzl-1']);
    expect(ids(await get('/api/invoices?q=zzlinked'))).toEqual(['inv-zzl-1']);
    expect(ids(await get('/api/invoices?q=po-zzl-1'))).toEqual(['inv-zzl-1']);
    expect(await get('/api/purchase-orders?q=zzlinked%20nobody')).toEqual([]);
  });
});
