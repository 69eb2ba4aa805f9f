import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { conflict, notFound } from '../http/errors';
import { poTransitionError } from '@shared/purchase-orders/state';

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
