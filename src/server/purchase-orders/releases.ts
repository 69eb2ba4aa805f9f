import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { formatCurrency, isoDate } from '@shared/format';
import { fromCents, lineTotal, sumMoney, toCents } from '@shared/money';
import type { Release } from '@shared/purchase-orders/schemas';
import { releasePoRefusal } from '@shared/purchase-orders/policies';
import type { Db, DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { audit } from '../lib/audit';
import { conflict, enforce } from '../http/errors';
import { insertPurchaseOrder, type PoRef } from './create';
import { findVisiblePurchaseOrder } from './queries';
import { poFacts } from './facts';
import { movePo } from './transitions';

/** Releases that draw on a blanket PO: all but cancelled and rejected ones. */
export async function blanketUsedOf(db: DbOrTx, blanketId: string): Promise<string> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${purchaseOrders.amount}), 0)::numeric(14,2)::text` })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.parentPoId, blanketId),
        notInArray(purchaseOrders.status, ['cancelled', 'rejected']),
      ),
    );
  return row?.used ?? '0.00';
}

/**
 * POST /api/purchase-orders/{id}/releases: a release against a blanket PO (procurement or the
 * blanket's requester). The blanket must be approved or in-progress and today inside its validity;
 * the release may not exceed what remains of the limit. The release is a new approved PO; the first
 * one moves an approved blanket to in-progress (same transaction, audited).
 */
export async function createRelease(
  db: Db,
  user: SessionUser,
  idOrNumber: string,
  input: Release,
  now = new Date(),
): Promise<PoRef> {
  return db.transaction(async (tx) => {
    const parent = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    enforce(releasePoRefusal(user, await poFacts(tx, parent), isoDate(now)));
    const lines = input.lines.map((l) => {
      const quantity = l.quantity ?? 1;
      const unitPrice = l.unitPrice ?? 0;
      return {
        productNumber: l.productNumber ?? null,
        description: l.description,
        quantity: String(quantity),
        unitOfMeasure: l.unitOfMeasure ?? 'Each',
        unitPrice: String(unitPrice),
        total: lineTotal(quantity, unitPrice),
        glCode: l.glCode,
      };
    });
    const amount = sumMoney(lines.map((l) => l.total));
    const used = await blanketUsedOf(tx, parent.id);
    const remaining = fromCents(toCents(parent.blanketLimit) - toCents(used));
    if (toCents(amount) > toCents(remaining)) {
      throw conflict(
        `Release of ${formatCurrency(amount)} exceeds the remaining ${formatCurrency(remaining)} on ${parent.poNumber}`,
      );
    }
    const release = await insertPurchaseOrder(
      tx,
      {
        vendorId: parent.vendorId,
        requisitionId: parent.requisitionId,
        contractId: parent.contractId,
        contractNumber: parent.contractNumber,
        description: input.description ?? `Release against blanket ${parent.poNumber}`,
        department: parent.department,
        parentPoId: parent.id,
        status: 'approved',
        contractStartDate: parent.contractStartDate,
        contractEndDate: parent.contractEndDate,
        agreementDate: parent.agreementDate,
        createdBy: user.id,
        createdAt: now,
        approvedAt: now,
      },
      lines,
      [{ step: 'Blanket Release', status: 'completed', assignee: user.name, completedAt: now }],
    );
    // The first release puts the blanket to work: approved → in-progress (its releases receive the goods).
    if (parent.status === 'approved') {
      await movePo(tx, parent, 'in-progress', now);
      await audit(tx, {
        actorId: user.id,
        action: 'purchase_order.in_progress',
        entityType: 'purchase-order',
        entityId: parent.id,
        details: { from: 'approved', to: 'in-progress', reason: 'first release', releaseId: release.id },
      });
    }
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.release',
      entityType: 'purchase-order',
      entityId: release.id,
      details: {
        parentPoId: parent.id,
        poNumber: release.poNumber,
        amount,
        remainingBefore: remaining,
        remainingAfter: fromCents(toCents(remaining) - toCents(amount)),
      },
    });
    return { id: release.id, poNumber: release.poNumber };
  });
}
