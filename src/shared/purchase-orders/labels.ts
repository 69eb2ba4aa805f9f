import type { PoStatus } from './schemas';

/** How purchase order statuses read on screen (the codes stay in the API and in filters' values). */
export const PO_STATUS_LABELS: Record<PoStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  'in-progress': 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const poStatusLabel = (status: string): string => PO_STATUS_LABELS[status as PoStatus] ?? status;
