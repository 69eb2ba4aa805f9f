import type { PoStatus } from '@shared/purchase-orders/schemas';
import { conflict } from '../http/errors';

/**
 * The purchase order state machine (ARCHITECTURE.md, spec section 4), pure:
 * pending → approved → in-progress → completed; pending/approved → rejected | cancelled.
 * Nothing leaves completed, rejected or cancelled.
 */
export const PO_MOVES: Record<PoStatus, readonly PoStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['in-progress', 'rejected', 'cancelled'],
  'in-progress': ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

export const isPoStatus = (s: string): s is PoStatus => Object.hasOwn(PO_MOVES, s);

export function canTransitionPo(from: string, to: string): boolean {
  return isPoStatus(from) && isPoStatus(to) && PO_MOVES[from].includes(to);
}

/** Null when the move is allowed, else the reason (the API answers 409 with it). */
export function poTransitionError(from: string, to: string, poNumber = 'This purchase order'): string | null {
  if (canTransitionPo(from, to)) return null;
  if (from === to) return `${poNumber} is already ${from}.`;
  return `${poNumber} is ${from} and cannot become ${to}.`;
}

export function assertPoTransition(from: string, to: string, poNumber?: string): void {
  const error = poTransitionError(from, to, poNumber);
  if (error) throw conflict(error);
}

/** A PO may be edited only while pending; it may be cancelled while pending or approved and nothing was received. */
export const isPoEditable = (status: string) => status === 'pending';
export const canReceiveAgainst = (status: string) => status === 'approved' || status === 'in-progress';
