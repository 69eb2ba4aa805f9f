import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { periodRange, SAVINGS_PERIODS } from '@shared/cost-savings/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team } from '../test/factories/users';
import { createInvoice } from '../test/factories/invoices';
import { invoices } from '../db/schema/invoices';
import { rollupsAndRebuilt } from '../db/rollups';

/**
 * The Savings summary's spend comes from the invoice_spend rollup: after every kind of write to invoices
 * it equals, for each period, the direct sum of the period's invoices that are not rejected.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

async function expectDirect() {
  for (const period of SAVINGS_PERIODS) {
    const res = await t.request({
      method: 'GET',
      url: `/api/cost-savings/summary?period=${period}`,
      as: team.employee,
    });
    expect(res.statusCode).toBe(200);
    const { start, end } = periodRange(period);
    const [spend] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)::numeric(14,2)::text` })
      .from(invoices)
      .where(
        and(ne(invoices.status, 'rejected'), gte(invoices.invoiceDate, start), lt(invoices.invoiceDate, end)),
      );
    expect(res.json().totalSpend).toBe(spend!.total);
  }
  const { maintained, rebuilt } = await rollupsAndRebuilt(t.database.db);
  expect(maintained.invoice_spend).toEqual(rebuilt.invoice_spend);
}

describe('Savings summary spend from the invoice_spend rollup', () => {
  it('equals the direct sum through inserts, rejection, amount and date changes and deletes', async () => {
    const today = isoDate(new Date());
    const monthStart = periodRange('month').start;
    const lastYear = isoDate(addDays(new Date(periodRange('year').start), -10));
    const a = await createInvoice(t, { vendorId, amount: '1200.00', invoiceDate: today });
    const b = await createInvoice(t, { vendorId, amount: '300.55', invoiceDate: monthStart });
    const c = await createInvoice(t, { vendorId, amount: '80.00', invoiceDate: lastYear });
    await createInvoice(t, { vendorId, amount: '999.00', invoiceDate: today, status: 'rejected' });
    await expectDirect();

    const set = (ids: string[], values: Partial<typeof invoices.$inferInsert>) =>
      t.database.db.update(invoices).set(values).where(inArray(invoices.id, ids));
    await set([a.id], { status: 'rejected' });
    await expectDirect();
    await set([a.id], { status: 'pending' });
    await expectDirect();
    await set([b.id, c.id], { amount: '410.10' });
    await expectDirect();
    await set([c.id], { invoiceDate: today });
    await expectDirect();
    await set([a.id], { invoiceDate: lastYear });
    await expectDirect();
    await set([b.id], { description: 'No figure changes' });
    await expectDirect();
    await t.database.db.delete(invoices).where(eq(invoices.id, c.id));
    await expectDirect();
  });
});
