const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Mar 2026'. */
export function monthLabel(month: string): string {
  const m = Number(month.slice(5, 7));
  return `${MONTHS[m - 1] ?? month} ${month.slice(0, 4)}`;
}

/** 'YYYY-MM' → 'Mar'. */
export const shortMonth = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1] ?? month;

/** A department of the spend rollup: '' is spend on invoices without a PO. */
export { departmentLabel } from '@shared/analytics/schemas';
