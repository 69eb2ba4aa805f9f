import { EDITABLE_STATUSES, type RequisitionStatus } from './constants';

/**
 * The requisition state machine (ARCHITECTURE.md), pure: draft → pending → approved | returned |
 * rejected; returned → pending again on resubmit. A submission that needs no approver goes
 * pending → approved in the same transaction. The server's named transitions
 * (`src/server/requisitions/transitions.ts`) answer 409 with `requisitionTransitionError`.
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

/** Null when the move is allowed, else the reason (the API answers 409 with it). */
export function requisitionTransitionError(from: string, to: string, id = 'This requisition'): string | null {
  return canTransitionRequisition(from, to) ? null : `${id} is ${from} and cannot become ${to}.`;
}

/** Only draft and returned requisitions may be edited (and resubmitted): spec, "Requisition". */
export const isRequisitionEditable = (status: string) =>
  EDITABLE_STATUSES.includes(status as RequisitionStatus);

/** Files may be attached while the request is a draft, returned or awaiting approval. */
export const ATTACHABLE_STATUSES: readonly RequisitionStatus[] = ['draft', 'returned', 'pending'];
