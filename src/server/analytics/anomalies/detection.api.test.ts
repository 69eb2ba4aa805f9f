import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import type { AnomalyRule } from '@shared/analytics/anomalies';
import { alerts } from '../../db/schema/admin';
import type { TestApp } from '../../test/harness';
import { createWorld } from '../../test/factories/world';
import { createVendor } from '../../test/factories/vendors';
import { createInvoice } from '../../test/factories/invoices';
import { createPurchaseOrder } from '../../test/factories/purchase-orders';
import { createContract } from '../../test/factories/contracts';
import { unique, uniqueDepartment } from '../../test/factories/unique';
import { detectAnomalies } from './detect';
import { anomalyDetectionJob } from './job';

let t: TestApp;
beforeAll(async () => ({ t } = await createWorld()));
afterAll(() => t.close());

const now = new Date();
const daysAgo = (n: number) => isoDate(addDays(now, -n));
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
/** First day of the month `offset` months from this one. */
const month = (offset: number) => isoDate(new Date(now.getFullYear(), now.getMonth() + offset, 1));
const detect = () => detectAnomalies(t.database.db, { now });
const vendor = async () => (await createVendor(t)).id;

/** The alerts of one rule about these vendors. */
const found = (rule: AnomalyRule, vendorIds: string[]) =>
  t.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.rule, rule), inArray(alerts.vendorId, vendorIds)));

describe('duplicate invoices', () => {
  it('flags the newer of two invoices of one vendor and amount dated 7 days apart, not 8', async () => {
    const [hit, miss, other] = [await vendor(), await vendor(), await vendor()];
    const first = await createInvoice(t, { vendorId: hit, amount: '700.00', invoiceDate: daysAgo(20) });
    const second = await createInvoice(t, { vendorId: hit, amount: '700.00', invoiceDate: daysAgo(13) });
    // Near misses: 8 days apart; 1 cent apart; rejected.
    await createInvoice(t, { vendorId: miss, amount: '700.00', invoiceDate: daysAgo(20) });
    await createInvoice(t, { vendorId: miss, amount: '700.00', invoiceDate: daysAgo(12) });
    await createInvoice(t, { vendorId: other, amount: '700.00', invoiceDate: daysAgo(20) });
    await createInvoice(t, { vendorId: other, amount: '700.01', invoiceDate: daysAgo(18) });
    await createInvoice(t, {
      vendorId: other,
      amount: '700.00',
      invoiceDate: daysAgo(19),
      status: 'rejected',
    });
    await detect();
    const rows = await found('duplicate-invoice', [hit, miss, other]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      invoiceId: second.id,
      vendorId: hit,
      type: 'warning',
      action: 'Put on Hold',
      status: 'open',
      dedupeKey: `duplicate-invoice:${second.id}`,
      details: { duplicateOfId: first.id, duplicateOfNumber: first.invoiceNumber, daysApart: 7 },
    });
    expect(rows[0]!.description).toContain(first.invoiceNumber);
  });
});

describe('unit price above the SKU average', () => {
  it('flags a PO line more than 15% above the 6-month average, not one exactly 15% above', async () => {
    const v = await vendor();
    const department = uniqueDepartment();
    const [over, exact] = [unique('SKU'), unique('SKU')];
    const line = (sku: string, unitPrice: string) => ({
      description: `Item ${sku}`,
      quantity: 2,
      unitPrice,
      productNumber: sku,
    });
    for (const sku of [over, exact]) {
      for (const days of [30, 60])
        await createPurchaseOrder(t, {
          vendorId: v,
          department,
          createdAt: ago(days),
          lines: [line(sku, '100.00')],
        });
      // Older than 6 months and a cancelled PO: not in the average (else it would fall below 100).
      await createPurchaseOrder(t, {
        vendorId: v,
        department,
        createdAt: ago(200),
        lines: [line(sku, '40.00')],
      });
      await createPurchaseOrder(t, {
        vendorId: v,
        department,
        status: 'cancelled',
        createdAt: ago(20),
        lines: [line(sku, '40.00')],
      });
    }
    const high = await createPurchaseOrder(t, { vendorId: v, department, lines: [line(over, '115.01')] });
    await createPurchaseOrder(t, { vendorId: v, department, lines: [line(exact, '115.00')] });
    await detect();
    const rows = await found('price-variance', [v]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      poId: high.id,
      department,
      action: 'Notify Buyer',
      details: { poLineId: high.lineIds[0], productNumber: over, averagePrice: '100.00', historyLines: 2 },
    });
    expect(rows[0]!.title).toBe(`Unit price 15% above average on ${high.poNumber}`);
  });
});

