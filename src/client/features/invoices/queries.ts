import { z } from 'zod';
import type {
  InvoiceDetail,
  InvoiceSummary,
  InvoiceVendorOption,
  InvoiceView,
} from '@shared/invoices/schemas';

import { pendingSchema, type ListParams } from '../../lib/api';
import { jsonQuery, listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

// response schema: pending (issue 9 rule 4)
const invoiceViewSchema = pendingSchema<InvoiceView>();
// response schema: pending (issue 9 rule 4)
export const invoiceDetailSchema = pendingSchema<InvoiceDetail>();
// response schema: pending (issue 9 rule 4)
const invoiceSummarySchema = pendingSchema<InvoiceSummary>();
// response schema: pending (issue 9 rule 4)
const invoiceVendorsSchema = z.array(pendingSchema<InvoiceVendorOption>());

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
  /** GET /api/invoices/vendors: the vendors that have invoices (the history's vendor filter). */
  vendors: () => jsonQuery([QUERY_ROOT.invoices, 'vendors'], `${INVOICES_URL}/vendors`, invoiceVendorsSchema),
};
