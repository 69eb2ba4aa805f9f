import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { lineTotal, sumMoney, toCents } from '@shared/money';
import type { PoPatch } from '@shared/purchase-orders/schemas';
import { editPoRefusal } from '@shared/purchase-orders/policies';
import type { Db, Tx } from '../db/client';
import { approvalRequests } from '../db/schema/approvals';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { getSettings } from '../admin/settings';
import { cancelOpenApprovals, excludeFromOpenChain, startApproval } from '../approval-chains/chain';
import { movePo, type PoRecord } from './transitions';
import { autoApprovalStep, syncPoWorkflow, writePoSteps } from './workflow';
import { audit } from '../lib/audit';
import { badRequest, conflict, enforce } from '../http/errors';
import { newId } from '../lib/ids';
import { findVisiblePurchaseOrder } from './queries';
import { inTurn } from '../db/in-turn';

/** The PO's latest approval chain (its amount and requester), if it ever had one. */
async function lastChainOf(tx: Tx, poId: string) {
  const [last] = await tx
    .select({
      amount: approvalRequests.amount,
      requestorId: approvalRequests.requestorId,
      excludedApproverIds: approvalRequests.excludedApproverIds,
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.subjectType, 'purchase-order'), eq(approvalRequests.subjectId, poId)))
    .orderBy(desc(approvalRequests.submittedAt), desc(approvalRequests.createdAt))
    .limit(1);
  return last ?? null;
}

/**
 * The amount last sent for approval: the PO's latest approval chain; else, for a PO raised from a
 * request, the request's approved total; else the PO's amount before the edit.
 */
async function lastSubmittedAmount(
  tx: Tx,
  po: PoRecord,
  before: string,
  last: { amount: string } | null,
): Promise<string> {
  if (last) return last.amount;
  if (po.requisitionId && !po.parentPoId) {
    const [req] = await tx
      .select({ amount: requisitions.totalAmount })
      .from(requisitions)
      .where(eq(requisitions.id, po.requisitionId));
    if (req) return req.amount;
  }
  return before;
}

/** True when `amount` exceeds `baseline` by more than `percent` percent. */
export const aboveTolerance = (amount: string, baseline: string, percent: number) =>
  toCents(amount) * 100 > toCents(baseline) * (100 + percent);

/**
 * An edit that raises the amount above the last submitted amount by more than the PO change
 * tolerance (settings, default 10%) sends the PO back through approval: its open chain is cancelled,
 * a new 'purchase-order' chain is built from the new amount and the PO's department, and the PO's
 * workflow steps are rewritten to match (a chain needing no approver approves the PO at once).
 */
async function reapproveIfAboveTolerance(
  tx: Tx,
  user: SessionUser,
  po: PoRecord,
  amount: string,
  before: string,
): Promise<{ baseline: string; approvalRequestId: string; steps: string[]; autoApproved: boolean } | null> {
  const last = await lastChainOf(tx, po.id);
  const [{ poChangeTolerancePercent }, baseline] = await inTurn(
    () => getSettings(tx),
    () => lastSubmittedAmount(tx, po, before, last),
  );
  if (!aboveTolerance(amount, baseline, poChangeTolerancePercent)) return null;
  const now = new Date();
  const [req] = po.requisitionId
    ? await tx.select().from(requisitions).where(eq(requisitions.id, po.requisitionId))
    : [];
  await cancelOpenApprovals(tx, 'purchase-order', po.id);
  const chain = await startApproval(
    tx,
    {
      subjectType: 'purchase-order',
      subjectId: po.id,
      title: po.description || po.poNumber,
      // The requester stays the same across re-approvals: the request's, else the last chain's.
      requestorId: req?.requestorId ?? last?.requestorId ?? po.createdBy ?? user.id,
      // Whoever edited the PO (now, or before within the tolerance) may not approve it.
      excludedApproverIds: [...(last?.excludedApproverIds ?? []), user.id],
      department: po.department,
      amount,
      itemType: req?.itemType ?? 'goods',
      // A blanket PO is re-approved as the agreement it is (Legal Review where the template asks for it).
      requestType: po.isBlanketPo ? 'blanket-po' : (req?.requestType ?? null),
      urgencyLevel: req?.urgencyLevel ?? null,
    },
    now,
  );
  if (chain.autoApproved) {
    await movePo(tx, po, 'approved', now);
    await writePoSteps(tx, po.id, [autoApprovalStep(now)]);
  } else {
    await syncPoWorkflow(tx, po.id, chain.approvalRequestId);
  }
  return {
    baseline,
    approvalRequestId: chain.approvalRequestId,
    steps: chain.steps.map((s) => s.name),
    autoApproved: chain.autoApproved,
  };
}

/**
 * PATCH a pending purchase order: description, contract dates, agreement date and lines (which
 * replace all lines; the amount becomes their sum). Anything but pending is a 409, and so is a
 * status change (transitions have their own actions). A raise above the change tolerance sends the
 * PO back through approval; the answer says whether it did (`reapproval`).
 */
export async function patchPurchaseOrder(
  db: Db,
  user: SessionUser,
  idOrNumber: string,
  patch: PoPatch,
): Promise<{ id: string; reapproval: boolean }> {
  return db.transaction(async (tx) => {
    const po = await findVisiblePurchaseOrder(tx, user, idOrNumber, true);
    enforce(editPoRefusal(user, po));
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
    const reapproval = set.amount
      ? await reapproveIfAboveTolerance(tx, user, { ...po, ...changed }, set.amount, po.amount)
      : null;
    // An edit that keeps the open chain: the editor may no longer act on it (nobody approves their own edit).
    const openChain = reapproval ? null : await excludeFromOpenChain(tx, 'purchase-order', po.id, user.id);
    if (openChain) await syncPoWorkflow(tx, po.id, openChain);
    await audit(tx, {
      actorId: user.id,
      action: 'purchase_order.update',
      entityType: 'purchase-order',
      entityId: po.id,
      details: {
        fields: Object.keys(changed),
        before: { amount: po.amount },
        after: { amount: set.amount ?? po.amount },
        reapproval,
      },
    });
    return { id: po.id, reapproval: reapproval !== null };
  });
}
