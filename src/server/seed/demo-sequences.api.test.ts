import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { demoToday } from '../test/factories/demo';
import { SEQUENCES, requisitionSequence } from '../lib/ids';
import { queryRows, type Db } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  db = t.database.db;
});
afterAll(() => t.close());

const year = demoToday().getFullYear();

/** The last number a sequence handed out (0 when none yet). */
async function last(sequence: string): Promise<number> {
  const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
    db,
    sql.raw(`select last_value, is_called from "${sequence}"`),
  );
  return row!.is_called ? Number(row!.last_value) : Number(row!.last_value) - 1;
}
const highest = (ids: string[], pattern: RegExp) =>
  Math.max(...ids.map((id) => Number(pattern.exec(id)?.[1] ?? 0)));

describe('the demo data set', () => {
  it('continues the document-number sequences after the seeded ids', async () => {
    const reqs = (await db.select({ id: requisitions.id }).from(requisitions)).map((r) => r.id);
    expect(await last(requisitionSequence(year))).toBe(highest(reqs, new RegExp(`^REQ-${year}-(\\d+)$`)));
    const pos = await db
      .select({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber })
      .from(purchaseOrders);
    expect(await last(SEQUENCES.poNumber)).toBe(
      highest(
        pos.map((p) => p.poNumber),
        /^PO-(\d+)$/,
      ),
    );
    expect(await last(SEQUENCES.poId)).toBe(
      highest(
        pos.map((p) => p.id),
        /^po-(\d+)$/,
      ),
    );
    const invoiceIds = (await db.select({ id: invoices.id }).from(invoices)).map((r) => r.id);
    expect(await last(SEQUENCES.invoice)).toBe(highest(invoiceIds, /^inv-(\d+)$/));
    for (const sequence of [SEQUENCES.vendor, SEQUENCES.rfp, SEQUENCES.message])
      expect(await last(sequence), sequence).toBeGreaterThan(0);
  });
});
