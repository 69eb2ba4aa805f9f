import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVOICE_STATUSES,
  MATCH_STATUSES,
  createInvoiceSchema,
  invoiceDetailSchema,
  invoicePatchSchema,
  invoiceReasonSchema,
  invoiceSummarySchema,
  invoiceVendorOptionSchema,
  invoiceViewSchema,
  releaseInvoiceSchema,
  resolveInvoiceSchema,
} from '@shared/invoices/schemas';
import { listFilter, listOf } from '@shared/lists';
import { vendorOptionsQuerySchema } from '@shared/search/vendor-options';
import { requireUser } from '../auth/guard';
import { fileResponse } from '../http/contract';
import { sendDownload } from '../http/files';
import { MULTIPART_BODY } from '../http/request-checks';
import { readUploads } from '../http/uploads';
import { listQuerySchema, sendList } from '../http/list';
import { getInvoice, listInvoices } from './queries';
import { listInvoiceVendors } from './vendor-options';
import { invoiceSummary } from './summary';
import { assertApFinance, updateInvoice } from './update';
import { createInvoice } from './create';
import { runThreeWayMatch } from './match';
import {
  disputeInvoice,
  holdInvoice,
  payInvoice,
  rejectInvoice,
  releaseInvoice,
  resolveInvoice,
} from './actions';
import { INVOICE_UPLOADS, attachInvoiceFiles, invoiceFile } from './attachments';

const text = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

const filters = {
  status: listFilter(INVOICE_STATUSES),
  threeWayMatchStatus: listFilter(MATCH_STATUSES),
  vendorId: text,
  vendorName: text,
  poId: text,
};
/** The list's filters and sort (also read by its export, src/server/exports). */
export const invoiceListQuery = listQuerySchema.extend(filters);
const summaryQuery = z.object({ q: listQuerySchema.shape.q, ...filters });
const idParams = z.object({ id: z.string().min(1).max(100) });
const fileParams = idParams.extend({ attachmentId: z.string().min(1).max(100) });

/**
 * Entry, 3-way match, resolve, pay and attachments belong to AP Finance (approve_invoices or the
 * Finance department): refused with the spec's alert before the body is even read.
 */
const financeOnly = async (req: FastifyRequest) => assertApFinance(requireUser(req));

export async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['invoices'];
  /** The invoice as it stands after the change. */
  const detail = { 200: invoiceDetailSchema };

  r.get(
    '/api/invoices',
    { schema: { tags, querystring: invoiceListQuery, response: { 200: listOf(invoiceViewSchema) } } },
    async (req, reply) => {
      return sendList(reply, await listInvoices(db, requireUser(req), req.query));
    },
  );

  r.get(
    '/api/invoices/summary',
    { schema: { tags, querystring: summaryQuery, response: { 200: invoiceSummarySchema } } },
    async (req) => invoiceSummary(db, requireUser(req), req.query),
  );

  r.get(
    '/api/invoices/vendors',
    {
      schema: {
        tags,
        querystring: vendorOptionsQuerySchema,
        response: { 200: z.array(invoiceVendorOptionSchema) },
      },
    },
    async (req) => listInvoiceVendors(db, requireUser(req), req.query),
  );

  r.post(
    '/api/invoices',
    {
      schema: { tags, body: createInvoiceSchema, response: { 201: invoiceDetailSchema } },
      onRequest: financeOnly,
    },
    async (req, reply) => reply.status(201).send(await createInvoice(db, requireUser(req), req.body)),
  );

  r.get(
    '/api/invoices/:id',
    { schema: { tags, params: idParams, response: { 200: invoiceDetailSchema } } },
    async (req) => getInvoice(db, requireUser(req), req.params.id),
  );

  r.patch(
    '/api/invoices/:id',
    {
      schema: { tags, params: idParams, body: invoicePatchSchema, response: detail },
      onRequest: financeOnly,
    },
    async (req) => updateInvoice(db, requireUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/invoices/:id/match',
    { schema: { tags, params: idParams, response: detail }, onRequest: financeOnly },
    async (req) => runThreeWayMatch(db, requireUser(req), req.params.id),
  );

  r.post(
    '/api/invoices/:id/resolve',
    {
      schema: { tags, params: idParams, body: resolveInvoiceSchema, response: detail },
      onRequest: financeOnly,
    },
    async (req) => resolveInvoice(db, requireUser(req), req.params.id, req.body.note),
  );

  r.post(
    '/api/invoices/:id/pay',
    { schema: { tags, params: idParams, response: detail }, onRequest: financeOnly },
    async (req) => payInvoice(db, requireUser(req), req.params.id),
  );

  // Hold, dispute, reject (each with a required reason) and release (on-hold/disputed → pending).
  const withReason = { tags, params: idParams, body: invoiceReasonSchema, response: detail };
  r.post('/api/invoices/:id/hold', { schema: withReason, preValidation: financeOnly }, async (req) =>
    holdInvoice(db, requireUser(req), req.params.id, req.body.reason),
  );
  r.post('/api/invoices/:id/dispute', { schema: withReason, preValidation: financeOnly }, async (req) =>
    disputeInvoice(db, requireUser(req), req.params.id, req.body.reason),
  );
  r.post('/api/invoices/:id/reject', { schema: withReason, preValidation: financeOnly }, async (req) =>
    rejectInvoice(db, requireUser(req), req.params.id, req.body.reason),
  );
  r.post(
    '/api/invoices/:id/release',
    {
      schema: { tags, params: idParams, body: releaseInvoiceSchema, response: detail },
      preValidation: financeOnly,
    },
    async (req) => releaseInvoice(db, requireUser(req), req.params.id, req.body.note),
  );

  r.post(
    '/api/invoices/:id/attachments',
    {
      schema: {
        tags,
        params: idParams,
        description:
          'multipart/form-data: one or more files (any field name). Answers the invoice with them.',
        response: detail,
      },
      config: { contentTypes: MULTIPART_BODY },
      onRequest: financeOnly,
    },
    async (req) => {
      const uploads = await readUploads(req, INVOICE_UPLOADS);
      return attachInvoiceFiles(db, requireUser(req), req.params.id, uploads);
    },
  );

  r.get(
    '/api/invoices/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        params: fileParams,
        response: { 200: fileResponse('The stored file, under its own media type.') },
      },
    },
    async (req, reply) =>
      sendDownload(reply, await invoiceFile(db, requireUser(req), req.params.id, req.params.attachmentId)),
  );
}
