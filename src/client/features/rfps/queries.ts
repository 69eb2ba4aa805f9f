import { rfpSummarySchema, rfpViewSchema } from '@shared/rfps/schemas';
import { rfpComparisonSchema, rfpDetailSchema } from '@shared/rfps/sourcing';

import { type ListParams } from '../../lib/api';
import { jsonQuery, listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const RFPS_URL = '/api/rfps';
export const rfpUrl = (id: string) => `${RFPS_URL}/${encodeURIComponent(id)}`;
/** The comparison as a CSV download. */
export const comparisonCsvUrl = (id: string) => `${rfpUrl(id)}/comparison.csv`;
/** One attachment of a vendor's response (a download). */
export const responseFileUrl = (rfpId: string, responseId: string, fileId: string) =>
  `${rfpUrl(rfpId)}/responses/${encodeURIComponent(responseId)}/attachments/${encodeURIComponent(fileId)}`;
/** The RFP's own view on the hub's route (ids travel in query strings, spec section 2). */
export const rfpHref = (id: string) => `/rfp?id=${encodeURIComponent(id)}`;

export const rfpQueries = {
  /** GET /api/rfps: one server page, searched (title or category) and filtered by status. */
  list: (params: ListParams) => listQuery([QUERY_ROOT.rfps, 'list'], RFPS_URL, params, rfpViewSchema),
  /** GET /api/rfps/summary: the live count of active RFPs (status other than closed). */
  summary: () => jsonQuery([QUERY_ROOT.rfps, 'summary'], `${RFPS_URL}/summary`, rfpSummarySchema),
  /** GET /api/rfps/{id}: the RFP, its invitations and what the user may do. */
  detail: (id: string) => jsonQuery([QUERY_ROOT.rfps, 'detail', id], rfpUrl(id), rfpDetailSchema),
  /** GET /api/rfps/{id}/comparison: the responses side by side, once bidding has closed. */
  comparison: (id: string) =>
    jsonQuery([QUERY_ROOT.rfps, 'comparison', id], `${rfpUrl(id)}/comparison`, rfpComparisonSchema),
};
