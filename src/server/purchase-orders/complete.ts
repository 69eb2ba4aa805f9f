import { and, eq, sql } from 'drizzle-orm';
import { toCents } from '@shared/money';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { goodsReceiptLines, poLines } from '../db/schema/purchase-orders';
import { audit } from '../http/audit';
import { lockPo, movePo } from './transitions';

/** Paid invoices may fall short of the PO amount by this much (rounding) and still complete it. */
export const PAID_TOLERANCE_CENTS = 2;

/** Per PO line of one PO: ordered and received quantities (one grouped query). */
export async function receivedByLine(db: DbOrTx, purchaseOrderId: string) {
  return db
    .select({
      id: poLines.id,
      lineNo: poLines.lineNo,
      description: poLines.description,
      quantity: poLines.quantity,
      received: sql<string>`coalesce(sum(${goodsReceiptLines.quantity}), 0)::text`,
    })
    .from(poLines)
    .leftJoin(goodsReceiptLines, eq(goodsReceiptLines.poLineId, poLines.id))
    .where(eq(poLines.purchaseOrderId, purchaseOrderId))
    .groupBy(poLines.id, poLines.lineNo, poLines.description, poLines.quantity)
    .orderBy(poLines.lineNo);
}

/** Whether every line of the PO is fully received (a PO without lines is not). */
export async function isFullyReceived(db: DbOrTx, purchaseOrderId: string): Promise<boolean> {
  const lines = await receivedByLine(db, purchaseOrderId);
  return lines.length > 0 && lines.every((l) => Number(l.received) >= Number(l.quantity));
}

/** The sum of the PO's invoices with status 'paid'. */
export async function paidAmount(db: DbOrTx, purchaseOrderId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)::numeric(14,2)::text` })
    .from(invoices)
    .where(and(eq(invoices.poId, purchaseOrderId), eq(invoices.status, 'paid')));
  return row?.total ?? '0.00';
}

/**
 * Marks an in-progress PO completed (completedAt) once every line is fully received AND its paid
 * invoices add up to at least the PO amount (within $0.02). Call it after a receipt or a payment,
 * inside that transaction. Returns true when it completed the PO.
 */
export async function completeIfFulfilled(
  tx: DbOrTx,
  purchaseOrderId: string,
  opts: { actorId?: string | null; now?: Date } = {},
): Promise<boolean> {
  const po = await lockPo(tx, purchaseOrderId);
  if (po.status !== 'in-progress') return false;
  const [received, paid] = await Promise.all([isFullyReceived(tx, po.id), paidAmount(tx, po.id)]);
  if (!received || toCents(paid) < toCents(po.amount) - PAID_TOLERANCE_CENTS) return false;
  await movePo(tx, po, 'completed', opts.now ?? new Date());
  await audit(tx, {
    actorId: opts.actorId ?? null,
    action: 'purchase_order.complete',
    entityType: 'purchase_order',
    entityId: po.id,
    details: { amount: po.amount, paid, fullyReceived: true },
  });
  return true;
}
