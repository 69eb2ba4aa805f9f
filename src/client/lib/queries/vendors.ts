import { vendorDetailSchema, vendorSummarySchema } from '@shared/vendors/types';
import { vendorOptionSchema } from '@shared/search/vendor-options';
import { z } from 'zod';

import { type ListParams } from '../api';
import { jsonQuery, listQuery, typeAheadQuery } from './options';
import { QUERY_ROOT } from './roots';

export const VENDORS_URL = '/api/vendors';
const vendorOptionsSchema = z.array(vendorOptionSchema);

/** The vendors (the Vendor Partnership Hub, and the vendor pickers of the PO hub and the requisition form). */
export const vendorQueries = {
  all: [QUERY_ROOT.vendors] as const,
  /** GET /api/vendors: one server page, searched, filtered and sorted by the server. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.vendors, 'list'], VENDORS_URL, params, vendorSummarySchema),
  /** GET /api/vendors/{id}: the vendor with its contracts, purchase orders and invoices. */
  detail: (id: string) =>
    jsonQuery(
      [QUERY_ROOT.vendors, 'detail', id],
      `${VENDORS_URL}/${encodeURIComponent(id)}`,
      vendorDetailSchema,
    ),
  /** GET /api/search/vendors: a vendor picker's type-ahead — at most 20 vendors whose name contains q. */
  options: (q: string, status?: 'active') =>
    jsonQuery(
      [QUERY_ROOT.vendors, 'options', status ?? 'any', q],
      `/api/search/vendors${typeAheadQuery({ q, status })}`,
      vendorOptionsSchema,
    ),
};
