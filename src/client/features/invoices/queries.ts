import {
  invoiceDetailSchema,
  invoiceSummarySchema,
  invoiceVendorOptionSchema,
  invoiceViewSchema,
} from '@shared/invoices/schemas';
import { z } from 'zod';

import { type ListParams } from '../../lib/api';
import { jsonQuery, listQuery, typeAheadQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export { invoiceDetailSchema };
const invoiceVendorsSchema = z.array(invoiceVendorOptionSchema);

export const INVOICES_URL = '/api/invoices';
export const invoiceUrl = (id: string, action = '') => `${INVOICES_URL}/${encodeURIComponent(id)}${action}`;
export const invoiceFileUrl = (invoiceId: string, attachmentId: string) =>
  invoiceUrl(invoiceId, `/attachments/${encodeURIComponent(attachmentId)}`);

export const invoiceQueries = {
  /** GET /api/invoices: one server page (Invoice Processing, Invoice History), searched, filtered, sorted. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.invoices, 'list'], INVOICES_URL, params, invoiceViewSchema),
  /** GET /api/invoices/{id}: the invoice with its lines, match results and attachments. */
  detail: (id: string) => jsonQuery([QUERY_ROOT.invoices, 'detail', id], invoiceUrl(id), invoiceDetailSchema),
  /** GET /api/invoices/summary: the Invoice History's figures. */
  summary: () => jsonQuery([QUERY_ROOT.invoices, 'summary'], `${INVOICES_URL}/summary`, invoiceSummarySchema),
  /** GET /api/invoices/vendors: ≤ 20 vendors with invoices whose name contains q (the history's vendor filter). */
  vendors: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.invoices, 'vendors', q],
      `${INVOICES_URL}/vendors${typeAheadQuery({ q })}`,
      invoiceVendorsSchema,
    ),
};
