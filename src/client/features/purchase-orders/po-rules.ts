import type { SessionUser } from '@shared/auth/types';
import type { PurchaseOrder, PurchaseOrderDetail } from '@shared/purchase-orders/schemas';

/** The hub's status filter (spec section 2, Purchase Order Hub). */
export const HUB_STATUS_FILTERS = ['all', 'pending', 'approved', 'in-progress', 'completed'] as const;

export function statusVariant(
  status: string,
): 'warning' | 'default' | 'secondary' | 'success' | 'destructive' {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'approved':
      return 'default';
    case 'in-progress':
      return 'secondary';
    case 'completed':
      return 'success';
    default:
      return 'destructive';
  }
}

const can = (user: SessionUser | null | undefined, permission: string) =>
  Boolean(user?.permissions.includes(permission as SessionUser['permissions'][number]));

/** Procurement's rights on POs (edit, issue, cancel, receive). */
export const managesPurchaseOrders = (user: SessionUser | null | undefined) =>
  can(user, 'manage_purchase_orders');

/** Edit is offered only for pending POs, and only to users who manage purchase orders. */
export const canEdit = (po: Pick<PurchaseOrder, 'status'>, user: SessionUser | null | undefined) =>
  po.status === 'pending' && managesPurchaseOrders(user);

/** Issue to vendor: an approved PO not issued yet. */
export const canIssue = (po: PurchaseOrder, user: SessionUser | null | undefined) =>
  po.status === 'approved' && !po.issuedAt && managesPurchaseOrders(user);

/** Cancel: pending or approved, and nothing received against it. */
export const canCancel = (po: PurchaseOrderDetail, user: SessionUser | null | undefined) =>
  (po.status === 'pending' || po.status === 'approved') &&
  po.lines.every((l) => l.quantityReceived === 0) &&
  managesPurchaseOrders(user);

/**
 * Who may act as the buyer or the requester: procurement, or a user who sees only their own records
 * (every PO they can open came from their own request). The server checks the requester exactly.
 */
const buyerOrOwnScope = (user: SessionUser | null | undefined) =>
  managesPurchaseOrders(user) ||
  Boolean(user && !user.canViewAllDepartments && !can(user, 'view_department_data'));

/**
 * Receive goods: approved or in-progress with something left to receive. Never on a blanket PO: its
 * goods are received against its releases (the server refuses them with 409).
 */
export const canReceive = (po: PurchaseOrderDetail, user: SessionUser | null | undefined) =>
  !po.isBlanketPO &&
  (po.status === 'approved' || po.status === 'in-progress') &&
  po.lines.some((l) => !l.fullyReceived) &&
  buyerOrOwnScope(user);

/** Create release: an approved or in-progress blanket PO. */
export const canRelease = (po: PurchaseOrder, user: SessionUser | null | undefined) =>
  po.isBlanketPO && (po.status === 'approved' || po.status === 'in-progress') && buyerOrOwnScope(user);
