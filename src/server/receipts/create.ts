import type { SessionUser } from '@shared/auth/types';
import { RECEIPT_MESSAGES, type ReceiptValues } from '@shared/receipts/schemas';
import { receivePoRefusal } from '@shared/purchase-orders/policies';
import type { Db } from '../db/client';
import { goodsReceiptLines, goodsReceipts } from '../db/schema/purchase-orders';
import { audit } from '../lib/audit';
import { badRequest, conflict, enforce, type FieldErrors } from '../http/errors';
import { newId } from '../lib/ids';
import { isFullyReceived, onFulfilmentChanged, receivedByLine } from '../purchase-orders/complete';
import { findVisiblePurchaseOrder } from '../purchase-orders/queries';
import { poFacts } from '../purchase-orders/facts';

/** Quantities have 2 decimals: compare them in hundredths. */
const hundredths = (q: string | number) => Math.round(Number(q) * 100);
const show = (h: number) => String(h / 100);

/**
 * POST /api/purchase-orders/{id}/receipts: records goods received against an approved or in-progress
 * PO (procurement, or the requester of the PO's request). A blanket PO is refused (409): its goods
 * arrive on its releases, which are POs of their own. Partial receipts are fine; receiving more
 * than ordered on any line is a 409 naming the line and writes nothing. The PO's status follows
 * (`onFulfilmentChanged`): the first receipt makes it in-progress; fully received and paid, completed.
 */
export async function recordReceipt(
  db: Db,
  user: SessionUser,
  idOrNumber: string,
  input: ReceiptValues,
): Promise<{ receiptId: string; purchaseOrderId: string; status: string; fullyReceived: boolean }> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    enforce(receivePoRefusal(user, await poFacts(tx, po)));
    const lines = await receivedByLine(tx, po.id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const unknown: FieldErrors = {};
    input.lines.forEach((l, i) => {
      if (!byId.has(l.poLineId)) unknown[`lines.${i}.poLineId`] = RECEIPT_MESSAGES.notALine;
    });
    if (Object.keys(unknown).length) throw badRequest(RECEIPT_MESSAGES.notALine, unknown);

    const attempted = new Map<string, number>();
    for (const l of input.lines)
      attempted.set(l.poLineId, (attempted.get(l.poLineId) ?? 0) + hundredths(l.quantity));
    for (const [lineId, qty] of attempted) {
      const line = byId.get(lineId)!;
      const ordered = hundredths(line.quantity);
      const received = hundredths(line.received);
      if (received + qty > ordered) {
        throw conflict(
          `Line ${line.lineNo} (${line.description}) of ${po.poNumber}: ordered ${show(ordered)}, already received ` +
            `${show(received)}, attempted ${show(qty)} — that is more than was ordered.`,
        );
      }
    }

    const receiptId = newId('gr');
    await tx.insert(goodsReceipts).values({
      id: receiptId,
      purchaseOrderId: po.id,
      receivedDate: input.receivedDate,
      receivedBy: user.id,
      notes: input.notes ?? null,
    });
    await tx.insert(goodsReceiptLines).values(
      [...attempted].map(([poLineId, qty]) => ({
        id: newId('grl'),
        receiptId,
        poLineId,
        quantity: show(qty),
      })),
    );
    const from = po.status;
    const { status } = await onFulfilmentChanged(tx, po.id, { actorId: user.id });
    const fullyReceived = await isFullyReceived(tx, po.id);
    await audit(tx, {
      actorId: user.id,
      action: 'goods_receipt.create',
      entityType: 'purchase-order',
      entityId: po.id,
      details: {
        receiptId,
        receivedDate: input.receivedDate,
        lines: [...attempted].map(([poLineId, qty]) => ({ poLineId, quantity: show(qty) })),
        from,
        to: status,
        fullyReceived,
      },
    });
    return { receiptId, purchaseOrderId: po.id, status, fullyReceived };
  });
}
