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
