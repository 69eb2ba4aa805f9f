import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { REQUISITION_MESSAGES } from '@shared/requisitions/schemas';
import type { Tx } from '../db/client';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { audit } from '../http/audit';
import { badRequest, notFound } from '../http/errors';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { cancelOpenApprovals, startApproval, type SubjectType } from '../approvals/chain';
import { onChainApproved } from '../approvals/outcome';
import { budgetWarningFor } from './budget-check';
import { moveRequisition } from './status';

/** POs a change order may change: approved (issued or not) or in progress; not pending, completed, cancelled or rejected. */
const OPEN_PO_STATUSES = ['approved', 'in-progress'];

/**
 * The open purchase order a submitted change order names (by PO number or id): 400 with a field
 * message on poNumber when there is none, or it is unknown or no longer open.
 */
async function openPurchaseOrder(tx: Tx, poNumber: string | null) {
  if (!poNumber) {
    throw badRequest(REQUISITION_MESSAGES.poNumberRequired, {
      poNumber: REQUISITION_MESSAGES.poNumberRequired,
    });
  }
  const [po] = await tx
    .select({ id: purchaseOrders.id, amount: purchaseOrders.amount })
    .from(purchaseOrders)
    .where(
      and(
        or(eq(purchaseOrders.poNumber, poNumber), eq(purchaseOrders.id, poNumber)),
        inArray(purchaseOrders.status, OPEN_PO_STATUSES),
      ),
    );
  if (!po) {
    throw badRequest(REQUISITION_MESSAGES.poNumberNotOpen, {
      poNumber: REQUISITION_MESSAGES.poNumberNotOpen,
    });
  }
  return po;
}

export const subjectTypeOf = (requestType: string): SubjectType =>
  requestType === 'change-order' ? 'change-order' : 'requisition';

/**
 * Submits a draft or returned requisition inside the caller's transaction: budget check, a fresh
 * approval chain (earlier open chains cancelled), then status pending — or, when the chain needs no
 * approver, approved at once with what approval brings (its PO raised, or its change applied).
 */
export async function submitRequisition(tx: Tx, id: string, actorId: string, now = new Date()) {
  const [req] = await tx.select().from(requisitions).where(eq(requisitions.id, id));
  if (!req) throw notFound('Requisition');
  const lines = await tx
    .select({ generalLedgerCode: requisitionItems.generalLedgerCode, total: requisitionItems.total })
    .from(requisitionItems)
    .where(eq(requisitionItems.requisitionId, id))
    .orderBy(asc(requisitionItems.lineNo));

  const subjectType = subjectTypeOf(req.requestType);
  const changedPo = subjectType === 'change-order' ? await openPurchaseOrder(tx, req.poNumber) : null;
  const budgetWarning = await budgetWarningFor(tx, { id, department: req.department, lines }, now);
  await cancelOpenApprovals(tx, subjectType, id);
  const chain = await startApproval(
    tx,
    {
      subjectType,
      subjectId: id,
      title: req.title,
      requestorId: req.requestorId,
      department: req.department,
      amount: req.totalAmount,
      itemType: req.itemType,
      requestType: req.requestType,
      urgencyLevel: req.urgencyLevel,
    },
    now,
  );
  await moveRequisition(tx, id, 'pending', now, { submittedDate: now, approvedAt: null, budgetWarning });
  if (changedPo) {
    const [co] = await tx.select().from(changeOrders).where(eq(changeOrders.requisitionId, id));
    const relinked = co?.purchaseOrderId !== changedPo.id;
    await tx
      .update(changeOrders)
      .set({
        status: 'pending',
        newAmount: req.totalAmount,
        purchaseOrderId: changedPo.id,
        ...(relinked ? { originalAmount: changedPo.amount } : {}),
      })
      .where(eq(changeOrders.requisitionId, id));
  }
  const outcome = chain.autoApproved
    ? await onChainApproved(tx, { id: chain.approvalRequestId, subjectType, subjectId: id }, actorId, now)
    : null;
  const status = chain.autoApproved ? 'approved' : 'pending';
  await audit(tx, {
    actorId,
    action: chain.autoApproved ? 'requisition.auto_approve' : 'requisition.submit',
    entityType: 'requisition',
    entityId: id,
    details: {
      from: req.status,
      to: status,
      amount: req.totalAmount,
      approvalRequestId: chain.approvalRequestId,
      steps: chain.steps.map((s) => s.name),
      routed: chain.steps.map((s) => ({
        step: s.name,
        role: s.roleId,
        department: s.approverDepartment,
        escalatedFrom: s.routedFrom ?? null,
      })),
      budgetWarning,
      purchaseOrderId: outcome?.purchaseOrder?.id ?? null,
    },
  });
  return { status, budgetWarning, ...chain, purchaseOrder: outcome?.purchaseOrder ?? null };
}
