import type { RequisitionStatus } from '@shared/requisitions/constants';
import { conflict } from '../http/errors';

/**
 * The requisition state machine (ARCHITECTURE.md), pure: draft → pending → approved | returned |
 * rejected; returned → pending again on resubmit. A submission that needs no approver goes
 * pending → approved in the same transaction.
 */
export const REQUISITION_MOVES: Record<RequisitionStatus, readonly RequisitionStatus[]> = {
  draft: ['pending'],
  pending: ['approved', 'returned', 'rejected'],
  returned: ['pending'],
  approved: [],
  rejected: [],
  cancelled: [],
};

export function canTransitionRequisition(from: string, to: string): boolean {
  return (
    Object.hasOwn(REQUISITION_MOVES, from) &&
    REQUISITION_MOVES[from as RequisitionStatus].includes(to as never)
  );
}

export function assertRequisitionTransition(from: string, to: string, id = 'This requisition'): void {
  if (!canTransitionRequisition(from, to)) throw conflict(`${id} is ${from} and cannot become ${to}.`);
}
