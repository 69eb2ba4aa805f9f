import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { SearchResult } from '@shared/search/types';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear();

async function search(q: string, as: DemoUser = 'procurement', extra = ''): Promise<SearchResult[]> {
  const res = await t.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}`, as });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const ofType = (rows: SearchResult[], type: SearchResult['type']) => rows.filter((r) => r.type === type);

describe('GET /api/search', () => {
  it('answers [] until more than 2 characters are typed (after trimming)', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('de')).toEqual([]);
    expect(await search('  de  ')).toEqual([]);
    expect((await search('del')).length).toBeGreaterThan(0);
  });

  it('is case-insensitive', async () => {
    const lower = await search('staples');
    expect(lower.length).toBeGreaterThan(0);
    expect(await search('STAPLES')).toEqual(lower);
    expect(await search('StApLeS')).toEqual(lower);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('finds vendors by name and category', async () => {
    const byName = ofType(await search('staples'), 'vendor');
    expect(byName).toContainEqual({
      id: 'vendor-001',
      type: 'vendor',
      name: 'Staples Business Advantage',
      category: 'Office Supplies',
      status: 'active',
      href: '/vendors?id=vendor-001',
    });
    const byCategory = ofType(await search('professional serv'), 'vendor');
    expect(byCategory.map((v) => v.id)).toEqual(expect.arrayContaining(['vendor-005']));
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
    const byVendor = ofType(await search('herman miller'), 'product');
    expect(byVendor.length).toBeGreaterThan(1);
    expect(byVendor.every((p) => p.vendor === 'Herman Miller')).toBe(true);
    expect(ofType(await search('office furniture'), 'product').length).toBeGreaterThan(0);
  });

  it('finds contracts by title, vendor and category, with the expiry date', async () => {
    const rows = ofType(await search('blanket purchase agreement'), 'contract');
    expect(rows[0]).toMatchObject({
      id: 'CTR-001',
      name: 'Office Supplies Blanket Purchase Agreement',
      vendor: 'Staples Business Advantage',
      href: '/contracts?search=CTR-001',
    });
    expect(rows[0]!.expires).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ofType(await search('Deloitte'), 'contract').map((c) => c.id)).toContain('CTR-005');
  });

  it('finds requisitions by id, title and department, with the amount as text', async () => {
    const id = `REQ-${year}-001`;
    const [req] = await t.database.db.select().from(requisitions).where(eq(requisitions.id, id));
    const byId = ofType(await search(id.toLowerCase()), 'requisition');
    expect(byId[0]).toMatchObject({
      id,
      name: req!.title,
      department: req!.department,
      amount: `$${Number(req!.totalAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      href: `/my-requests?id=${id}`,
    });
    expect(ofType(await search('developer laptop'), 'requisition').map((r) => r.id)).toContain(id);
  });

  it('finds purchase orders by number, description and vendor', async () => {
    const byNumber = ofType(await search('PO-10003'), 'purchase-order');
    expect(byNumber).toHaveLength(1);
    expect(byNumber[0]).toMatchObject({
      id: 'po-003',
      vendor: 'Dell Technologies',
      href: '/po-summary?id=po-003',
    });
    expect(byNumber[0]!.name).toContain('PO-10003');
    expect(ofType(await search('network switch'), 'purchase-order').map((p) => p.id)).toContain('po-005');
  });

  it('finds invoices by number and vendor and opens them in the invoice history', async () => {
    const [inv] = await t.database.db.select().from(invoices).orderBy(asc(invoices.id)).limit(1);
    const rows = ofType(await search(inv!.invoiceNumber), 'invoice');
    expect(rows.map((r) => r.id)).toContain(inv!.id);
    const hit = rows.find((r) => r.id === inv!.id)!;
    expect(hit.href).toBe(`/invoice-history?search=${inv!.invoiceNumber}`);
    expect(hit.status).toBe(inv!.status);
  });

  it('puts prefix matches first and honours the limits', async () => {
    const rows = await search('office', 'procurement', '&limit=50');
    // PO and invoice names read "PO-10002 — Office supplies …": either part may be the prefix match.
    const prefixed = (r: SearchResult) =>
      [r.id, ...r.name.split(' — ')].some((part) => part.toLowerCase().startsWith('office'));
    const firstOther = rows.findIndex((r) => !prefixed(r));
    expect(firstOther).toBeGreaterThan(0);
    expect(rows.slice(firstOther).some(prefixed)).toBe(false);
    for (const type of new Set(rows.map((r) => r.type)))
      expect(ofType(rows, type).length).toBeLessThanOrEqual(8);
    expect((await search('office')).length).toBeLessThanOrEqual(20);
    expect(await search('office', 'procurement', '&limit=3')).toEqual(rows.slice(0, 3));
    const tooMany = await t.request({
      method: 'GET',
      url: '/api/search?q=office&limit=51',
      as: 'procurement',
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps an employee to their own requisitions and the POs raised from them', async () => {
    // Sales Cloud: a Marketing requisition and PO, visible to procurement only.
    const all = await search('sales cloud');
    expect(ofType(all, 'requisition').length).toBeGreaterThan(0);
    expect(ofType(all, 'purchase-order').length).toBeGreaterThan(0);
    const employee = await search('sales cloud', 'employee');
    expect(ofType(employee, 'requisition')).toEqual([]);
    expect(ofType(employee, 'purchase-order')).toEqual([]);
    expect(ofType(all, 'invoice').length).toBeGreaterThan(0);
    expect(ofType(employee, 'invoice')).toEqual([]);
    // vendors, products and contracts are not restricted
    expect(ofType(employee, 'contract').length).toBe(ofType(all, 'contract').length);

    const own = await t.database.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .innerJoin(requisitions, eq(requisitions.id, purchaseOrders.requisitionId))
      .where(eq(requisitions.requestorId, 'user-003'));
    const pos = ofType(await search('PO-100', 'employee', '&limit=50'), 'purchase-order');
    expect(pos.length).toBeGreaterThan(0);
    expect(own.map((p) => p.id)).toEqual(expect.arrayContaining(pos.map((p) => p.id)));

    const reqs = ofType(await search(`REQ-${year}`, 'employee', '&limit=50'), 'requisition');
    const mine = await t.database.db
      .select({ id: requisitions.id })
      .from(requisitions)
      .where(eq(requisitions.requestorId, 'user-003'));
    expect(reqs.length).toBeGreaterThan(0);
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining(reqs.map((r) => r.id)));
  });

  it("keeps a manager to their department's records", async () => {
    const reqs = ofType(await search(`REQ-${year}`, 'manager', '&limit=50'), 'requisition');
    expect(reqs.length).toBeGreaterThan(0);
    expect(new Set(reqs.map((r) => r.department))).toEqual(new Set(['IT']));
    const pos = ofType(await search('PO-100', 'manager', '&limit=50'), 'purchase-order');
    expect(pos.length).toBeGreaterThan(0);
    expect(new Set(pos.map((p) => p.department))).toEqual(new Set(['IT']));
    expect(ofType(await search('sales cloud', 'manager'), 'requisition')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search?q=staples', as: null });
    expect(res.statusCode).toBe(401);
  });
});
