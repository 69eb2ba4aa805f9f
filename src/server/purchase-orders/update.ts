import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { lineTotal, sumMoney } from '@shared/money';
import type { PoPatch } from '@shared/purchase-orders/schemas';
import type { Db } from '../db/client';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { audit } from '../http/audit';
import { badRequest, conflict } from '../http/errors';
import { newId } from '../http/ids';
import { findVisiblePurchaseOrder } from './queries';

/**
 * PATCH a pending purchase order: description, contract dates, agreement date and lines (which
 * replace all lines; the amount becomes their sum). Anything but pending is a 409, and so is a
 * status change (transitions have their own actions).
 */
export async function patchPurchaseOrder(
  db: Db,
  user: SessionUser,
  idOrNumber: string,
  patch: PoPatch,
): Promise<string> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    if (po.status !== 'pending') {
      throw conflict(`This purchase order is ${po.status}; only pending purchase orders can be edited.`);
    }
    if (patch.status !== undefined && patch.status !== po.status) {
      throw conflict(`A pending purchase order cannot be changed to ${patch.status} by editing it.`);
    }
    const start = patch.contractStartDate === undefined ? po.contractStartDate : patch.contractStartDate;
    const end = patch.contractEndDate === undefined ? po.contractEndDate : patch.contractEndDate;
    if (start && end && end < start) {
      const message = 'Contract end date must be on or after the start date';
      throw badRequest(message, { contractEndDate: message });
    }

    const set: Partial<typeof purchaseOrders.$inferInsert> = {
      description: patch.description === undefined ? undefined : (patch.description ?? ''),
      contractStartDate: patch.contractStartDate,
      contractEndDate: patch.contractEndDate,
      agreementDate: patch.agreementDate,
    };
    if (patch.lines) {
      const existing = new Set(
        (await tx.select({ id: poLines.id }).from(poLines).where(eq(poLines.purchaseOrderId, po.id))).map(
          (l) => l.id,
        ),
      );
      const kept: string[] = [];
      const rows = patch.lines.map((l, i) => {
        const quantity = l.quantity ?? 1;
        const unitPrice = l.unitPrice ?? 0;
        // A line keeps its id when it is one of this PO's lines (once).
        const keepId = l.id && existing.delete(l.id) ? l.id : null;
        if (keepId) kept.push(keepId);
        return {
          id: keepId ?? newId('pol'),
          purchaseOrderId: po.id,
          lineNo: i + 1,
          productNumber: l.productNumber ?? null,
          description: l.description,
          quantity: String(quantity),
          unitOfMeasure: l.unitOfMeasure ?? 'Each',
          unitPrice: String(unitPrice),
          total: lineTotal(quantity, unitPrice),
          glCode: l.glCode,
        };
      });
      set.amount = sumMoney(rows.map((r) => r.total));
      await tx
        .delete(poLines)
        .where(
          and(eq(poLines.purchaseOrderId, po.id), kept.length ? notInArray(poLines.id, kept) : undefined),
        );
      await tx
        .insert(poLines)
        .values(rows)
        .onConflictDoUpdate({
          target: poLines.id,
          set: {
            lineNo: sql`excluded.line_no`,
            productNumber: sql`excluded.product_number`,
            description: sql`excluded.description`,
            quantity: sql`excluded.quantity`,
            unitOfMeasure: sql`excluded.unit_of_measure`,
            unitPrice: sql`excluded.unit_price`,
            total: sql`excluded.total`,
            glCode: sql`excluded.gl_code`,
          },
        });
    }
    const changed = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
    if (Object.keys(changed).length)
      await tx.update(purchaseOrders).set(changed).where(eq(purchaseOrders.id, po.id));
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.update',
      entityType: 'purchase_order',
      entityId: po.id,
      details: {
        fields: Object.keys(changed),
        before: { amount: po.amount },
        after: { amount: set.amount ?? po.amount },
      },
    });
    return po.id;
  });
}
