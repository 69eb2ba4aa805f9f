import { isExpiring } from '@shared/contracts/expiry';

/** The PO hub searched for the contract's first PO number (or, with none, its id — the hub searches contract numbers too). */
export function purchaseOrdersHref(contract: { id: string; poNumbers: string[] }): string {
  return `/purchase-orders?search=${encodeURIComponent(contract.poNumbers[0] ?? contract.id)}`;
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
