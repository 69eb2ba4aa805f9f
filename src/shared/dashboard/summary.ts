import { z } from 'zod';

/** GET /api/dashboard/summary: the home's summary cards and the dock's Approvals / Messages badges. */
export const dashboardSummarySchema = z.object({
  /** Approval steps awaiting the signed-in user, counted to GLANCE_COUNT_CAP + 1 (above the cap: "1,000+"). */
  pendingApprovals: z.number().int(),
  /** Contracts with status active that have not ended. */
  activeContracts: z.number().int(),
  /** Direct savings captured in the current calendar quarter, numeric string ("18000.00"). */
  savingsThisQuarter: z.string(),
  /** The user's unread inbox messages, counted to GLANCE_COUNT_CAP + 1. */
  unreadMessages: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** [first day of the quarter, first day of the next quarter) as YYYY-MM-DD, for a local date. */
export function calendarQuarter(date: Date): { start: string; end: string } {
  const y = date.getFullYear();
  const q = Math.floor(date.getMonth() / 3);
  const iso = (year: number, month0: number) => `${year}-${String(month0 + 1).padStart(2, '0')}-01`;
  return { start: iso(y, q * 3), end: q === 3 ? iso(y + 1, 0) : iso(y, q * 3 + 3) };
}
