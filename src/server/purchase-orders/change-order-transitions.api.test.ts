import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { createRequisition } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';
import { changeOrders } from '../db/schema/requisitions';
import type { Tx } from '../db/client';
import { conflictOf } from '../test/conflict';
import { lockChangeOrder, moveChangeOrder, returnChangeOrder, submitChangeOrder } from './transitions';

/**
 * Change orders move only through their state machine (pending → approved | applied | returned,
 * returned → pending): anything else, or a status changed meanwhile, is a 409 that writes nothing.
 * A draft change-order request of the employee against an in-progress PO raised from their own
 * request is the subject.
 */
let t: TestApp, team: Team, poNumber: string, poId: string;
beforeAll(async () => {
  let vendorId: string;
  ({ t, team, vendorId } = await createWorld());
  const requisition = await createRequisition(t, {
    requestorId: team.employee.id,
    department: team.department,
    status: 'approved',
  });
  ({ poNumber, id: poId } = await createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    requisitionId: requisition.id,
    status: 'in-progress',
    lines: [{ description: 'Seat', quantity: 1, unitPrice: '300.00' }],
  }));
});
afterAll(() => t.close());

async function draftChangeOrder(): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/change-orders',
    as: team.employee,
    payload: {
      requestType: 'change-order',
      department: team.department,
      businessJustification: 'One more seat',
      dateNeededBy: '2030-03-01',
      poNumber,
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

describe('change order transitions', () => {
  it('returns a pending change order and resubmits it; an applied one moves no more', async () => {
    const id = await draftChangeOrder();
    expect(await statusOf(id)).toBe('pending');
    await inTx((tx) => returnChangeOrder(tx, id));
    expect(await statusOf(id)).toBe('returned');
    await inTx((tx) => submitChangeOrder(tx, id, { id: poId, amount: '100.00' }, '300.00'));
    expect(await statusOf(id)).toBe('pending');
    await inTx(async (tx) => moveChangeOrder(tx, (await lockChangeOrder(tx, id))!, 'applied'));
    expect(await statusOf(id)).toBe('applied');
    expect(await conflictOf(inTx((tx) => returnChangeOrder(tx, id)))).toBe(
      'This change order is applied and cannot become returned.',
    );
    expect(
      await conflictOf(inTx((tx) => submitChangeOrder(tx, id, { id: poId, amount: '1.00' }, '1.00'))),
    ).toBe('This change order is applied and cannot become pending.');
    expect(await statusOf(id)).toBe('applied');
  });

  it('refuses a move from a status read before another transaction changed it', async () => {
    const id = await draftChangeOrder();
    const stale = (
      await t.database.db.select().from(changeOrders).where(eq(changeOrders.requisitionId, id))
    )[0]!;
    await inTx((tx) => returnChangeOrder(tx, id));
    expect(await conflictOf(inTx((tx) => moveChangeOrder(tx, stale, 'approved')))).toBe(
      'This change order was changed meanwhile; reload it and try again.',
    );
    expect(await statusOf(id)).toBe('returned');
  });
});
