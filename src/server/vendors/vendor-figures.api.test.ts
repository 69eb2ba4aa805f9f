import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { createTeam, type Team } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createInvoice } from '../test/factories/invoices';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

/**
 * The vendor list sorted by a figure (spend this year, last order) reads the vendors that have the
 * figure from the rollup's index and then those without it by id: the order and the pages are those
 * of one sort over every vendor — ties by id, vendors without spend or orders as 0 / no date.
 */
let t: TestApp;
let team: Team;
const year = new Date().getFullYear();
/** Their ids sort big < none < small < tie < old; the list filter `q=zzfig` finds only them. */
const v: Record<'big' | 'none' | 'small' | 'tie' | 'old', string> = {
  big: '',
  none: '',
  small: '',
  tie: '',
  old: '',
};

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  const make = async (key: keyof typeof v, id: string) =>
    (v[key] = (await createVendor(t, { id, name: `Zzfig ${key}` })).id);
  await make('big', 'vendor-zzfig-a');
  await make('none', 'vendor-zzfig-b');
  await make('small', 'vendor-zzfig-c');
  await make('tie', 'vendor-zzfig-d');
  await make('old', 'vendor-zzfig-e');
  await createInvoice(t, { vendorId: v.big, amount: '900.00', invoiceDate: `${year}-02-01` });
  await createInvoice(t, { vendorId: v.small, amount: '100.00', invoiceDate: `${year}-03-01` });
  await createInvoice(t, { vendorId: v.tie, amount: '60.00', invoiceDate: `${year}-03-01` });
  await createInvoice(t, { vendorId: v.tie, amount: '40.00', invoiceDate: `${year}-04-01`, status: 'paid' });
  // Not this year's spend: last year's invoice, a rejected one.
  await createInvoice(t, { vendorId: v.old, amount: '5000.00', invoiceDate: `${year - 1}-12-31` });
  await createInvoice(t, {
    vendorId: v.none,
    amount: '700.00',
    invoiceDate: `${year}-01-10`,
    status: 'rejected',
  });
  const at = (d: string) => new Date(`${d}T12:00:00Z`);
  await createPurchaseOrder(t, {
    vendorId: v.small,
    department: team.department,
    createdAt: at(`${year}-01-05`),
  });
  await createPurchaseOrder(t, {
    vendorId: v.old,
    department: team.department,
    createdAt: at(`${year - 1}-06-01`),
  });
  await createPurchaseOrder(t, {
    vendorId: v.big,
    department: team.department,
    createdAt: at(`${year}-02-01`),
    status: 'cancelled',
  });
});
afterAll(() => t.close());

const ids = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/vendors?q=zzfig&${query}`, as: team.employee });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe('5');
  return (res.json() as { id: string }[]).map((r) => r.id);
};

describe('GET /api/vendors sorted by a figure', () => {
  it('sorts by spend this year both ways, ties and vendors without spend by id, page by page', async () => {
    expect(await ids('sort=-totalSpendYtd')).toEqual([v.big, v.small, v.tie, v.none, v.old]);
    expect(await ids('sort=totalSpendYtd')).toEqual([v.none, v.old, v.small, v.tie, v.big]);
    expect(await ids('sort=-totalSpendYtd&limit=2&offset=2')).toEqual([v.tie, v.none]);
    expect(await ids('sort=totalSpendYtd&limit=2&offset=1')).toEqual([v.old, v.small]);
    expect(await ids('sort=-totalSpendYtd&limit=2&offset=4')).toEqual([v.old]);
  });

  it('sorts by the latest order both ways, cancelled orders left out, vendors without one by id', async () => {
    expect(await ids('sort=-lastOrderDate')).toEqual([v.small, v.old, v.big, v.none, v.tie]);
    expect(await ids('sort=lastOrderDate')).toEqual([v.big, v.none, v.tie, v.old, v.small]);
    expect(await ids('sort=lastOrderDate&limit=2&offset=2')).toEqual([v.tie, v.old]);
  });

  it('answers the figures of the rows with the page', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/vendors?q=zzfig&sort=-totalSpendYtd',
      as: team.employee,
    });
    const rows = res.json() as { id: string; totalSpendYtd: string; lastOrderDate: string | null }[];
    expect(rows.map((r) => [r.totalSpendYtd, r.lastOrderDate])).toEqual([
      ['900.00', null],
      ['100.00', `${year}-01-05`],
      ['100.00', null],
      ['0.00', null],
      ['0.00', `${year - 1}-06-01`],
    ]);
  });

  it('follows a rejected invoice out of the spend and a cancelled order out of the latest order', async () => {
    const inv = await createInvoice(t, { vendorId: v.tie, amount: '1000.00', invoiceDate: `${year}-05-01` });
    expect((await ids('sort=-totalSpendYtd'))[0]).toBe(v.tie);
    await t.database.db.execute(sql`update invoices set status = 'rejected' where id = ${inv.id}`);
    expect((await ids('sort=-totalSpendYtd'))[0]).toBe(v.big);
    await t.database.db.execute(
      sql`update purchase_orders set status = 'cancelled' where vendor_id = ${v.small}`,
    );
    expect(await ids('sort=-lastOrderDate')).toEqual([v.old, v.big, v.none, v.small, v.tie]);
  });
});
