import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '@shared/format';
import { createTestApp, type TestApp } from '../test/harness';
import { goodsReceipts, purchaseOrders } from '../db/schema/purchase-orders';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';
import { createPurchaseOrder } from '../test/factories/purchase-orders';

/**
 * Goods receipts and blanket POs: the blanket itself receives nothing (its releases do), so the same
 * goods are never counted twice — neither while it is approved nor once a release put it in progress.
 */
let t: TestApp;
let procurement: User;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  vendorId = (await createVendor(t)).id;
});
afterAll(() => t.close());

const today = isoDate(new Date());
const receive = (poId: string, poLineId: string, quantity: number) =>
  t.request({
    method: 'POST',
    url: `/api/purchase-orders/${poId}/receipts`,
    as: procurement,
    payload: { receivedDate: today, lines: [{ poLineId, quantity }] },
  });

describe('blanket purchase orders', () => {
  it('refuses goods receipts on the blanket itself (409, nothing written); its release receives them', async () => {
    const blanket = await createPurchaseOrder(t, {
      vendorId,
      department: 'Operations',
      isBlanketPo: true,
      blanketLimit: '5000.00',
      contractStartDate: isoDate(addDays(new Date(), -5)),
      contractEndDate: isoDate(addDays(new Date(), 30)),
      lines: [{ description: 'Paper, per case', quantity: 100, unitPrice: '50.00' }],
    });
    const refused = await receive(blanket.id, blanket.lineIds[0]!, 10);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${blanket.poNumber} is a blanket purchase order; goods are received against its releases, not the blanket itself.`,
    );
    const written = await t.database.db
      .select({ id: goodsReceipts.id })
      .from(goodsReceipts)
      .where(eq(goodsReceipts.purchaseOrderId, blanket.id));
    expect(written).toEqual([]);

    const rel = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${blanket.id}/releases`,
      as: procurement,
      payload: { lines: [{ description: 'Paper', quantity: 10, unitPrice: 50, glCode: '4000-001' }] },
    });
    expect(rel.statusCode).toBe(201);
    const release = rel.json() as { id: string; lines: { id: string }[] };
    const ok = await receive(release.id, release.lines[0]!.id, 10);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ purchaseOrderStatus: 'in-progress', fullyReceived: true });
    const [parent] = await t.database.db
      .select({ status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, blanket.id));
    expect(parent!.status).toBe('in-progress');
    // In progress with a release, the blanket itself is still refused.
    const again = await receive(blanket.id, blanket.lineIds[0]!, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('received against its releases');
  });
});
