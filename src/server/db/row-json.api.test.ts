import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { unique } from '../test/factories/unique';
import { queryRows } from './client';
import { rowJson } from './row-json';
import { requisitionItems, requisitions } from './schema/requisitions';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('rowJson', () => {
  it('answers a row as the driver does: numerics as their text, nulls and integers as they are', async () => {
    const { db } = t.database;
    const user = await createUser(t, { role: 'end_user', department: 'IT' });
    const req = await createRequisition(t, { requestorId: user.id, department: 'IT' });
    await db.insert(requisitionItems).values([
      { id: unique('RI'), requisitionId: req.id, lineNo: 1, description: "O'Brien's cable", quantity: '2.5', unitPrice: '19.99', total: '49.98', generalLedgerCode: '4000-002' },
      { id: unique('RI'), requisitionId: req.id, lineNo: 2, description: 'Shelf', quantity: '1', unitPrice: '6000', total: '6000', generalLedgerCode: '4000-002', productNumber: 'SH-1', minOrderQuantity: 4, leadTimeDays: 10 },
    ]); // prettier-ignore
    const stored = await db
      .select()
      .from(requisitionItems)
      .where(eq(requisitionItems.requisitionId, req.id))
      .orderBy(requisitionItems.lineNo);
    const [row] = await queryRows<{ items: unknown[] }>(
      db,
      sql`select json_agg(${rowJson(requisitionItems)} order by ${requisitionItems.lineNo}) as items
          from ${requisitionItems} where ${requisitionItems.requisitionId} = ${req.id}`,
    );
    expect(row!.items).toEqual(stored);
    expect(stored.map((s) => s.quantity)).toEqual(['2.50', '1.00']);
  });

  it('refuses a table with a column whose JSON differs from the driver’s value (a date or timestamp)', () => {
    expect(() => rowJson(requisitions)).toThrow(/^rowJson: requisitions\.\w+ is (date|timestamp)/);
  });
});
