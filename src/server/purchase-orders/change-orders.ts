import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { audit } from '../lib/audit';
import { conflict } from '../http/errors';
import { newId } from '../lib/ids';
import { lockChangeOrder, lockPo, moveChangeOrder } from './transitions';
import { itemsOfRequisition } from './create';
import { inTurn } from '../db/in-turn';
import { requisitions } from '../db/schema/requisitions';
import { captureSavings } from './savings-capture';

/** POs a change order can no longer be applied to. */
const CLOSED = ['completed', 'cancelled', 'rejected'];

/**
 * Applies an approved change order to its purchase order as a new revision: the change order's lines
 * are added to the PO's lines, the amount becomes the sum of all lines, the revision goes up by one,
 * and the change order becomes 'applied'. A completed, cancelled or rejected PO is a 409. A change
 * order that names no existing PO is only approved (both through the change order state machine). Returns the PO and its new revision.
 */
export async function applyChangeOrder(
  tx: Tx,
  requisitionId: string,
  actorId: string,
  now: Date,
): Promise<{ id: string; poNumber: string; revision: number } | null> {
  const co = await lockChangeOrder(tx, requisitionId);
  if (!co) return null;
  if (!co.purchaseOrderId) {
    await moveChangeOrder(tx, co, 'approved');
    return null;
  }
  const po = await lockPo(tx, co.purchaseOrderId);
  if (CLOSED.includes(po.status)) {
    throw conflict(`This change order cannot be applied: ${po.poNumber} is ${po.status}.`);
  }
  const [items, [last]] = await inTurn(
    () => itemsOfRequisition(tx, requisitionId),
    () =>
      tx
        .select({ n: sql<number>`coalesce(max(${poLines.lineNo}), 0)::int` })
        .from(poLines)
        .where(eq(poLines.purchaseOrderId, po.id)),
  );
  let added: { id: string }[] = [];
  if (items.length) {
    added = await tx
      .insert(poLines)
      .values(
        items.map((item, i) => ({
          id: newId('pol'),
          purchaseOrderId: po.id,
          lineNo: (last?.n ?? 0) + i + 1,
          productNumber: item.productNumber,
          description: item.description,
          quantity: item.quantity,
          unitOfMeasure: item.unitOfMeasure,
          unitPrice: item.unitPrice,
          total: item.total,
          glCode: item.generalLedgerCode,
        })),
      )
      .returning({ id: poLines.id });
  }
  const revision = po.revision + 1;
  const [updated] = await tx
    .update(purchaseOrders)
    .set({
      revision,
      amount: sql`(select coalesce(sum(${poLines.total}), 0) from ${poLines} where ${poLines.purchaseOrderId} = ${po.id})`,
    })
    .where(eq(purchaseOrders.id, po.id))
    .returning({ amount: purchaseOrders.amount });
  await moveChangeOrder(tx, co, 'applied', { appliedRevision: revision, appliedAt: now });
  if (added.length) {
    const [req] = await tx.select().from(requisitions).where(eq(requisitions.id, requisitionId));
    const lineIds = added.map((l) => l.id);
    if (req) await captureSavings(tx, req, { id: po.id, vendorId: po.vendorId }, { actorId, now, lineIds });
  }
  await audit(tx, {
    actorId,
    action: 'purchase_order.revise',
    entityType: 'purchase-order',
    entityId: po.id,
    details: {
      changeOrderId: co.id,
      requisitionId,
      revision,
      linesAdded: items.length,
      before: { amount: po.amount, revision: po.revision },
      after: { amount: updated!.amount, revision },
    },
  });
  return { id: po.id, poNumber: po.poNumber, revision };
}
