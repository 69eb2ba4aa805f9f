import { OVERDUE_AFTER_DAYS, type ApprovalType, type Priority } from '@shared/approvals/schemas';

/** Total Value tile: thousands of dollars with one decimal, e.g. "$42.5K". */
export function formatThousands(value: string | number): string {
  const n = Number(value) || 0;
  const k = Math.round(n / 100) / 10;
  return `$${k.toLocaleString('en-US', { maximumFractionDigits: 1 })}K`;
}

/** Overdue: waiting more than 3 days (spec section 9). */
export const isOverdue = (daysWaiting: number) => daysWaiting > OVERDUE_AFTER_DAYS;

export const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export const TYPE_LABELS: Record<ApprovalType, string> = {
  requisition: 'Requisition',
  'purchase-order': 'Purchase Order',
  'change-order': 'Change Order',
};

/** How a change order's type reads (the stored code is 'amendment'). */
export const CHANGE_TYPE_LABELS: Record<string, string> = { amendment: 'Amendment' };

export function priorityVariant(priority: Priority | string): 'destructive' | 'warning' | 'secondary' {
  if (priority === 'High') return 'destructive';
  if (priority === 'Medium') return 'warning';
  return 'secondary';
}

/** The queue's sort choices and the server's sort parameter for each (highest amount, oldest first). */
export const SORT_OPTIONS = [
  { value: 'priority', label: 'Priority', sort: 'priority' },
  { value: 'amount', label: 'Amount', sort: '-amount' },
  { value: 'date', label: 'Date', sort: 'date' },
  { value: 'department', label: 'Department', sort: 'department' },
] as const;
export type SortChoice = (typeof SORT_OPTIONS)[number]['value'];

export function serverSort(choice: SortChoice): string {
  return SORT_OPTIONS.find((o) => o.value === choice)?.sort ?? 'priority';
}
