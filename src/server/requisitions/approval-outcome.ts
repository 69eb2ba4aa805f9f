import type { Tx } from '../db/client';
import { approvalRequests } from '../db/schema/approvals';
import { raisePoForRequisition, type PoRef } from '../purchase-orders/create';
import { applyChangeOrder } from '../purchase-orders/change-orders';
import { lockPo, movePo, returnChangeOrder } from '../purchase-orders/transitions';
import { moveRequisition } from './transitions';

type Request = Pick<typeof approvalRequests.$inferSelect, 'id' | 'subjectType' | 'subjectId'>;

export type ApprovedOutcome = {
  /** What the requester is told. */
  summary: string;
  purchaseOrder: PoRef | null;
};

/**
 * What a fully approved chain does to its subject, inside the caller's transaction:
 * - requisition (new purchase, blanket PO): approved, and its purchase order raised when a vendor is known;
 * - change order: its requisition approved and the change applied to its PO as a new revision;
 * - purchase order (re-approval after an edit): approved.
 */
export async function onChainApproved(
  tx: Tx,
  request: Request,
  actorId: string,
  now: Date,
): Promise<ApprovedOutcome> {
  const id = request.subjectId;
  switch (request.subjectType) {
    case 'requisition': {
      await moveRequisition(tx, id, 'approved', now);
      const po = await raisePoForRequisition(tx, id, { actorId, now, approvalRequestId: request.id });
      return {
        purchaseOrder: po,
        summary: po
          ? `Purchase order ${po.poNumber} was created.`
          : 'No known vendor matches the request, so Procurement will raise its purchase order.',
      };
    }
    case 'change-order': {
      await moveRequisition(tx, id, 'approved', now);
      const po = await applyChangeOrder(tx, id, actorId, now);
      return {
        purchaseOrder: po && { id: po.id, poNumber: po.poNumber },
        summary: po
          ? `The change was applied to ${po.poNumber} as revision ${po.revision}.`
          : 'The change order names no existing purchase order, so nothing was applied.',
      };
    }
    case 'purchase-order': {
      const po = await lockPo(tx, id);
      await movePo(tx, po, 'approved', now);
      return { purchaseOrder: { id: po.id, poNumber: po.poNumber }, summary: `${po.poNumber} is approved.` };
    }
    default:
      throw new Error(`Unknown approval subject ${request.subjectType}`);
  }
}

/**
 * What a rejection does to its subject: a requisition or change order goes back to its requester as
 * 'returned' with the comment as feedback; a PO re-approval leaves the PO rejected.
 */
export async function onChainRejected(tx: Tx, request: Request, comment: string, now: Date): Promise<void> {
  const id = request.subjectId;
  if (request.subjectType === 'purchase-order') {
    await movePo(tx, await lockPo(tx, id), 'rejected', now);
    return;
  }
  await moveRequisition(tx, id, 'returned', now, { feedback: comment });
  if (request.subjectType === 'change-order') await returnChangeOrder(tx, id);
}
