import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INTEGRATION_TYPES,
  VENDOR_REQUEST_STATUSES,
  VENDOR_STATUSES,
  createVendorSchema,
  newVendorRequestSchema,
} from '@shared/vendors/schemas';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { encryptionKeyFromHex } from './crypto';
import { getVendorDetail, listVendors } from './queries';
import { createVendor } from './create';
import { getVendorRequest, listVendorRequests, submitVendorRequest } from './requests';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** `all` (the screens' "All" option) or blank means no filter. */
const filter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v));

const vendorListQuery = listQuerySchema.extend({
  status: filter(VENDOR_STATUSES),
  integrationType: filter(INTEGRATION_TYPES),
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined)),
});

const requestListQuery = listQuerySchema.extend({ status: filter(VENDOR_REQUEST_STATUSES) });

export async function vendorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const key = encryptionKeyFromHex(app.config.encryptionKey);
  const tags = ['vendors'];

  r.get('/api/vendors', { schema: { tags, querystring: vendorListQuery } }, async (req, reply) => {
    requireUser(req);
    const { rows, total } = await listVendors(db, req.query);
    return sendList(reply, rows, total);
  });

  r.get('/api/vendors/:id', { schema: { tags, params: idParams } }, async (req) =>
    getVendorDetail(db, requireUser(req), req.params.id),
  );

  r.post(
    '/api/vendors',
    { schema: { tags, body: createVendorSchema }, config: { permission: 'manage_vendors' } },
    async (req, reply) => {
      const vendor = await createVendor(db, requireUser(req), req.body);
      return reply.status(201).send(vendor);
    },
  );

  // The onboarding form posts to /api/vendor-requests, the shared helper to /api/new-vendor-requests (spec section 7).
  for (const path of ['/api/vendor-requests', '/api/new-vendor-requests']) {
    r.post(path, { schema: { tags, body: newVendorRequestSchema } }, async (req, reply) => {
      const created = await submitVendorRequest(db, key, requireUser(req), req.body);
      return reply.status(201).send(created);
    });
    r.get(path, { schema: { tags, querystring: requestListQuery } }, async (req, reply) => {
      const { rows, total } = await listVendorRequests(db, key, requireUser(req), req.query);
      return sendList(reply, rows, total);
    });
    r.get(`${path}/:id`, { schema: { tags, params: idParams } }, async (req) =>
      getVendorRequest(db, key, requireUser(req), req.params.id),
    );
  }
}
