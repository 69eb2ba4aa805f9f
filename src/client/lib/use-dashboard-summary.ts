import { useQuery } from '@tanstack/react-query';

/** GET /api/dashboard/summary. Invalidate DASHBOARD_SUMMARY_KEY after a change that moves these figures. */
export type DashboardSummary = {
  pendingApprovals: number;
  activeContracts: number;
  /** Money as a numeric string, e.g. "18000.00". */
  savingsThisQuarter: string;
  unreadMessages: number;
};

export const DASHBOARD_SUMMARY_KEY = ['/api/dashboard/summary'] as const;

export function useDashboardSummary() {
  return useQuery<DashboardSummary>({ queryKey: DASHBOARD_SUMMARY_KEY });
}
