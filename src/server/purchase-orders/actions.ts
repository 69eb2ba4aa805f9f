import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import type { Db } from '../db/client';
import { goodsReceipts, poWorkflowSteps, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { audit } from '../lib/audit';
import { conflict } from '../http/errors';
import { notify } from '../messages/notify';
import { cancelOpenApprovals } from '../approval-chains/chain';
import { findVisiblePurchaseOrder } from './queries';
import { assertPoTransition, movePo } from './transitions';
import { inTurn } from '../db/in-turn';

/** POST /api/purchase-orders/{id}/issue: sends an approved PO to its vendor (issuedAt), once. */
export async function issuePurchaseOrder(db: Db, user: SessionUser, idOrNumber: string): Promise<string> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    if (po.issuedAt) {
      throw conflict(
        `${po.poNumber} was already issued to the vendor on ${po.issuedAt.toISOString().slice(0, 10)}.`,
      );
    }
    if (po.status !== 'approved') {
      throw conflict(`${po.poNumber} is ${po.status}; only an approved purchase order can be issued.`);
    }
    const now = new Date();
    await tx.update(purchaseOrders).set({ issuedAt: now }).where(eq(purchaseOrders.id, po.id));
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.issue',
      entityType: 'purchase-order',
      entityId: po.id,
      details: { poNumber: po.poNumber, vendorId: po.vendorId, amount: po.amount },
    });
    return po.id;
  });
}

/**
 * POST /api/purchase-orders/{id}/cancel {reason}: a pending or approved PO against which nothing was
 * received (and, for a blanket PO, with no live releases) becomes cancelled; an open re-approval chain
 * is cancelled with it and the requester is told.
 */
export async function cancelPurchaseOrder(
  db: Db,
  user: SessionUser,
  idOrNumber: string,
  reason: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    assertPoTransition(po.status, 'cancelled', po.poNumber);
    const [[receipts], [releases]] = await inTurn(
      () =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(goodsReceipts)
          .where(eq(goodsReceipts.purchaseOrderId, po.id)),
      () =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(purchaseOrders)
          .where(
            and(
              eq(purchaseOrders.parentPoId, po.id),
              notInArray(purchaseOrders.status, ['cancelled', 'rejected']),
            ),
          ),
    );
    if (receipts!.n > 0) throw conflict(`${po.poNumber} has goods receipts and cannot be cancelled.`);
    if (releases!.n > 0) throw conflict(`${po.poNumber} has releases drawn against it; cancel them first.`);
    const now = new Date();
    await movePo(tx, po, 'cancelled', now);
    await cancelOpenApprovals(tx, 'purchase-order', po.id);
    await tx
      .update(poWorkflowSteps)
      .set({ status: 'not_started' })
      .where(and(eq(poWorkflowSteps.purchaseOrderId, po.id), inArray(poWorkflowSteps.status, ['pending'])));
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.cancel',
      entityType: 'purchase-order',
      entityId: po.id,
      details: { from: po.status, to: 'cancelled', reason },
    });
    if (po.requisitionId) {
      const [req] = await tx
        .select({ requestorId: requisitions.requestorId })
        .from(requisitions)
        .where(eq(requisitions.id, po.requisitionId));
      await notify(tx, {
        toUserIds: req ? [req.requestorId] : [],
        subject: `${po.poNumber} cancelled`,
        content: `${user.name} cancelled purchase order ${po.poNumber} (${po.description}). Reason: "${reason}"`,
        threadId: `thread-${po.requisitionId}`,
      });
    }
    return po.id;
  });
}
