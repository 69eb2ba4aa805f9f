import { and, desc, eq } from 'drizzle-orm';
import {
  changeOrderTransitionError,
  poTransitionError,
  type ChangeOrderStatus,
} from '@shared/purchase-orders/state';
import type { DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { changeOrders } from '../db/schema/requisitions';
import { conflict, notFound } from '../http/errors';

/** Refuses (409) a move the PO state machine does not allow. */
export function assertPoTransition(from: string, to: string, poNumber?: string): void {
  const error = poTransitionError(from, to, poNumber);
  if (error) throw conflict(error);
}

export type PoRecord = typeof purchaseOrders.$inferSelect;

/** The PO row, locked for the rest of the transaction; 404 when missing. */
export async function lockPo(tx: DbOrTx, id: string): Promise<PoRecord> {
  const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!po) throw notFound('Purchase order');
  return po;
}

/**
 * Moves a PO to another status through the state machine (409 when not allowed), stamping approvedAt
 * or completedAt. The update is conditional on the status read, so a concurrent change is a 409 too.
 */
export async function movePo(
  tx: DbOrTx,
  po: Pick<PoRecord, 'id' | 'status' | 'poNumber'>,
  to: string,
  now: Date,
  extra: Partial<typeof purchaseOrders.$inferInsert> = {},
): Promise<PoRecord> {
  assertPoTransition(po.status, to, po.poNumber);
  const stamp = to === 'approved' ? { approvedAt: now } : to === 'completed' ? { completedAt: now } : {};
  const [row] = await tx
    .update(purchaseOrders)
    .set({ status: to, ...stamp, ...extra })
    .where(and(eq(purchaseOrders.id, po.id), eq(purchaseOrders.status, po.status)))
    .returning();
  if (!row) throw conflict(`${po.poNumber} was changed meanwhile; reload it and try again.`);
  return row;
}

export type ChangeOrderRecord = typeof changeOrders.$inferSelect;

/** The change order of a change-order request (its latest), locked for the transaction; null when none. */
export async function lockChangeOrder(tx: DbOrTx, requisitionId: string): Promise<ChangeOrderRecord | null> {
  const [co] = await tx
    .select()
    .from(changeOrders)
    .where(eq(changeOrders.requisitionId, requisitionId))
    .orderBy(desc(changeOrders.createdAt))
    .limit(1)
    .for('update');
  return co ?? null;
}

/**
 * Moves a change order through its state machine (src/shared/purchase-orders/state.ts; 409 when not
 * allowed), conditional on the status read, with the fields that go with the move.
 */
export async function moveChangeOrder(
  tx: DbOrTx,
  co: Pick<ChangeOrderRecord, 'id' | 'status'>,
  to: ChangeOrderStatus,
  extra: Partial<typeof changeOrders.$inferInsert> = {},
): Promise<void> {
  const error = changeOrderTransitionError(co.status, to);
  if (error) throw conflict(error);
  const [row] = await tx
    .update(changeOrders)
    .set({ ...extra, status: to })
    .where(and(eq(changeOrders.id, co.id), eq(changeOrders.status, co.status)))
    .returning({ id: changeOrders.id });
  if (!row) throw conflict('This change order was changed meanwhile; reload it and try again.');
}

/**
 * Submitting a change-order request: its change order, pending since the draft was saved, stays
 * pending; a returned one becomes pending again. Either way it takes the submission's total and the
 * PO it changes (with that PO's amount as the original amount when it names a PO anew).
 */
export async function submitChangeOrder(
  tx: DbOrTx,
  requisitionId: string,
  po: { id: string; amount: string },
  newAmount: string,
): Promise<void> {
  const co = await lockChangeOrder(tx, requisitionId);
  if (!co) return;
  const set = {
    newAmount,
    purchaseOrderId: po.id,
    ...(co.purchaseOrderId !== po.id ? { originalAmount: po.amount } : {}),
  };
  if (co.status === 'pending') {
    await tx.update(changeOrders).set(set).where(eq(changeOrders.id, co.id));
    return;
  }
  await moveChangeOrder(tx, co, 'pending', set);
}

/** A rejected change-order request returns its change order to the requester (pending → returned). */
export async function returnChangeOrder(tx: DbOrTx, requisitionId: string): Promise<void> {
  const co = await lockChangeOrder(tx, requisitionId);
  if (co) await moveChangeOrder(tx, co, 'returned');
}
