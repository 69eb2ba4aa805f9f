import { vendorRequestDetailSchema, vendorRequestViewSchema } from '@shared/vendors/types';

import { type ListParams } from '../../lib/api';
import { jsonQuery, listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const vendorRequestSchema = vendorRequestViewSchema;
export { vendorRequestDetailSchema };

/** The onboarding form posts here (spec section 7). */
export const VENDOR_REQUESTS_URL = '/api/vendor-requests';
export const vendorRequestUrl = (id: string) => `${VENDOR_REQUESTS_URL}/${encodeURIComponent(id)}`;
export const requestFileUrl = (requestId: string, fileId: string) =>
  `${vendorRequestUrl(requestId)}/files/${encodeURIComponent(fileId)}`;

export const vendorRequestQueries = {
  /** GET /api/vendor-requests: one server page of new vendor requests, filtered by status. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.vendorRequests, 'list'], VENDOR_REQUESTS_URL, params, vendorRequestSchema),
  /** GET /api/vendor-requests/{id}: the request with its possible duplicates. */
  detail: (id: string) =>
    jsonQuery([QUERY_ROOT.vendorRequests, 'detail', id], vendorRequestUrl(id), vendorRequestDetailSchema),
};
