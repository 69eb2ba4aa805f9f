import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { unique } from '../test/factories/unique';

/** GET /api/search/purchase-orders: the PO pickers' type-ahead (never the whole PO table). */
let t: TestApp;
let employee: User;
let procurement: User;
const tag = unique('ZZPO').toUpperCase();
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
  const colleague = await createUser(t, { role: 'end_user', department: 'IT' });
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  const vendor = await createVendor(t, { name: `${tag} Vendor Works` });
  const other = await createVendor(t, { name: 'Plain Supplies Inc' });
  const own = await createRequisition(t, { requestorId: employee.id, department: 'IT' });
  const theirs = await createRequisition(t, { requestorId: colleague.id, department: 'IT' });
  const po = (n: number, o: Parameters<typeof createPurchaseOrder>[1]) =>
    createPurchaseOrder(t, { ...o, poNumber: `PO-${tag}-${n}`, createdAt: at(n) });
  await po(1, { vendorId: vendor.id, department: 'IT', requisitionId: own.id, amount: '10.00' });
  await po(2, { vendorId: vendor.id, department: 'IT', requisitionId: theirs.id });
  await po(3, { vendorId: vendor.id, department: 'IT', requisitionId: own.id, status: 'completed' });
  await po(4, { vendorId: other.id, department: 'IT', requisitionId: own.id, contractNumber: `C-${tag}` });
  await po(5, { vendorId: other.id, department: 'IT', status: 'in-progress' });
});
afterAll(() => t.close());

const get = (query: string, as: User = procurement) =>
  t.request({ method: 'GET', url: `/api/search/purchase-orders${query}`, as });
const numbers = async (query: string, as?: User) =>
  ((await get(query, as)).json() as { poNumber: string }[]).map((p) => p.poNumber.replace(`PO-${tag}-`, ''));

describe('GET /api/search/purchase-orders', () => {
  it('answers the POs whose number, vendor or contract number contains q, newest first', async () => {
    expect(await numbers(`?q=${tag}`)).toEqual(['5', '4', '3', '2', '1']);
    expect(await numbers(`?q=${tag.toLowerCase()}%20vendor`)).toEqual(['3', '2', '1']);
    expect(await numbers(`?q=C-${tag}`)).toEqual(['4']);
    expect((await get(`?q=PO-${tag}-1`)).json()).toEqual([
      {
        id: expect.any(String),
        name: `PO-${tag}-1`,
        poNumber: `PO-${tag}-1`,
        vendorId: expect.any(String),
        vendorName: `${tag} Vendor Works`,
        amount: '10.00',
        contractNumber: null,
        status: 'approved',
      },
    ]);
  });

  it('narrows to the statuses asked for', async () => {
    expect(await numbers(`?q=${tag}&status=approved,in-progress`)).toEqual(['5', '4', '2', '1']);
    expect(await numbers(`?q=${tag}&status=completed`)).toEqual(['3']);
    expect((await get('?status=approved,gone')).statusCode).toBe(400);
  });

  it('shows an employee only the POs raised from their own requests', async () => {
    expect(await numbers(`?q=${tag}`, employee)).toEqual(['4', '3', '1']);
    const all = (await get('?limit=20', employee)).json() as { poNumber: string }[];
    expect(all.every((p) => ['1', '3', '4'].some((n) => p.poNumber === `PO-${tag}-${n}`))).toBe(true);
  });

  it('stops at limit (at most 20)', async () => {
    expect(await numbers(`?q=${tag}&limit=2`)).toEqual(['5', '4']);
    expect((await get('')).json().length).toBeLessThanOrEqual(20);
    expect((await get('?limit=21')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/search/purchase-orders', as: null })).statusCode,
    ).toBe(401);
  });
});
