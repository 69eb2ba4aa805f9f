import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { addDays, formatCurrency, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { contracts } from '../db/schema/contracts';
import { vendors } from '../db/schema/vendors';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Insight = { id: string; type: string; title: string; description: string };
async function insights(): Promise<Insight[]> {
  const res = await t.request({ method: 'GET', url: '/api/assistant/insights', as: 'employee' });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const byType = (rows: Insight[], type: string) => rows.find((r) => r.type === type)!;

describe('GET /api/assistant/insights', () => {
  it('gives the three insights from the demo data', async () => {
    const rows = await insights();
    expect(rows.map((r) => r.type)).toEqual(['warning', 'success', 'info']);
    expect(byType(rows, 'warning').description).toContain('Office Supplies Blanket Purchase Agreement');
    expect(byType(rows, 'warning').description).toContain('expires in 15 days');
    expect(byType(rows, 'success').description).toBe(
      'Dell Technologies has a 95% on-time delivery rate. Consider making them a preferred vendor.',
    );

    const since = new Date();
    since.setMonth(since.getMonth() - 12);
    const [office] = await t.database.db
      .select({
        total: sql<string>`sum(${poLines.total})`,
        orders: sql<number>`count(distinct ${poLines.purchaseOrderId})::int`,
      })
      .from(poLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
      .where(
        and(
          eq(poLines.glCode, '4000-001'),
          inArray(purchaseOrders.status, ['approved', 'in-progress', 'completed']),
          gte(purchaseOrders.createdAt, since),
        ),
      );
    expect(byType(rows, 'info').description).toContain(
      `Office supplies spend of ${formatCurrency(office!.total)} over the last 12 months was spread across ${office!.orders} separate POs`,
    );
  });

  it('follows the data: a changed contract end date and on-time rate change the insights', async () => {
    await t.database.db
      .update(contracts)
      .set({ endDate: isoDate(addDays(new Date(), 4)) })
      .where(eq(contracts.id, 'CTR-001'));
    await t.database.db.update(vendors).set({ onTimeRate: '98.50' }).where(eq(vendors.id, 'vendor-010'));
    const rows = await insights();
    expect(byType(rows, 'warning').description).toContain('expires in 4 days');
    expect(byType(rows, 'success').description).toMatch(/^Grainger has a 98\.5% on-time delivery rate/);

    // No blanket PO contract left active: the soonest-expiring active contract of any kind.
    await t.database.db
      .update(contracts)
      .set({ status: 'expired' })
      .where(inArray(contracts.id, ['CTR-001', 'CTR-009']));
    const [soonest] = await t.database.db
      .select({ title: contracts.title })
      .from(contracts)
      .where(and(eq(contracts.status, 'active'), gte(contracts.endDate, isoDate(new Date()))))
      .orderBy(contracts.endDate)
      .limit(1);
    const warning = byType(await insights(), 'warning');
    expect(warning.title).toBe('Contract Expiring Soon');
    expect(warning.description).toContain(soonest!.title);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/assistant/insights', as: null });
    expect(res.statusCode).toBe(401);
  });
});
