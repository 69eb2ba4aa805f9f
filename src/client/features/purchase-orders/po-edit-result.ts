import type { PurchaseOrderDetail } from '@shared/purchase-orders/schemas';

type Steps = PurchaseOrderDetail['workflowSteps'];
const key = (steps: Steps) => JSON.stringify(steps.map((s) => [s.step, s.status, s.completedAt]));

/**
 * Did the save send the PO back through approval? The server says so with `reapproval` when it sends
 * it; otherwise a rewritten workflow (new steps, statuses or completion times) or a PO approved at once
 * (a new chain needing no approver) tells the same.
 */
export function wentBackThroughApproval(
  before: Pick<PurchaseOrderDetail, 'status' | 'workflowSteps'>,
  after: Pick<PurchaseOrderDetail, 'status' | 'workflowSteps'> & { reapproval?: unknown },
): boolean {
  if (after.reapproval !== undefined) return after.reapproval !== null && after.reapproval !== false;
  if (before.status === 'pending' && after.status === 'approved') return true;
  return key(before.workflowSteps) !== key(after.workflowSteps);
}
