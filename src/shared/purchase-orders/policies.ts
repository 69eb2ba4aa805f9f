import type { PoCan } from './can';
import type { SessionUser } from '../auth/types';
import {
  NO_PERMISSION_MESSAGE,
  allowedActions,
  conflictBecause,
  forbiddenBecause,
  hasPermission,
  type Refusal,
} from '../policy';
import { canReceiveAgainst, isPoEditable, poTransitionError } from './state';

/**
 * Who may do what with a purchase order, pure (rule 1 of issue 9; epic-stack's permissions style).
 * The server enforces each refusal (403 for who asks, 409 for the PO's state, with these messages);
 * GET /api/purchase-orders/{id} answers `can` from the same functions for the signed-in user.
 */
export type PoUser = Pick<SessionUser, 'id' | 'permissions'>;

/** What the rules read of a PO (the server gathers them: src/server/purchase-orders/facts.ts). */
export type PoFacts = {
  poNumber: string;
  status: string;
  issuedAt: string | Date | null;
  isBlanketPO: boolean;
  /** The requester of the request the PO was raised from (a release: its blanket's), or null. */
  requesterId: string | null;
  /** Goods receipts were recorded against it. */
  hasReceipts: boolean;
  /** Releases drawn against it (a blanket) that are not cancelled or rejected. */
  hasLiveReleases: boolean;
  /** Every line is fully received (a PO without lines is not). */
  fullyReceived: boolean;
  /** A blanket PO's validity (YYYY-MM-DD, null: open). */
  contractStartDate: string | null;
  contractEndDate: string | null;
};

/** Procurement's rights on POs: edit, issue, cancel, raise; receive and draw releases as the buyer. */
export const managesPurchaseOrders = (user: Pick<SessionUser, 'permissions'>) =>
  hasPermission(user, 'manage_purchase_orders');

/** Procurement, or the requester of the request the PO came from. */
export const isBuyerOrRequester = (user: PoUser, po: Pick<PoFacts, 'requesterId'>) =>
  managesPurchaseOrders(user) || (po.requesterId !== null && po.requesterId === user.id);

const notBuyer = (user: PoUser) =>
  managesPurchaseOrders(user) ? null : forbiddenBecause(NO_PERMISSION_MESSAGE);

/** Edit: procurement, while the PO is pending (spec: "Edit is offered only in pending"). */
export function editPoRefusal(user: PoUser, po: Pick<PoFacts, 'status'>): Refusal {
  return (
    notBuyer(user) ??
    (isPoEditable(po.status)
      ? null
      : conflictBecause(`This purchase order is ${po.status}; only pending purchase orders can be edited.`))
  );
}

