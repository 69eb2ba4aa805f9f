import type { PoPatchResult } from '@shared/purchase-orders/schemas';

/**
 * The toast after a PO edit is saved. Whether the edit sent the PO back through approval is the
 * server's word (`reapproval` in the PATCH answer), never a guess from the steps.
 */
export function poEditToast(saved: Pick<PoPatchResult, 'poNumber' | 'reapproval' | 'status'>): {
  title: string;
  description: string;
} {
  if (!saved.reapproval) return { title: 'PO updated', description: `${saved.poNumber} was saved.` };
  const outcome =
    saved.status === 'approved' ? ' No approver was needed for the new amount, so it is approved.' : '';
  return {
    title: 'PO updated',
    description: `${saved.poNumber} was saved. The change is above the approval tolerance, so it went back through approval.${outcome}`,
  };
}
