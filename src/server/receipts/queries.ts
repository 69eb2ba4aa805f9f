import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { GoodsReceipt } from '@shared/receipts/schemas';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { goodsReceiptLines, goodsReceipts, poLines } from '../db/schema/purchase-orders';
import { listPage, type ListResult, orderBy, type ListQuery } from '../http/list';
import { fullName } from '../lib/names';

const SORTS = { receivedDate: goodsReceipts.receivedDate, createdAt: goodsReceipts.createdAt };

/** The goods receipts of one PO (oldest first unless sorted), each with its lines, in two queries. */
export async function listReceipts(
  db: DbOrTx,
  purchaseOrderId: string,
  q: Pick<ListQuery, 'limit' | 'offset' | 'sort'> = { limit: 500, offset: 0 },
  receiptIds?: string[],
): Promise<ListResult<GoodsReceipt>> {
  const where = and(
    eq(goodsReceipts.purchaseOrderId, purchaseOrderId),
    receiptIds ? inArray(goodsReceipts.id, receiptIds) : undefined,
  );
  const order = orderBy(
    q.sort,
    SORTS,
    [asc(goodsReceipts.receivedDate), asc(goodsReceipts.createdAt)],
    goodsReceipts.id,
  );
  const { rows: receipts, ...tally } = await listPage(
    db,
    db
      .select({
        r: goodsReceipts,
        receivedBy: fullName(users),
      })
      .from(goodsReceipts)
      .innerJoin(users, eq(users.id, goodsReceipts.receivedBy)),
    goodsReceipts,
    where,
    order,
    q,
  );
  const ids = receipts.map((x) => x.r.id);
  const lines = ids.length
    ? await db
        .select({
          receiptId: goodsReceiptLines.receiptId,
          poLineId: goodsReceiptLines.poLineId,
          lineNo: poLines.lineNo,
          description: poLines.description,
          quantity: goodsReceiptLines.quantity,
        })
        .from(goodsReceiptLines)
        .innerJoin(poLines, eq(poLines.id, goodsReceiptLines.poLineId))
        .where(inArray(goodsReceiptLines.receiptId, ids))
        .orderBy(asc(poLines.lineNo), desc(goodsReceiptLines.quantity))
    : [];
  return {
    ...tally,
    rows: receipts.map(({ r, receivedBy }) => ({
      id: r.id,
      purchaseOrderId: r.purchaseOrderId,
      receivedDate: r.receivedDate,
      receivedById: r.receivedBy,
      receivedBy,
      notes: r.notes,
      createdAt: r.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.receiptId === r.id)
        .map(({ receiptId: _r, quantity, ...l }) => ({ ...l, quantity: Number(quantity) })),
    })),
  };
}
