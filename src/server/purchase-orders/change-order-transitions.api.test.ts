import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { changeOrders } from '../db/schema/requisitions';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';
import { lockChangeOrder, moveChangeOrder, returnChangeOrder, submitChangeOrder } from './transitions';

/**
 * Change orders move only through their state machine (pending → approved | applied | returned,
 * returned → pending): anything else, or a status changed meanwhile, is a 409 that writes nothing.
 * A draft change-order request of the employee against PO-10003 (demo, in progress) is the subject.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function draftChangeOrder(): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/change-orders',
    as: 'employee',
    payload: {
      requestType: 'change-order',
      department: 'IT',
      businessJustification: 'One more seat',
      dateNeededBy: '2030-03-01',
      poNumber: 'PO-10003',
      changeDescription: 'Add a monitor',
      lineItems: [{ description: 'Monitor', generalLedgerCode: '4000-002', quantity: 1, unitPrice: 300 }],
      status: 'draft',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
const statusOf = async (requisitionId: string) =>
  (await t.database.db.select().from(changeOrders).where(eq(changeOrders.requisitionId, requisitionId)))[0]!
    .status;
const inTx = <T>(work: (tx: Tx) => Promise<T>) => t.database.db.transaction(work);
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(409);
  return (error as AppError).message;
}

describe('change order transitions', () => {
  it('returns a pending change order and resubmits it; an applied one moves no more', async () => {
    const id = await draftChangeOrder();
    expect(await statusOf(id)).toBe('pending');
    await inTx((tx) => returnChangeOrder(tx, id));
    expect(await statusOf(id)).toBe('returned');
    await inTx((tx) => submitChangeOrder(tx, id, { id: 'po-003', amount: '100.00' }, '300.00'));
    expect(await statusOf(id)).toBe('pending');
    await inTx(async (tx) => moveChangeOrder(tx, (await lockChangeOrder(tx, id))!, 'applied'));
    expect(await statusOf(id)).toBe('applied');
    expect(await refusal(inTx((tx) => returnChangeOrder(tx, id)))).toBe(
      'This change order is applied and cannot become returned.',
    );
    expect(
      await refusal(inTx((tx) => submitChangeOrder(tx, id, { id: 'po-003', amount: '1.00' }, '1.00'))),
    ).toBe('This change order is applied and cannot become pending.');
    expect(await statusOf(id)).toBe('applied');
  });

  it('refuses a move from a status read before another transaction changed it', async () => {
    const id = await draftChangeOrder();
    const stale = (
      await t.database.db.select().from(changeOrders).where(eq(changeOrders.requisitionId, id))
    )[0]!;
    await inTx((tx) => returnChangeOrder(tx, id));
    expect(await refusal(inTx((tx) => moveChangeOrder(tx, stale, 'approved')))).toBe(
      'This change order was changed meanwhile; reload it and try again.',
    );
    expect(await statusOf(id)).toBe('returned');
  });
});
