import { and, asc, eq, inArray, or, type SQLWrapper } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import { REQUISITION_MESSAGES } from '@shared/requisitions/schemas';
import type { Tx } from '../db/client';
import { requisitionItems, requisitions } from '../db/schema/requisitions';
import { auditInsert, type AuditEntry } from '../lib/audit';
import { writeTogether } from '../db/write-together';
import { badRequest, notFound } from '../http/errors';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { cancelOpenApprovals, startApproval, type SubjectType } from '../approval-chains/chain';
import { onChainApproved } from './approval-outcome';
import { budgetWarningFor } from './budget-check';
import { moveRequisition } from './transitions';
import { routingFacts, type RoutingFactsRead } from '../approval-chains/routing-facts';
import { visiblePurchaseOrders } from '../access/purchase-orders';
import { submitChangeOrder } from '../purchase-orders/transitions';

/** POs a change order may change: approved (issued or not) or in progress; not pending, completed, cancelled or rejected. */
const OPEN_PO_STATUSES = ['approved', 'in-progress'];

/**
 * The open purchase order a submitted change order names (by PO number or id) and the requester may
 * see: 400 with a field message on poNumber when there is none, or it is unknown, unseen or no longer
 * open (an unseen PO answers exactly like an unknown one). With its department and the requester of
 * the request it was raised from (its owner).
 */
async function openPurchaseOrder(tx: Tx, user: SessionUser, poNumber: string | null) {
  if (!poNumber) {
    throw badRequest(REQUISITION_MESSAGES.poNumberRequired, {
      poNumber: REQUISITION_MESSAGES.poNumberRequired,
    });
  }
  const [po] = await tx
    .select({
      id: purchaseOrders.id,
      amount: purchaseOrders.amount,
      department: purchaseOrders.department,
      ownerId: requisitions.requestorId,
    })
    .from(purchaseOrders)
    .leftJoin(requisitions, eq(requisitions.id, purchaseOrders.requisitionId))
    .where(
      and(
        or(eq(purchaseOrders.poNumber, poNumber), eq(purchaseOrders.id, poNumber)),
        inArray(purchaseOrders.status, OPEN_PO_STATUSES),
        visiblePurchaseOrders(user),
      ),
    );
  if (!po) {
    throw badRequest(REQUISITION_MESSAGES.poNumberNotOpen, {
      poNumber: REQUISITION_MESSAGES.poNumberNotOpen,
    });
  }
  return po;
}

type Row = typeof requisitions.$inferSelect;
type Line = { generalLedgerCode: string; total: string };

/**
 * A requisition this transaction just wrote (createRequisition), handed to submitRequisition with its
 * row and lines as written: it is neither read back, nor locked again, nor has it any earlier approval
 * chain to cancel. `written`: it was written submitted already (status pending, submitted now, with
 * this budget warning, computed with these settings from the rollups before its lines were in them),
 * so it needs no second write, and its lines are written here; otherwise it is a draft.
 */
export type FreshRequisition = {
  row: Row;
  lines: Line[];
  /** Its creation's audit entry, written with the submit's (one insert). */
  created?: AuditEntry;
  written?: {
    budgetWarning: string | null;
    /** The routing facts and settings read for it, in this transaction. */
    facts: RoutingFactsRead;
    /**
     * The insert of its lines, not yet sent: the lines' insert adds them to the pending rollup (a row
     * lock till commit), so it is sent as late as the approval outcome allows, with the audit entries.
     */
    linesInsert: SQLWrapper & PromiseLike<unknown>;
  };
};

const linesOf = (tx: Tx, id: string): Promise<Line[]> =>
  tx
    .select({ generalLedgerCode: requisitionItems.generalLedgerCode, total: requisitionItems.total })
    .from(requisitionItems)
    .where(eq(requisitionItems.requisitionId, id))
    .orderBy(asc(requisitionItems.lineNo));

export const subjectTypeOf = (requestType: string): SubjectType =>
  requestType === 'change-order' ? 'change-order' : 'requisition';

/**
 * Submits a draft or returned requisition (by its requester, `user`) inside the caller's transaction:
 * budget check, a fresh approval chain (earlier open chains cancelled), then status pending — or, when
 * the chain needs no approver, approved at once with what approval brings (its PO raised, or its
 * change applied). A change order belongs to the department of the PO it changes, whose approvers
 * decide it; it is never approved automatically into a PO raised by someone else.
 */
export async function submitRequisition(
  tx: Tx,
  id: string,
  user: SessionUser,
  now = new Date(),
  fresh?: FreshRequisition,
) {
  const actorId = user.id;
  const written = fresh?.written;
  const [found] = fresh
    ? [written ? { ...fresh.row, status: 'draft' } : fresh.row]
    : await tx.select().from(requisitions).where(eq(requisitions.id, id));
  if (!found) throw notFound('Requisition');
  const lines = fresh?.lines ?? (await linesOf(tx, id));

  const subjectType = subjectTypeOf(found.requestType);
  const changedPo = subjectType === 'change-order' ? await openPurchaseOrder(tx, user, found.poNumber) : null;
  const req = changedPo ? { ...found, department: changedPo.department } : found;
  // The settings come with the routing facts: one statement for both.
  const facts = written?.facts ?? (await routingFacts(tx));
  const { settings } = facts;
  const budgetWarning = written
    ? written.budgetWarning
    : await budgetWarningFor(tx, { id, department: req.department, lines, status: found.status }, now, {
        settings,
      });
  if (!fresh) await cancelOpenApprovals(tx, subjectType, id);
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
      requireApproval: changedPo ? changedPo.ownerId !== req.requestorId : false,
      ...(req.requestorId === user.id ? { requesterName: user.name } : {}),
    },
    now,
    { facts },
  );
  // Lines the auto-approval raises a PO from are in place first; otherwise they go with the audit.
  if (written && chain.autoApproved) await written.linesInsert;
  if (!written)
    await moveRequisition(
      tx,
      id,
      'pending',
      now,
      {
        submittedDate: now,
        approvedAt: null,
        budgetWarning,
        ...(req.department !== found.department ? { department: req.department } : {}),
      },
      fresh ? found.status : undefined,
    );
  if (changedPo) await submitChangeOrder(tx, id, changedPo, req.totalAmount);
  const outcome = chain.autoApproved
    ? await onChainApproved(tx, { id: chain.approvalRequestId, subjectType, subjectId: id }, actorId, now)
    : null;
  const status = chain.autoApproved ? 'approved' : 'pending';
  const audited = auditInsert(tx, [
    ...(fresh?.created ? [fresh.created] : []),
    {
      actorId,
      action: chain.autoApproved ? 'requisition.auto_approve' : 'requisition.submit',
      entityType: 'requisition',
      entityId: id,
      details: {
        from: req.status,
        to: status,
        ...(req.department !== found.department
          ? { department: { from: found.department, to: req.department } }
          : {}),
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
    },
  ]);
  await writeTogether(tx, written && !chain.autoApproved && written.linesInsert, audited);
  return { status, budgetWarning, ...chain, purchaseOrder: outcome?.purchaseOrder ?? null };
}
