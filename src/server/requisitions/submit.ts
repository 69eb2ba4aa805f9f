import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { audit } from '../http/audit';
import { notFound } from '../http/errors';
import { cancelOpenApprovals, startApproval, type SubjectType } from '../approvals/chain';
import { onChainApproved } from '../approvals/outcome';
import { budgetWarningFor } from './budget-check';
import { moveRequisition } from './status';

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

  const budgetWarning = await budgetWarningFor(tx, { id, department: req.department, lines }, now);
  const subjectType = subjectTypeOf(req.requestType);
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
      urgencyLevel: req.urgencyLevel,
    },
    now,
  );
  await moveRequisition(tx, id, 'pending', now, { submittedDate: now, approvedAt: null, budgetWarning });
  if (subjectType === 'change-order') {
    await tx
      .update(changeOrders)
      .set({ status: 'pending', newAmount: req.totalAmount })
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
      budgetWarning,
      purchaseOrderId: outcome?.purchaseOrder?.id ?? null,
    },
  });
  return { status, budgetWarning, ...chain, purchaseOrder: outcome?.purchaseOrder ?? null };
}
