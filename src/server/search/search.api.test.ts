import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/search/types';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import { createTeam, createUser, type Team, type User } from '../test/factories/users';
import { createCatalogItem, createVendor, type Vendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';

/**
 * Home search over this file's rows: vendors, products, contracts, an IT team's requisitions and POs,
 * a Marketing requisition with its PO and invoice.
 */
let t: TestApp;
let team: Team;
let marketer: User;
const v = {} as Record<'staples' | 'deloitte' | 'herman', Vendor>;
const r = {} as Record<'laptops' | 'salesCloud', { id: string }>;
const po = {} as Record<'laptops' | 'network' | 'supplies' | 'salesCloud', PurchaseOrder>;
let invoiceId: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'IT');
  marketer = await createUser(t, { role: 'end_user', department: 'Marketing' });
  v.staples = await createVendor(t, { name: 'Staples Business Advantage', category: 'Office Supplies' });
  v.deloitte = await createVendor(t, { name: 'Deloitte Consulting', category: 'Professional Services' });
  v.herman = await createVendor(t, { name: 'Herman Miller', category: 'Furniture' });
  await createCatalogItem(t, {
    vendorId: v.herman.id,
    name: 'Herman Miller Aeron Chair',
    category: 'Office Furniture',
    unitPrice: '1395.00',
  });
  await createCatalogItem(t, {
    vendorId: v.herman.id,
    name: 'Sayl Chair',
    category: 'Office Furniture',
    unitPrice: '695.00',
  });
  await createCatalogItem(t, {
    vendorId: v.staples.id,
    name: 'Copy paper',
    category: 'Paper',
    unitPrice: '54.99',
  });
  await createContract(t, {
    id: 'CTR-S-1',
    vendorId: v.staples.id,
    title: 'Office Supplies Blanket Purchase Agreement',
    endDate: '2030-06-30',
  });
  await createContract(t, {
    id: 'CTR-S-2',
    vendorId: v.deloitte.id,
    title: 'Advisory Master Agreement',
    endDate: '2031-01-31',
  });
  r.laptops = await createRequisition(t, {
    requestorId: team.employee.id,
    department: 'IT',
    title: 'Developer laptop refresh',
    totalAmount: '12345.60',
    status: 'approved',
  });
  r.salesCloud = await createRequisition(t, {
    requestorId: marketer.id,
    department: 'Marketing',
    title: 'Sales Cloud licences',
    status: 'approved',
  });
  po.laptops = await createPurchaseOrder(t, {
    vendorId: v.staples.id,
    department: 'IT',
    requisitionId: r.laptops.id,
    poNumber: 'PO-20001',
    description: 'Developer laptops',
  });
  po.network = await createPurchaseOrder(t, {
    vendorId: v.staples.id,
    department: 'IT',
    poNumber: 'PO-20002',
    description: 'Network switch replacement',
  });
  po.supplies = await createPurchaseOrder(t, {
    vendorId: v.staples.id,
    department: 'HR',
    poNumber: 'PO-20003',
    description: 'Office supplies restock',
  });
  po.salesCloud = await createPurchaseOrder(t, {
    vendorId: v.deloitte.id,
    department: 'Marketing',
    requisitionId: r.salesCloud.id,
    poNumber: 'PO-20004',
    description: 'Sales Cloud subscription',
  });
  invoiceId = (
    await createInvoice(t, {
      vendorId: v.deloitte.id,
      poId: po.salesCloud.id,
      invoiceNumber: 'INV-77001',
      description: 'Sales Cloud first year',
      status: 'approved',
    })
  ).id;
});
afterAll(() => t.close());

