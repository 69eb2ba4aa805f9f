import type { PoStatus } from './schemas';

/**
 * The purchase order state machine (ARCHITECTURE.md, spec section 4), pure:
 * pending → approved → in-progress → completed; pending/approved → rejected | cancelled.
 * Nothing leaves completed, rejected or cancelled. The server's named transitions
 * (`src/server/purchase-orders/transitions.ts`) answer 409 with `poTransitionError`.
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

/** A PO may be edited only while pending; goods are received only against an approved or in-progress PO. */
export const isPoEditable = (status: string) => status === 'pending';
export const canReceiveAgainst = (status: string) => status === 'approved' || status === 'in-progress';

/**
 * The status a PO's fulfilment gives it (ERPNext's `update_status`: derived from what was received
 * and billed), or null when it stays as it is: an approved PO with goods received is in progress; an
 * in-progress PO fully received and paid (no invoice still open, the paid quantities covering the
 * received ones) is completed. Only forward moves of the machine; blanket POs move on their releases.
 */
export function fulfilmentStatus(po: {
  status: string;
  anyReceived: boolean;
  fullyReceived: boolean;
  fullyBilled: boolean;
}): 'in-progress' | 'completed' | null {
  if (po.status === 'approved' && po.anyReceived) return 'in-progress';
  if (po.status === 'in-progress' && po.fullyReceived && po.fullyBilled) return 'completed';
  return null;
}

/**
 * The change order state machine: a change order is pending while its request is drafted or awaits
 * approval; its approval applies it to its PO (applied) or, naming no PO, only approves it; a
 * rejection returns it (returned), and resubmitting makes it pending again.
 */
export const CHANGE_ORDER_STATUSES = ['pending', 'approved', 'applied', 'returned'] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];
export const CHANGE_ORDER_MOVES: Record<ChangeOrderStatus, readonly ChangeOrderStatus[]> = {
  pending: ['approved', 'applied', 'returned'],
  returned: ['pending'],
  approved: [],
  applied: [],
};

/** Null when the change order may move from `from` to `to`, else the reason (409). */
export function changeOrderTransitionError(from: string, to: string): string | null {
  const moves = (CHANGE_ORDER_MOVES as Record<string, readonly string[] | undefined>)[from];
  if (moves?.includes(to)) return null;
  return `This change order is ${from} and cannot become ${to}.`;
}
