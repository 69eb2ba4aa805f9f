import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { formatCurrency, isoDate } from '@shared/format';
import { fromCents, lineTotal, sumMoney, toCents } from '@shared/money';
import type { Release } from '@shared/purchase-orders/schemas';
import type { Db, DbOrTx } from '../db/client';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { audit } from '../lib/audit';
import { conflict, forbidden } from '../http/errors';
import { insertPurchaseOrder, type PoRef } from './create';
import { findVisiblePurchaseOrder } from './queries';
import { movePo, type PoRecord } from './transitions';

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

/** May this user act on the PO as procurement or as the requester of the request it came from? */
export async function isBuyerOrRequester(db: DbOrTx, user: SessionUser, po: PoRecord): Promise<boolean> {
  if (user.permissions.includes('manage_purchase_orders')) return true;
  if (!po.requisitionId) return false;
  const [req] = await db
    .select({ requestorId: requisitions.requestorId })
    .from(requisitions)
    .where(eq(requisitions.id, po.requisitionId));
  return req?.requestorId === user.id;
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
    if (!(await isBuyerOrRequester(tx, user, parent))) {
      throw forbidden('Only Procurement or the requester of the blanket PO can draw releases against it.');
    }
    if (!parent.isBlanketPo) throw conflict(`${parent.poNumber} is not a blanket purchase order.`);
    if (parent.status !== 'approved' && parent.status !== 'in-progress') {
      throw conflict(
        `${parent.poNumber} is ${parent.status}; releases are drawn only against an approved or in-progress blanket PO.`,
      );
    }
    const today = isoDate(now);
    const start = parent.contractStartDate;
    const end = parent.contractEndDate;
    if ((start && today < start) || (end && today > end)) {
      throw conflict(
        `${parent.poNumber} is valid from ${start ?? 'its approval'} to ${end ?? 'open end'}; today is outside that period.`,
      );
    }
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