async function search(q: string, as: Account = team.procurement, extra = ''): Promise<SearchResult[]> {
  const res = await t.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}`, as });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const ofType = (rows: SearchResult[], type: SearchResult['type']) => rows.filter((x) => x.type === type);
const ids = (rows: SearchResult[]) => rows.map((x) => x.id);

describe('GET /api/search', () => {
  it('answers [] until more than 2 characters are typed (after trimming)', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('de')).toEqual([]);
    expect(await search('  de  ')).toEqual([]);
    expect(ids(ofType(await search('del'), 'vendor'))).toEqual([v.deloitte.id]);
  });

  it('is case-insensitive', async () => {
    const lower = await search('staples');
    expect(lower.length).toBeGreaterThan(1);
    expect(await search('STAPLES')).toEqual(lower);
    expect(await search('StApLeS')).toEqual(lower);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('finds vendors by name and category', async () => {
    expect(ofType(await search('staples'), 'vendor')).toEqual([
      {
        id: v.staples.id,
        type: 'vendor',
        name: 'Staples Business Advantage',
        category: 'Office Supplies',
        status: 'active',
        href: `/vendors?id=${v.staples.id}`,
      },
    ]);
    expect(ids(ofType(await search('professional serv'), 'vendor'))).toEqual([v.deloitte.id]);
  });

  it('finds products by name, vendor and category, with the price as text', async () => {
    const aeron = ofType(await search('aeron'), 'product');
    expect(aeron).toEqual([
      {
        id: expect.any(String),
        type: 'product',
        name: 'Herman Miller Aeron Chair',
        vendor: 'Herman Miller',
        category: 'Office Furniture',
        price: '$1,395.00',
        href: `/requisitions?productId=${aeron[0]!.id}`,
      },
    ]);
    expect(ofType(await search('herman miller'), 'product').map((p) => p.name)).toEqual([
      'Herman Miller Aeron Chair',
      'Sayl Chair',
    ]);
    expect(ofType(await search('office furniture'), 'product')).toHaveLength(2);
  });

  it('finds contracts by title, vendor and category, with the expiry date', async () => {
    const rows = ofType(await search('blanket purchase agreement'), 'contract');
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'CTR-S-1',
        name: 'Office Supplies Blanket Purchase Agreement',
        vendor: 'Staples Business Advantage',
        expires: '2030-06-30',
        href: '/contracts?search=CTR-S-1',
      }),
    ]);
    expect(ids(ofType(await search('Deloitte'), 'contract'))).toEqual(['CTR-S-2']);
  });

  it('finds requisitions by id, title and department, with the amount as text', async () => {
    const byId = ofType(await search(r.laptops.id.toLowerCase()), 'requisition');
    expect(byId).toEqual([
      expect.objectContaining({
        id: r.laptops.id,
        name: 'Developer laptop refresh',
        department: 'IT',
        amount: '$12,345.60',
        href: `/my-requests?id=${r.laptops.id}`,
      }),
    ]);
    expect(ids(ofType(await search('developer laptop'), 'requisition'))).toEqual([r.laptops.id]);
    expect(ids(ofType(await search('marketing'), 'requisition'))).toEqual([r.salesCloud.id]);
  });

  it('finds purchase orders by number, description and vendor', async () => {
    const byNumber = ofType(await search('PO-20002'), 'purchase-order');
    expect(byNumber).toEqual([
      expect.objectContaining({
        id: po.network.id,
        vendor: 'Staples Business Advantage',
        href: `/po-summary?id=${po.network.id}`,
      }),
    ]);
    expect(byNumber[0]!.name).toContain('PO-20002');
    expect(ids(ofType(await search('network switch'), 'purchase-order'))).toEqual([po.network.id]);
    expect(ids(ofType(await search('deloitte'), 'purchase-order'))).toEqual([po.salesCloud.id]);
  });

  it('finds invoices by number and vendor and opens them in the invoice history', async () => {
    const rows = ofType(await search('inv-77001'), 'invoice');
    expect(rows).toEqual([
      expect.objectContaining({
        id: invoiceId,
        status: 'approved',
        href: '/invoice-history?search=INV-77001',
      }),
    ]);
    expect(ids(ofType(await search('deloitte'), 'invoice'))).toEqual([invoiceId]);
  });

  it('puts prefix matches first and honours the limits', async () => {
    const rows = await search('office', team.procurement, '&limit=50');
    // PO and invoice names read "PO-20003 — Office supplies …": either part may be the prefix match.
    const prefixed = (x: SearchResult) =>
      [x.id, ...x.name.split(' — ')].some((part) => part.toLowerCase().startsWith('office'));
    expect(rows.filter(prefixed).map((x) => x.name)).toEqual([
      'Office Supplies Blanket Purchase Agreement',
      expect.stringMatching(/^PO-20003 — Office supplies restock/),
    ]);
    const firstOther = rows.findIndex((x) => !prefixed(x));
    expect(firstOther).toBeGreaterThan(0);
    expect(rows.slice(firstOther).some(prefixed)).toBe(false);
    expect(rows.length).toBeGreaterThan(3);
    expect(await search('office', team.procurement, '&limit=3')).toEqual(rows.slice(0, 3));
    const tooMany = await t.request({
      method: 'GET',
      url: '/api/search?q=office&limit=51',
      as: team.procurement,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps an employee to their own requisitions and the POs raised from them', async () => {
    const all = await search('sales cloud');
    expect(ids(ofType(all, 'requisition'))).toEqual([r.salesCloud.id]);
    expect(ids(ofType(all, 'purchase-order'))).toEqual([po.salesCloud.id]);
    expect(ids(ofType(all, 'invoice'))).toEqual([invoiceId]);
    const employee = await search('sales cloud', team.employee);
    expect(ofType(employee, 'requisition')).toEqual([]);
    expect(ofType(employee, 'purchase-order')).toEqual([]);
    expect(ofType(employee, 'invoice')).toEqual([]);
    // vendors, products and contracts are not restricted
    expect(ofType(await search('agreement', team.employee), 'contract')).toHaveLength(2);
    expect(ids(ofType(await search('PO-200', team.employee), 'purchase-order'))).toEqual([po.laptops.id]);
    expect(ids(ofType(await search('REQ-', team.employee), 'requisition'))).toEqual([r.laptops.id]);
  });

  it("keeps a manager to their department's records", async () => {
    expect(ids(ofType(await search('REQ-', team.manager), 'requisition'))).toEqual([r.laptops.id]);
    expect(ids(ofType(await search('PO-200', team.manager), 'purchase-order')).sort()).toEqual(
      [po.laptops.id, po.network.id].sort(),
    );
    expect(ofType(await search('sales cloud', team.manager), 'requisition')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search?q=staples', as: null });
    expect(res.statusCode).toBe(401);
  });
});