const day = (at: string | Date) => (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/** Issue to the vendor: procurement, an approved PO, once. */
export function issuePoRefusal(user: PoUser, po: Pick<PoFacts, 'poNumber' | 'status' | 'issuedAt'>): Refusal {
  if (!managesPurchaseOrders(user)) return forbiddenBecause(NO_PERMISSION_MESSAGE);
  if (po.issuedAt) {
    return conflictBecause(`${po.poNumber} was already issued to the vendor on ${day(po.issuedAt)}.`);
  }
  if (po.status !== 'approved') {
    return conflictBecause(`${po.poNumber} is ${po.status}; only an approved purchase order can be issued.`);
  }
  return null;
}

/** Cancel: procurement, a pending or approved PO with nothing received and (a blanket) no live release. */
export function cancelPoRefusal(
  user: PoUser,
  po: Pick<PoFacts, 'poNumber' | 'status' | 'hasReceipts' | 'hasLiveReleases'>,
): Refusal {
  if (!managesPurchaseOrders(user)) return forbiddenBecause(NO_PERMISSION_MESSAGE);
  const move = poTransitionError(po.status, 'cancelled', po.poNumber);
  if (move) return conflictBecause(move);
  if (po.hasReceipts) return conflictBecause(`${po.poNumber} has goods receipts and cannot be cancelled.`);
  if (po.hasLiveReleases) {
    return conflictBecause(`${po.poNumber} has releases drawn against it; cancel them first.`);
  }
  return null;
}

/**
 * Receive goods: procurement or the requester, against an approved or in-progress PO with something
 * left to receive. Never a blanket PO: its goods arrive on its releases, POs of their own.
 */
export function receivePoRefusal(
  user: PoUser,
  po: Pick<PoFacts, 'poNumber' | 'status' | 'isBlanketPO' | 'requesterId' | 'fullyReceived'>,
): Refusal {
  if (!isBuyerOrRequester(user, po)) {
    return forbiddenBecause(
      'Only Procurement or the requester of this purchase order can record goods receipts.',
    );
  }
  if (po.isBlanketPO) {
    return conflictBecause(
      `${po.poNumber} is a blanket purchase order; goods are received against its releases, not the blanket itself.`,
    );
  }
  if (!canReceiveAgainst(po.status)) {
    return conflictBecause(
      `${po.poNumber} is ${po.status}; goods are received only against an approved or in-progress purchase order.`,
    );
  }
  if (po.fullyReceived)
    return conflictBecause(`${po.poNumber} is fully received; nothing is left to receive.`);
  return null;
}

/** Draw a release: procurement or the requester, on an approved or in-progress blanket PO, today within its validity. */
export function releasePoRefusal(
  user: PoUser,
  po: Pick<
    PoFacts,
    'poNumber' | 'status' | 'isBlanketPO' | 'requesterId' | 'contractStartDate' | 'contractEndDate'
  >,
  today: string,
): Refusal {
  if (!isBuyerOrRequester(user, po)) {
    return forbiddenBecause(
      'Only Procurement or the requester of the blanket PO can draw releases against it.',
    );
  }
  if (!po.isBlanketPO) return conflictBecause(`${po.poNumber} is not a blanket purchase order.`);
  if (po.status !== 'approved' && po.status !== 'in-progress') {
    return conflictBecause(
      `${po.poNumber} is ${po.status}; releases are drawn only against an approved or in-progress blanket PO.`,
    );
  }
  const start = po.contractStartDate;
  const end = po.contractEndDate;
  if ((start && today < start) || (end && today > end)) {
    return conflictBecause(
      `${po.poNumber} is valid from ${start ?? 'its approval'} to ${end ?? 'open end'}; today is outside that period.`,
    );
  }
  return null;
}

/** The statuses whose PO is an order to the vendor: it has a PDF (the one issuing mails). */
export const PO_PDF_STATUSES: readonly string[] = ['approved', 'in-progress', 'completed'];

/**
 * The PO as a PDF: whoever may see the PO (the server answers 404 to others), once it is approved;
 * a pending, rejected or cancelled PO is no order to a vendor.
 */
export function downloadPdfRefusal(po: Pick<PoFacts, 'poNumber' | 'status'>): Refusal {
  if (PO_PDF_STATUSES.includes(po.status)) return null;
  return conflictBecause(`${po.poNumber} is ${po.status}; a purchase order has a PDF once it is approved.`);
}

/** `today` is the server's date (YYYY-MM-DD), which a blanket's validity is compared with. */
export function poCan(user: PoUser, po: PoFacts, today: string): PoCan {
  return allowedActions({
    edit: editPoRefusal(user, po),
    issue: issuePoRefusal(user, po),
    cancel: cancelPoRefusal(user, po),
    receive: receivePoRefusal(user, po),
    release: releasePoRefusal(user, po, today),
    downloadPdf: downloadPdfRefusal(po),
  });
}

/** The hub's Edit link, per row: the same rule the server enforces on PATCH. */
export const canEditPo = (user: PoUser, po: Pick<PoFacts, 'status'>) => editPoRefusal(user, po) === null;
