/** How approval and PO workflow step statuses read on screen (completed, pending, not_started, …). */
export const STEP_STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  pending: 'Pending',
  not_started: 'Not Started',
  rejected: 'Rejected',
  skipped: 'Skipped',
};

export const stepStatusLabel = (status: string): string => STEP_STATUS_LABELS[status] ?? status;
