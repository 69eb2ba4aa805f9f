import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema } from '@shared/analytics/dashboard';

import { getJson } from '../api';
import { QUERY_ROOT } from './roots';

export const dashboardQueries = {
  all: [QUERY_ROOT.dashboard] as const,
  /** GET /api/dashboard/summary: the home's summary cards and the dock's badges. */
  summary: () =>
    queryOptions({
      queryKey: [QUERY_ROOT.dashboard, 'summary'],
      queryFn: ({ signal }) => getJson('/api/dashboard/summary', dashboardSummarySchema, signal),
    }),
};

export function useDashboardSummary() {
  return useQuery(dashboardQueries.summary());
}
