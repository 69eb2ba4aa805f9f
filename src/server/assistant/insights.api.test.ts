import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { contracts } from '../db/schema/contracts';
import { vendors } from '../db/schema/vendors';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createContract } from '../test/factories/contracts';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

let t: TestApp;
let employee: User;
beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
});
afterAll(() => t.close());

type Insight = { id: string; type: string; title: string; description: string };
async function insights(): Promise<Insight[]> {
  const res = await t.request({ method: 'GET', url: '/api/assistant/insights', as: employee });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const byType = (rows: Insight[], type: string) => rows.find((r) => r.type === type)!;
const inDays = (n: number) => isoDate(addDays(new Date(), n));
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - n);
  return d;
};

describe('GET /api/assistant/insights', () => {
  it('leaves out an insight with no data behind it', async () => {
    expect(await insights()).toEqual([]);
  });

  it('gives the three insights from the data', async () => {
    const paper = await createVendor(t, { name: 'Paper Partners', onTimeRate: '91.00' });
    const docks = await createVendor(t, { name: 'Dock Makers', onTimeRate: '95.00' });
    await createVendor(t, { name: 'Gone Vendor', onTimeRate: '99.00', status: 'inactive' });
    const blanketDeal = await createContract(t, {
      vendorId: paper.id,
      title: 'Paper Blanket Agreement',
      endDate: inDays(15),
    });
    await createContract(t, { vendorId: docks.id, title: 'Dock Service Plan', endDate: inDays(5) });
    await createPurchaseOrder(t, {
      vendorId: paper.id,
      department: 'IT',
      contractId: blanketDeal.id,
      isBlanketPo: true,
      blanketLimit: '5000.00',
      lines: [{ description: 'Paper', quantity: 10, unitPrice: '40.00', glCode: '4000-001' }],
    });
    // Office supplies (4000-001) of the last 12 months, committed: 400.00 above, and 250.50 here.
    await createPurchaseOrder(t, {
      vendorId: paper.id,
      department: 'HR',
      status: 'completed',
      lines: [
        { description: 'Pens', quantity: 1, unitPrice: '250.50', glCode: '4000-001' },
        { description: 'Monitor', quantity: 1, unitPrice: '900.00', glCode: '4000-002' },
      ],
    });
    // Not counted: pending, cancelled, older than 12 months.
    for (const over of [{ status: 'pending' }, { status: 'cancelled' }, { createdAt: monthsAgo(13) }]) {
      await createPurchaseOrder(t, {
        vendorId: paper.id,
        department: 'HR',
        lines: [{ description: 'Toner', quantity: 1, unitPrice: '99.00', glCode: '4000-001' }],
        ...over,
      });
    }
    const rows = await insights();
    expect(rows.map((r) => r.type)).toEqual(['warning', 'success', 'info']);
    expect(byType(rows, 'warning')).toMatchObject({
      title: 'Blanket PO Contract Expiring',
      description:
        'The blanket PO contract Paper Blanket Agreement (Paper Partners) expires in 15 days. Review the renewal terms before it lapses.',
    });
    expect(byType(rows, 'success').description).toBe(
      'Dock Makers has a 95% on-time delivery rate. Consider making them a preferred vendor.',
    );
    expect(byType(rows, 'info').description).toContain(
      'Office supplies spend of $650.50 over the last 12 months was spread across 2 separate POs',
    );
  });

  it('follows the data: a changed contract end date and on-time rate change the insights', async () => {
    await t.database.db
      .update(contracts)
      .set({ endDate: inDays(4) })
      .where(eq(contracts.title, 'Paper Blanket Agreement'));
    await t.database.db
      .update(vendors)
      .set({ onTimeRate: '98.50' })
      .where(eq(vendors.name, 'Paper Partners'));
    const rows = await insights();
    expect(byType(rows, 'warning').description).toContain('expires in 4 days');
    expect(byType(rows, 'success').description).toMatch(/^Paper Partners has a 98\.5% on-time delivery rate/);

    // No blanket PO contract left active: the soonest-expiring active contract of any kind.
    await t.database.db
      .update(contracts)
      .set({ status: 'expired' })
      .where(eq(contracts.title, 'Paper Blanket Agreement'));
    expect(byType(await insights(), 'warning')).toMatchObject({
      title: 'Contract Expiring Soon',
      description:
        'The contract Dock Service Plan (Dock Makers) expires in 5 days. Review the renewal terms before it lapses.',
    });
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/assistant/insights', as: null });
    expect(res.statusCode).toBe(401);
  });
});
