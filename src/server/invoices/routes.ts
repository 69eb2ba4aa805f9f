import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVOICE_STATUSES, MATCH_STATUSES, invoicePatchSchema } from '@shared/invoices/schemas';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { getInvoice, invoiceSummary, listInvoices } from './queries';
import { assertApFinance, updateInvoice } from './update';

/** `all` (the screens' "All" option) or blank means no filter. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v));
const text = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

const filters = {
  status: oneOf(INVOICE_STATUSES),
  threeWayMatchStatus: oneOf(MATCH_STATUSES),
  vendorId: text,
  vendorName: text,
  poId: text,
};
const invoiceListQuery = listQuerySchema.extend(filters);
const summaryQuery = z.object({ q: listQuerySchema.shape.q, ...filters });
const idParams = z.object({ id: z.string().min(1).max(100) });

export async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['invoices'];

  r.get('/api/invoices', { schema: { tags, querystring: invoiceListQuery } }, async (req, reply) => {
    const { rows, total } = await listInvoices(db, requireUser(req), req.query);
    return sendList(reply, rows, total);
  });

  r.get('/api/invoices/summary', { schema: { tags, querystring: summaryQuery } }, async (req) =>
    invoiceSummary(db, requireUser(req), req.query),
  );

  r.get('/api/invoices/:id', { schema: { tags, params: idParams } }, async (req) =>
    getInvoice(db, requireUser(req), req.params.id),
  );

  r.patch(
    '/api/invoices/:id',
    {
      schema: { tags, params: idParams, body: invoicePatchSchema },
      // Refuse non-finance users before looking at the body: they get the spec's alert text.
      preValidation: async (req) => assertApFinance(requireUser(req)),
    },
    async (req) => updateInvoice(db, requireUser(req), req.params.id, req.body),
  );
}
