import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { requisitions } from '../db/schema/requisitions';
import { createUser, type User } from '../test/factories/users';
import { nextPoIdentity } from '../purchase-orders/create';
import { nextIdSql, requisitionSequence } from '../lib/ids';
import { queryRows } from '../db/client';

/**
 * Document numbers (REQ-<year>-NNN, po-NNN / PO-1xxxx) under concurrency: a number is never handed
 * out twice, and taking one does not make any other create wait until the taker commits.
 */
let t: TestApp;
let employee: User;
beforeAll(async () => {
  t = await createTestApp();
  employee = await createUser(t, { role: 'end_user', department: 'IT' });
});
afterAll(() => t.close());

const year = new Date().getFullYear();
const form = (title: string) => ({
  requestType: 'new-purchase',
  itemType: 'goods',
  department: 'IT',
  title,
  businessJustification: 'Numbering test',
  dateNeededBy: '2030-01-15',
  vendorName: 'Numbering Test Supplies',
  urgencyLevel: 'low',
  status: 'draft',
  lineItems: [{ description: 'Pens', quantity: 1, unitPrice: 5, generalLedgerCode: '4000-001' }],
});
const create = async (title: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/requisitions',
    payload: form(title),
    as: employee,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
};
const numberOf = (id: string) => Number(/^REQ-\d{4}-(\d+)$/.exec(id)?.[1]);

describe('requisition numbers', () => {
  it('continue after the highest REQ-<year> number, one after the other', async () => {
    const existing = await t.database.db
      .select({ id: requisitions.id })
      .from(requisitions)
      .where(like(requisitions.id, `REQ-${year}-%`));
    const highest = Math.max(0, ...existing.map((r) => numberOf(r.id)));
    const ids = [await create('Seq A'), await create('Seq B'), await create('Seq C')];
    for (const id of ids) expect(id).toMatch(new RegExp(`^REQ-${year}-\\d{3,}$`));
    const numbers = ids.map(numberOf);
    expect(numbers[0]).toBeGreaterThan(highest);
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]).toBeGreaterThan(numbers[1]!);
  });

  it('skip a number whose id is taken already (e.g. by an imported row)', async () => {
    const first = await create('Skip A');
    const taken = `REQ-${year}-${String(numberOf(first) + 1).padStart(3, '0')}`;
    await t.database.db.execute(sql`delete from requisition_items where requisition_id = ${first}`);
    await t.database.db.execute(sql`update requisitions set id = ${taken} where id = ${first}`);
    expect(numberOf(await create('Skip B'))).toBe(numberOf(first) + 2);
  });

  it('are never handed out twice to concurrent creates', async () => {
    const ids = await Promise.all(Array.from({ length: 16 }, (_, i) => create(`Concurrent ${i}`)));
    expect(new Set(ids).size).toBe(16);
  });
});

describe('purchase order identities', () => {
  it('are never handed out twice to concurrent transactions', async () => {
    const refs = await Promise.all(
      Array.from({ length: 16 }, () => t.database.db.transaction((tx) => nextPoIdentity(tx))),
    );
    expect(new Set(refs.map((r) => r.id)).size).toBe(16);
    expect(new Set(refs.map((r) => r.poNumber)).size).toBe(16);
  });
});

/**
 * The case: while one create transaction holds its number and is still open, another
 * must get its own number at once (before: it waited on the id_counters row until the first committed).
 * PGlite has one connection, so this needs PostgreSQL (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a number taken in an open transaction (PostgreSQL)', () => {
  /** Runs `take` in a transaction kept open until `during` has finished; answers both results. */
  async function whileHeld<A, B>(take: (tx: never) => Promise<A>, during: () => Promise<B>): Promise<[A, B]> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let taken!: (a: A) => void;
    const first = new Promise<A>((r) => (taken = r));
    const tx = t.database.db.transaction(async (inner) => {
      taken(await take(inner as never));
      await held;
    });
    const a = await first;
    try {
      const b = await Promise.race([
        during(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('still waiting for the open transaction after 8 s')), 8000),
        ),
      ]);
      return [a, b];
    } finally {
      release();
      await tx;
    }
  }

  it('does not hold up a requisition create through the API', async () => {
    await create('Warm-up'); // the year's numbering exists before the transaction below takes a number
    const [held, id] = await whileHeld(
      // A number taken as a create takes it (the id expression of its insert), its transaction left open.
      async (tx) => {
        const idSql = nextIdSql(requisitionSequence(year), `REQ-${year}-`, 3);
        const [row] = await queryRows<{ id: string }>(tx, sql`select ${idSql} as id`);
        return row!.id;
      },
      () => create('While another create is open'),
    );
    expect(id).not.toBe(held);
  });

  it('does not hold up another purchase order identity', async () => {
    const [held, next] = await whileHeld(
      (tx) => nextPoIdentity(tx),
      () =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '5s'`);
          return nextPoIdentity(tx);
        }),
    );
    expect(next.id).not.toBe(held.id);
    expect(next.poNumber).not.toBe(held.poNumber);
  });
});