describe('spend spikes', () => {
  /** Six months of 1,000 then six of 3,000 before this month: mean 2,000, standard deviation 1,000. */
  const history = { 1: '1000.00', 2: '1000.00', 3: '1000.00', 4: '1000.00', 5: '1000.00', 6: '1000.00' };
  const older = { 7: '3000.00', 8: '3000.00', 9: '3000.00', 10: '3000.00', 11: '3000.00', 12: '3000.00' };
  async function spend(vendorId: string, thisMonth: string, poId?: string) {
    const months: Record<number, string> = { ...history, ...older, 0: thisMonth };
    for (const [m, amount] of Object.entries(months))
      await createInvoice(t, { vendorId, poId, amount, invoiceDate: month(-Number(m)) });
  }

  it("flags a vendor's month more than 3 standard deviations above its trailing mean, not one at exactly 3", async () => {
    const [hit, miss, young] = [await vendor(), await vendor(), await vendor()];
    await spend(hit, '5000.01');
    await spend(miss, '5000.00');
    // Only 2 months of history: no spike, however large.
    await createInvoice(t, { vendorId: young, amount: '100.00', invoiceDate: month(-2) });
    await createInvoice(t, { vendorId: young, amount: '100.00', invoiceDate: month(-3) });
    await createInvoice(t, { vendorId: young, amount: '90000.00', invoiceDate: month(0) });
    await detect();
    const rows = await found('spend-spike', [hit, miss, young]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vendorId: hit,
      department: null,
      dedupeKey: `spend-spike:vendor:${hit}:${month(0).slice(0, 7)}`,
      details: {
        scope: 'vendor',
        spend: '5000.01',
        mean: '2000.00',
        standardDeviation: '1000.00',
        activeMonths: 12,
      },
    });
  });

  it("flags a department's month (its POs' invoices) the same way", async () => {
    const [hitDept, missDept] = [uniqueDepartment(), uniqueDepartment()];
    for (const [department, amount] of [
      [hitDept, '5000.01'],
      [missDept, '5000.00'],
    ] as const) {
      const v = await vendor();
      const po = await createPurchaseOrder(t, { vendorId: v, department });
      await spend(v, amount, po.id);
    }
    await detect();
    const rows = await t.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.rule, 'spend-spike'), inArray(alerts.department, [hitDept, missDept])));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      department: hitDept,
      vendorId: null,
      action: 'Notify Manager',
      details: { scope: 'department', spend: '5000.01', mean: '2000.00', standardDeviation: '1000.00' },
    });
  });
});

describe('invoices without a PO', () => {
  it('flags an invoice that names no PO, not one with a PO or a rejected one', async () => {
    const v = await vendor();
    const loose = await createInvoice(t, { vendorId: v, amount: '310.00', invoiceDate: daysAgo(40) });
    const po = await createPurchaseOrder(t, { vendorId: v, department: uniqueDepartment() });
    await createInvoice(t, { vendorId: v, poId: po.id, amount: '320.00', invoiceDate: daysAgo(60) });
    await createInvoice(t, { vendorId: v, amount: '330.00', invoiceDate: daysAgo(80), status: 'rejected' });
    await detect();
    const rows = await found('invoice-without-po', [v]);
    expect(rows.map((r) => r.invoiceId)).toEqual([loose.id]);
    expect(rows[0]).toMatchObject({ type: 'info', action: 'Notify Finance', department: null });
  });
});

