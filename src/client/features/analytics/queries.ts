import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { analyticsSchema, DEFAULT_ANALYTICS_MONTHS, type AnalyticsMonths } from '@shared/analytics/schemas';
import { filterSetSchema } from '@shared/analytics/filter-sets';

import { getJson, withParams } from '../../lib/api';
import { jsonQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const ANALYTICS_URL = '/api/analytics';
export const FILTER_SETS_URL = '/api/analytics/filter-sets';
export const filterSetUrl = (id: string) => `${FILTER_SETS_URL}/${encodeURIComponent(id)}`;

/** The page's filters as applied: free text, SKU, department ('all': none), window, and one month or ''. */
export type AnalyticsFilterValues = {
  q: string;
  sku: string;
  department: string;
  months: AnalyticsMonths;
  month: string;
};

export const DEFAULT_FILTERS: AnalyticsFilterValues = {
  q: '',
  sku: 'all',
  department: 'all',
  months: DEFAULT_ANALYTICS_MONTHS,
  month: '',
};

/** The query string of the filters (only those set). */
export const analyticsUrl = (f: AnalyticsFilterValues) =>
  withParams(ANALYTICS_URL, {
    q: f.q.trim(),
    sku: f.sku === 'all' ? '' : f.sku,
    department: f.department === 'all' ? '' : f.department,
    months: f.months,
    month: f.month,
  });

export const analyticsQueries = {
  /** GET /api/analytics: KPIs, charts and filter options under the filters (the last figures stay while new ones load). */
  figures: (f: AnalyticsFilterValues) =>
    queryOptions({
      queryKey: [QUERY_ROOT.analytics, 'figures', f],
      queryFn: ({ signal }) => getJson(analyticsUrl(f), analyticsSchema, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/analytics/filter-sets: the user's saved sets, newest first. */
  filterSets: () => jsonQuery([QUERY_ROOT.filterSets, 'list'], FILTER_SETS_URL, z.array(filterSetSchema)),
};
