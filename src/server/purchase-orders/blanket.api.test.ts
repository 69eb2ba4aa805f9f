import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { type Account, type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { auditLog } from '../db/schema/admin';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { type Team } from '../test/factories/users';
import { requestForm, submitRequest } from '../test/factories/requisitions';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

/** The blanket POs under test are written here, or raised from the employee's auto-approved blanket request. */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
afterAll(() => t.close());

const day = (offset: number) => isoDate(addDays(new Date(), offset));
const blanket = (over: Partial<typeof purchaseOrders.$inferInsert> = {}) =>
  createPurchaseOrder(t, {
    vendorId,
    department: team.department,
    isBlanketPo: true,
    blanketLimit: '5000.00',
    status: 'approved',
    contractStartDate: day(-10),
    contractEndDate: day(10),
    lines: [{ description: 'Paper, per case', quantity: 100, unitPrice: '50.00' }],
    ...over,
  });
const release = (
  id: string,
  lines: { description: string; quantity: number; unitPrice: number }[],
  as: Account = team.procurement,
) =>
  t.request({
    method: 'POST',
    url: `/api/purchase-orders/${id}/releases`,
    as,
    payload: { description: 'Monthly restock', lines: lines.map((l) => ({ glCode: '4000-001', ...l })) },
  });
const get = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}`, as: team.procurement })).json();
const releasesOf = async (id: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.parentPoId, id))
  )[0]!.n;

describe('POST /api/purchase-orders/{id}/releases', () => {
  it('draws a release within the remaining limit: a new approved PO of its own; used and remaining follow', async () => {
    const parent = await blanket();
    const res = await release(parent.id, [{ description: 'Paper', quantity: 60, unitPrice: 50 }]);
    expect(res.statusCode).toBe(201);
    const rel = res.json();
    expect(rel).toMatchObject({
      parentPoId: parent.id,
      status: 'approved',
      amount: '3000.00',
      vendorId: parent.vendorId,
      department: team.department,
      isBlanketPO: false,
      description: 'Monthly restock',
      progress: 100,
    });
    expect(rel.poNumber).toMatch(/^PO-\d{5}$/);
    expect(rel.poNumber).not.toBe(parent.poNumber);
    expect(rel.lines).toEqual([
      expect.objectContaining({ description: 'Paper', quantity: 60, total: '3000.00' }),
    ]);
    expect(await get(parent.id)).toMatchObject({
      blanketLimit: '5000.00',
      blanketUsed: '3000.00',
      blanketRemaining: '2000.00',
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/purchase-orders?q=${parent.poNumber}`,
      as: team.procurement,
    });
    const releases = await t.request({
      method: 'GET',
      url: `/api/purchase-orders?parentPoId=${parent.id}`,
      as: team.procurement,
    });
    expect(releases.json().map((p: { id: string }) => p.id)).toEqual([rel.id]);
    expect(list.json().find((p: { id: string }) => p.id === parent.id)).toMatchObject({
      blanketUsed: '3000.00',
      blanketRemaining: '2000.00',
    });
  });

  it('the first release moves an approved blanket to in-progress, in the same transaction, audited', async () => {
    const parent = await blanket();
    const moves = async () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, parent.id), eq(auditLog.action, 'purchase_order.in_progress')));
    // A refused release (above the limit) leaves the blanket approved.
    expect(
      (await release(parent.id, [{ description: 'Paper', quantity: 101, unitPrice: 50 }])).statusCode,
    ).toBe(409);
    expect((await get(parent.id)).status).toBe('approved');
    expect(await moves()).toEqual([]);

    const first = await release(parent.id, [{ description: 'Paper', quantity: 10, unitPrice: 50 }]);
    expect(first.statusCode).toBe(201);
    expect((await get(parent.id)).status).toBe('in-progress');
    const [move] = await moves();
    expect(move).toMatchObject({
      actorId: team.procurement.id,
      entityType: 'purchase-order',
      details: { from: 'approved', to: 'in-progress', releaseId: first.json().id },
    });
    // Later releases draw on the in-progress blanket and leave it there, without another move.
    const second = await release(parent.id, [{ description: 'Paper', quantity: 5, unitPrice: 50 }]);
    expect(second.statusCode).toBe(201);
    expect(await get(parent.id)).toMatchObject({ status: 'in-progress', blanketUsed: '750.00' });
    expect(await moves()).toHaveLength(1);
  });

  it('refuses a release above the remaining limit (409, nothing written); exactly the remainder is fine', async () => {
    const parent = await blanket();
    expect(
      (await release(parent.id, [{ description: 'Paper', quantity: 60, unitPrice: 50 }])).statusCode,
    ).toBe(201);
    const over = await release(parent.id, [
      { description: 'Paper', quantity: 40, unitPrice: 50 },
      { description: 'Pens', quantity: 1, unitPrice: 0.01 },
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `Release of $2,000.01 exceeds the remaining $2,000.00 on ${parent.poNumber}`,
    );
    expect(await releasesOf(parent.id)).toBe(1);
    const rest = await release(parent.id, [{ description: 'Paper', quantity: 40, unitPrice: 50 }]);
    expect(rest.statusCode).toBe(201);
    expect((await get(parent.id)).blanketRemaining).toBe('0.00');
    expect((await release(parent.id, [{ description: 'Pen', quantity: 1, unitPrice: 1 }])).statusCode).toBe(
      409,
    );

    // A cancelled release gives its amount back.
    const cancel = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${rest.json().id}/cancel`,
      as: team.procurement,
      payload: { reason: 'Ordered too early' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await get(parent.id)).toMatchObject({ blanketUsed: '3000.00', blanketRemaining: '2000.00' });
  });

  it('refuses outside the validity period, on non-blanket and on pending or closed blankets (409)', async () => {
    const expired = await blanket({ contractStartDate: day(-40), contractEndDate: day(-1) });
    const future = await blanket({ contractStartDate: day(1), contractEndDate: day(30) });
    const pending = await blanket({ status: 'pending' });
    const completed = await blanket({ status: 'completed' });
    const plain = await createPurchaseOrder(t, {
      vendorId,
      department: team.department,
      lines: [{ description: 'Thing', quantity: 1, unitPrice: '10.00' }],
    });
    const one = [{ description: 'Paper', quantity: 1, unitPrice: 50 }];
    const expiredRes = await release(expired.id, one);
    expect(expiredRes.statusCode).toBe(409);
    expect(expiredRes.json().message).toBe(
      `${expired.poNumber} is valid from ${day(-40)} to ${day(-1)}; today is outside that period.`,
    );
    expect((await release(future.id, one)).statusCode).toBe(409);
    expect((await release(pending.id, one)).statusCode).toBe(409);
    expect((await release(completed.id, one)).statusCode).toBe(409);
    const plainRes = await release(plain.id, one);
    expect(plainRes.statusCode).toBe(409);
    expect(plainRes.json().message).toBe(`${plain.poNumber} is not a blanket purchase order.`);
    for (const p of [expired, future, pending, completed, plain]) expect(await releasesOf(p.id)).toBe(0);
    // The last day of the validity still counts.
    const lastDay = await blanket({ contractStartDate: day(-30), contractEndDate: day(0) });
    expect((await release(lastDay.id, one)).statusCode).toBe(201);
  });

  it("is open to the blanket's requester and procurement, not to other users who can see it", async () => {
    const req = await submitRequest(
      t,
      team.employee,
      requestForm(
        { department: team.department, vendorId, lines: [] },
        {
          requestType: 'blanket-po',
          lineItems: [
            {
              description: 'Toner',
              productNumber: 'SKU-T',
              quantity: 6,
              unitPrice: 150,
              generalLedgerCode: '4000-001',
            },
          ],
        },
      ),
    );
    const parentId = req.purchaseOrderId as string;
    expect(await get(parentId)).toMatchObject({
      isBlanketPO: true,
      blanketLimit: '900.00',
      status: 'approved',
    });
    const line = [{ description: 'Toner', quantity: 2, unitPrice: 150 }];
    expect((await release(parentId, line, team.manager)).statusCode).toBe(403);
    expect((await release(parentId, line, team.finance)).statusCode).toBe(403);
    const mine = await release(parentId, line, team.employee);
    expect(mine.statusCode).toBe(201);
    expect(mine.json().requisitionId).toBe(req.id);
    expect((await release(parentId, line, team.procurement)).statusCode).toBe(201);
    expect((await get(parentId)).blanketRemaining).toBe('300.00');
  });

  it('validates the lines with field messages', async () => {
    const parent = await blanket();
    const res = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${parent.id}/releases`,
      as: team.procurement,
      payload: { lines: [{ quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'lines.0.description': 'Description is required',
      'lines.0.glCode': 'GL code is required',
    });
    const none = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${parent.id}/releases`,
      as: team.procurement,
      payload: { lines: [] },
    });
    expect(none.json().fieldErrors).toEqual({ lines: 'At least one line item is required' });
  });
});
