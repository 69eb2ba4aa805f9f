import { isExpiring } from '@shared/contracts/expiry';

/**
 * Spec section 2: the PO hub searched for the contract's PO number, '/purchase-orders?search={poNumber}'
 * (its first, when it has several); null for a contract without a purchase order (no button then).
 */
export function purchaseOrdersHref(contract: { poNumbers: string[] }): string | null {
  const poNumber = contract.poNumbers[0];
  return poNumber ? `/purchase-orders?search=${encodeURIComponent(poNumber)}` : null;
}

/**
 * A change order against the contract, offered when 30 days or fewer remain on a contract still in
 * force (the server's 'expiring' filter: active and 30 days or fewer).
 */
export function changeOrderHref(contract: {
  id: string;
  daysToExpiry: number;
  status: string;
}): string | null {
  if (contract.status !== 'active' || !isExpiring(contract.daysToExpiry)) return null;
  return `/request?type=change-order&contractId=${encodeURIComponent(contract.id)}`;
}
