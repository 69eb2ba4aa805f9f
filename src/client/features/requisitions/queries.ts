import {
  myRequestsSummarySchema,
  requisitionDetailSchema,
  requisitionSchema,
  requisitionStatsSchema,
} from '@shared/requisitions/types';
import { catalogItemSchema } from '@shared/search/catalog';

import { type ListParams } from '../../lib/api';
import { jsonQuery, listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export { requisitionDetailSchema };

export const REQUISITIONS_URL = '/api/requisitions';
export const requisitionUrl = (id: string) => `${REQUISITIONS_URL}/${encodeURIComponent(id)}`;

export const requisitionQueries = {
  /** GET /api/requisitions: one server page (My Requests: `requestorId: 'me'`). */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.requisitions, 'list'], REQUISITIONS_URL, params, requisitionSchema),
  /** GET /api/requisitions/{id}: the request with its lines, approval steps and files. */
  detail: (id: string) =>
    jsonQuery([QUERY_ROOT.requisitions, 'detail', id], requisitionUrl(id), requisitionDetailSchema),
  /** GET /api/requisitions/stats: the counters at the top of the form (active, this month). */
  stats: () =>
    jsonQuery([QUERY_ROOT.requisitions, 'stats'], `${REQUISITIONS_URL}/stats`, requisitionStatsSchema),
  /** GET /api/requisitions/mine/summary: My Requests' counts by status. */
  mineSummary: () =>
    jsonQuery(
      [QUERY_ROOT.requisitions, 'mine', 'summary'],
      `${REQUISITIONS_URL}/mine/summary`,
      myRequestsSummarySchema,
    ),
};

export const catalogQueries = {
  /** GET /api/catalog-items/{id}: a catalogue product a request starts from. */
  item: (id: string) =>
    jsonQuery(
      [QUERY_ROOT.catalog, 'item', id],
      `/api/catalog-items/${encodeURIComponent(id)}`,
      catalogItemSchema,
    ),
};