describe('spend after contract expiry', () => {
  it("flags an invoice dated after the vendor's latest contract ended, not on its last day", async () => {
    const [hit, onEnd, renewed, drafted] = [await vendor(), await vendor(), await vendor(), await vendor()];
    await createContract(t, { vendorId: hit, endDate: daysAgo(30), status: 'expired' });
    const latest = await createContract(t, { vendorId: hit, endDate: daysAgo(10), status: 'expired' });
    const late = await createInvoice(t, { vendorId: hit, amount: '210.00', invoiceDate: daysAgo(5) });
    await createInvoice(t, { vendorId: hit, amount: '220.00', invoiceDate: daysAgo(3) });
    await createContract(t, { vendorId: onEnd, endDate: daysAgo(10) });
    await createInvoice(t, { vendorId: onEnd, amount: '230.00', invoiceDate: daysAgo(10) });
    await createContract(t, { vendorId: renewed, endDate: daysAgo(30), status: 'expired' });
    await createContract(t, { vendorId: renewed, endDate: daysAgo(-100) });
    await createInvoice(t, { vendorId: renewed, amount: '240.00', invoiceDate: daysAgo(5) });
    const lapsed = await createContract(t, { vendorId: drafted, endDate: daysAgo(30), status: 'expired' });
    await createContract(t, { vendorId: drafted, endDate: daysAgo(-300), status: 'draft' });
    await createInvoice(t, { vendorId: drafted, amount: '250.00', invoiceDate: daysAgo(5) });
    await detect();
    const rows = await found('expired-contract', [hit, onEnd, renewed, drafted]);
    // One per vendor and contract, about its earliest invoice after the end; drafts are not in force.
    expect(rows.map((r) => r.vendorId).sort()).toEqual([hit, drafted].sort());
    expect(rows.find((r) => r.vendorId === hit)).toMatchObject({
      invoiceId: late.id,
      details: { contractId: latest.id },
    });
    expect(rows.find((r) => r.vendorId === drafted)!.details.contractId).toBe(lapsed.id);
    expect(rows.find((r) => r.vendorId === hit)!.action).toBe('Start Renewal');
  });
});

describe('the detection', () => {
  it('is idempotent: running again (re-reading everything, or as the job) adds nothing', async () => {
    const v = await vendor();
    await createInvoice(t, { vendorId: v, amount: '900.00', invoiceDate: daysAgo(3) });
    await createInvoice(t, { vendorId: v, amount: '900.00', invoiceDate: daysAgo(1) });
    const first = await detect();
    expect(first.byRule['duplicate-invoice']).toBeGreaterThanOrEqual(1);
    expect(first.byRule['invoice-without-po']).toBeGreaterThanOrEqual(2);
    expect(await detect()).toEqual({ added: 0, byRule: expect.any(Object) });
    // Re-reading everything (the records back-dated by other tests are new to it) adds each finding once.
    await detectAnomalies(t.database.db, { now, since: ago(400) });
    const before = await t.database.db.select().from(alerts);
    expect(await detectAnomalies(t.database.db, { now, since: ago(400) })).toMatchObject({ added: 0 });
    expect(await detect()).toMatchObject({ added: 0 });
    await anomalyDetectionJob().handler({}, { db: t.database.db } as never);
    const after = await t.database.db.select().from(alerts);
    expect(after).toHaveLength(before.length);
  });

  it('reads only what is new since its last run', async () => {
    await detect();
    const v = await vendor();
    // Entered two days before the last run (less the overlap): not read again.
    await createInvoice(t, { vendorId: v, amount: '410.00', invoiceDate: daysAgo(2), createdAt: ago(2) });
    await detect();
    expect(await found('invoice-without-po', [v])).toHaveLength(0);
    await createInvoice(t, { vendorId: v, amount: '420.00', invoiceDate: daysAgo(1) });
    await detect();
    expect(await found('invoice-without-po', [v])).toHaveLength(1);
  });
});
