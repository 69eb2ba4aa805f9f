import { useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema } from '@shared/dashboard/summary';

import { jsonQuery } from './options';
import { QUERY_ROOT } from './roots';

export const dashboardQueries = {
  all: [QUERY_ROOT.dashboard] as const,
  /** GET /api/dashboard/summary: the home's summary cards and the dock's badges. */
  summary: () =>
    jsonQuery([QUERY_ROOT.dashboard, 'summary'], '/api/dashboard/summary', dashboardSummarySchema),
};

export function useDashboardSummary() {
  return useQuery(dashboardQueries.summary());
}
