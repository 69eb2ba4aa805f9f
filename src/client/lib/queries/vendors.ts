import { vendorDetailSchema, vendorSummarySchema } from '@shared/vendors/types';

import { type ListParams } from '../api';
import { jsonQuery, listQuery } from './options';
import { QUERY_ROOT } from './roots';

export const VENDORS_URL = '/api/vendors';

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
};
