import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { poLines } from '../db/schema/purchase-orders';
import { requisitionItems } from '../db/schema/requisitions';

/** First line (GL code) and line items of the given subjects, in two batched queries. */
export async function linesOf(db: DbOrTx, requisitionIds: string[], poIds: string[]) {
  const [reqLines, poLineRows] = await Promise.all([
    requisitionIds.length
      ? db
          .select()
          .from(requisitionItems)
          .where(inArray(requisitionItems.requisitionId, requisitionIds))
          .orderBy(asc(requisitionItems.lineNo))
      : [],
    poIds.length
      ? db
          .select({ purchaseOrderId: poLines.purchaseOrderId, glCode: poLines.glCode })
          .from(poLines)
          .where(inArray(poLines.purchaseOrderId, poIds))
          .orderBy(asc(poLines.lineNo))
      : [],
  ]);
  const bySubject = new Map<string, typeof reqLines>();
  for (const l of reqLines) bySubject.set(l.requisitionId, [...(bySubject.get(l.requisitionId) ?? []), l]);
  const poGl = new Map<string, string>();
  for (const l of poLineRows) if (!poGl.has(l.purchaseOrderId)) poGl.set(l.purchaseOrderId, l.glCode);
  return { bySubject, poGl };
}
