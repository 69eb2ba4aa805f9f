import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';

/**
 * The invoice state machine (ARCHITECTURE.md, spec section 4), pure:
 * - match: pending → matched (only together with status approved: the 3-Way Match action) or → exception;
 *   exception → pending (Resolve: the status goes back to pending too).
 * - status: pending → approved (only once matched), approved → paid, pending/approved → on-hold | disputed |
 *   rejected, on-hold/disputed → pending.
 * Anything else is refused with a message (the API answers 409).
 */
export type InvoiceState = { status: InvoiceStatus; threeWayMatchStatus: MatchStatus };
export type InvoiceChange = { status?: InvoiceStatus; threeWayMatchStatus?: MatchStatus };
export type InvoiceAction = 'three_way_match' | 'match_exception' | 'resolve' | `status.${InvoiceStatus}`;
export type TransitionResult =
  { ok: true; next: InvoiceState; action: InvoiceAction } | { ok: false; message: string };

const STATUS_MOVES: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pending: ['approved', 'on-hold', 'disputed', 'rejected'],
  approved: ['paid', 'on-hold', 'disputed', 'rejected'],
  'on-hold': ['pending'],
  disputed: ['pending'],
  paid: [],
  rejected: [],
};

const refuse = (message: string): TransitionResult => ({ ok: false, message });

export function transitionInvoice(current: InvoiceState, change: InvoiceChange): TransitionResult {
  const fromMatch = current.threeWayMatchStatus;
  const toMatch = change.threeWayMatchStatus ?? fromMatch;
  let toStatus = change.status ?? current.status;
  let action: InvoiceAction | undefined;

  if (toMatch !== fromMatch) {
    if (fromMatch === 'pending' && toMatch === 'matched') {
      if (toStatus !== 'approved') {
        return refuse(
          'A 3-way match approves the invoice: send status approved together with match status matched.',
        );
      }
      action = 'three_way_match';
    } else if (fromMatch === 'pending' && toMatch === 'exception') {
      action = 'match_exception';
    } else if (fromMatch === 'exception' && toMatch === 'pending') {
      if (change.status !== undefined && change.status !== 'pending') {
        return refuse('Resolving an exception puts the invoice back to pending.');
      }
      toStatus = 'pending';
      action = 'resolve';
    } else if (fromMatch === 'exception' && toMatch === 'matched') {
      return refuse('Resolve the exception first; the invoice can then be matched.');
    } else {
      return refuse(`The match status cannot change from ${fromMatch} to ${toMatch}.`);
    }
  }

  if (toStatus !== current.status) {
    if (!STATUS_MOVES[current.status].includes(toStatus)) {
      return refuse(`An invoice that is ${current.status} cannot become ${toStatus}.`);
    }
    if (toStatus === 'approved' && toMatch !== 'matched') {
      return refuse('An invoice can be approved only once its 3-way match is matched.');
    }
    action ??= `status.${toStatus}`;
  }

  if (!action) {
    return refuse(
      `Nothing to change: the invoice is already ${current.status} with match status ${fromMatch}.`,
    );
  }
  return { ok: true, next: { status: toStatus, threeWayMatchStatus: toMatch }, action };
}
