import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schemas';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { rebuildRollups, rollupsAndRebuilt } from '../db/rollups';
import type { TestApp } from '../test/harness';
import type { Team } from '../test/factories/users';
import { createWorld } from '../test/factories/world';
import { createPurchaseOrder, type PurchaseOrder } from '../test/factories/purchase-orders';
import { createInvoice } from '../test/factories/invoices';
import { createRequisition } from '../test/factories/requisitions';
import { dayOfMonthsAgo, getAnalytics, monthOfMonthsAgo } from '../test/factories/analytics';

/**
 * The Analytics rollups (spend_monthly, po_counts, requisition_outcomes) follow every write in its
 * transaction: after each step they equal a rebuild from scratch, and the page's figures move with them.
 */
let t: TestApp, team: Team, vendorId: string, po: PurchaseOrder;
beforeAll(async () => {
  ({ t, team, vendorId } = await createWorld());
  po = await createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    lines: [
      { description: 'Bolt', quantity: 4, unitPrice: '25.00', glCode: '5100-001', productNumber: 'SKU-BOLT' },
    ],
  });
});
afterAll(() => t.close());

async function expectRollupsMatchRebuild() {
  const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
  expect(maintained.spend_monthly).toEqual(rebuilt.spend_monthly);
  expect(maintained.spend_monthly_by).toEqual(rebuilt.spend_monthly_by);
  expect(maintained.po_counts).toEqual(rebuilt.po_counts);
  expect(maintained.requisition_outcomes).toEqual(rebuilt.requisition_outcomes);
}

async function kpis(query: Record<string, string> = {}): Promise<Analytics['kpis']> {
  const res = await getAnalytics(t, team.manager, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().kpis;
}

const setInvoice = (id: string, set: Partial<typeof invoices.$inferInsert>) =>
  t.database.db.update(invoices).set(set).where(eq(invoices.id, id));

describe('the Analytics rollups', () => {
  it('follow invoice inserts, rejections, releases, date moves and deletes', async () => {
    const line = {
      description: 'Bolts',
      quantity: '4',
      unitPrice: '25.00',
      glCode: '5100-001',
      total: '100.00',
      poLineId: po.lineIds[0]!,
    };
    const inv = await createInvoice(
      t,
      { vendorId, poId: po.id, amount: '100.00', invoiceDate: dayOfMonthsAgo(0), status: 'pending' },
      [line],
    );
    expect((await kpis()).totalSpend).toBe('100.00');
    expect((await kpis({ sku: 'SKU-BOLT' })).totalSpend).toBe('100.00');
    await expectRollupsMatchRebuild();

    await setInvoice(inv.id, { status: 'rejected' });
    expect((await kpis()).totalSpend).toBe('0.00');
    await expectRollupsMatchRebuild();

    await setInvoice(inv.id, { status: 'pending' });
    expect((await kpis()).totalSpend).toBe('100.00');

    await setInvoice(inv.id, { invoiceDate: dayOfMonthsAgo(2) });
    expect((await kpis({ month: monthOfMonthsAgo(2) })).totalSpend).toBe('100.00');
    expect((await kpis({ month: monthOfMonthsAgo(0) })).totalSpend).toBe('0.00');
    await expectRollupsMatchRebuild();

    await t.database.db
      .update(invoiceLines)
      .set({ total: '80.00' })
      .where(eq(invoiceLines.invoiceId, inv.id));
    expect((await kpis()).totalSpend).toBe('80.00');

    await t.database.db
      .update(poLines)
      .set({ productNumber: 'SKU-NUT' })
      .where(eq(poLines.id, po.lineIds[0]!));
    expect((await kpis({ sku: 'SKU-NUT' })).totalSpend).toBe('80.00');
    expect((await kpis({ sku: 'SKU-BOLT' })).totalSpend).toBe('0.00');
    await expectRollupsMatchRebuild();

    await t.database.db.delete(invoices).where(eq(invoices.id, inv.id));
    expect((await kpis()).totalSpend).toBe('0.00');
    await expectRollupsMatchRebuild();
  });

  it('follow a line deleted on its own and the PO department moving', async () => {
    const inv = await createInvoice(
      t,
      { vendorId, poId: po.id, amount: '60.00', invoiceDate: dayOfMonthsAgo(0) },
      [
        {
          description: 'a',
          quantity: '1',
          unitPrice: '40.00',
          glCode: '5100-001',
          total: '40.00',
          poLineId: po.lineIds[0]!,
        },
        { description: 'b', quantity: '1', unitPrice: '20.00', glCode: '5100-002', total: '20.00' },
      ],
    );
    expect((await kpis()).totalSpend).toBe('60.00');
    await t.database.db.delete(invoiceLines).where(eq(invoiceLines.id, `${inv.id}-line-2`));
    expect((await kpis()).totalSpend).toBe('40.00');
    await expectRollupsMatchRebuild();
    await t.database.db
      .update(purchaseOrders)
      .set({ department: 'Elsewhere' })
      .where(eq(purchaseOrders.id, po.id));
    expect((await kpis()).totalSpend).toBe('0.00');
    await expectRollupsMatchRebuild();
    await t.database.db
      .update(purchaseOrders)
      .set({ department: team.department })
      .where(eq(purchaseOrders.id, po.id));
    expect((await kpis()).totalSpend).toBe('40.00');
  });

  it('follow purchase orders (order value) and requisitions (rate) as their status changes', async () => {
    expect((await kpis()).averageOrderValue).toBe('100.00');
    const second = await createPurchaseOrder(t, { vendorId, department: team.department, amount: '301.00' });
    expect((await kpis()).averageOrderValue).toBe('201.00'); // (100 + 301) / 2 = 200.50, rounded
    await t.database.db
      .update(purchaseOrders)
      .set({ status: 'cancelled' })
      .where(eq(purchaseOrders.id, second.id));
    expect((await kpis()).averageOrderValue).toBe('100.00');

    const r = await createRequisition(t, {
      requestorId: team.employee.id,
      department: team.department,
      status: 'pending',
      submittedDate: new Date(),
    });
    expect(await kpis()).toMatchObject({ totalRequisitions: 1, approvalRate: 0 });
    await t.database.db.update(requisitions).set({ status: 'approved' }).where(eq(requisitions.id, r.id));
    expect(await kpis()).toMatchObject({ totalRequisitions: 1, approvalRate: 100 });
    await expectRollupsMatchRebuild();
  });

  it('are rebuilt from scratch by rebuild_rollups()', async () => {
    const before = await kpis();
    await rebuildRollups(t.database.db);
    expect(await kpis()).toEqual(before);
  });
});
