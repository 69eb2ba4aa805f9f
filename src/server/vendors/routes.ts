import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INTEGRATION_TYPES,
  VENDOR_REQUEST_STATUSES,
  VENDOR_STATUSES,
  approveVendorRequestSchema,
  createVendorSchema,
  newVendorRequestSchema,
  rejectVendorRequestSchema,
  updateVendorSchema,
} from '@shared/vendors/schemas';
import {
  vendorDetailSchema,
  vendorRequestDetailSchema,
  vendorRequestViewSchema,
  vendorSummarySchema,
} from '@shared/vendors/types';
import { listFilter, listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { fileResponse } from '../http/contract';
import { sendDownload, type Upload } from '../http/files';
import { JSON_BODY, MULTIPART_BODY } from '../http/request-checks';
import { readUploads } from '../http/uploads';
import { listQuerySchema, sendList } from '../http/list';
import { encryptionKeyFromHex } from './crypto';
import { getVendorDetail } from './detail';
import { listVendors } from './queries';
import { createVendor } from './create';
import { updateVendor } from './update';
import { getVendorRequest, listVendorRequests, submitVendorRequest } from './requests';
import { VENDOR_UPLOADS, addRequestFiles, readRequestForm, requestFile } from './request-files';
import { approveVendorRequest, rejectVendorRequest } from './review';

const idParams = z.object({ id: z.string().min(1).max(100) });
const fileParams = idParams.extend({ fileId: z.string().min(1).max(100) });

/** The list's filters and sort (also read by its export, src/server/exports). */
export const vendorListQuery = listQuerySchema.extend({
  status: listFilter(VENDOR_STATUSES),
  integrationType: listFilter(INTEGRATION_TYPES),
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined)),
});

const requestListQuery = listQuerySchema.extend({ status: listFilter(VENDOR_REQUEST_STATUSES) });

/** Files read from a multipart New Vendor Request before its fields are validated. */
const formUploads = new WeakMap<FastifyRequest, Upload[]>();

/**
 * A multipart POST /api/vendor-requests: the form's text fields become the body (validated by the
 * same schema as the JSON variant); the checked files wait for the handler.
 */
async function readMultipartRequest(req: FastifyRequest) {
  if (!req.isMultipart()) return;
  const { fields, uploads } = await readRequestForm(req);
  req.body = fields;
  formUploads.set(req, uploads);
}

export async function vendorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const key = encryptionKeyFromHex(app.config.encryptionKey);
  const tags = ['vendors'];
  const manage = { permission: 'manage_vendors' as const };

  r.get(
    '/api/vendors',
    { schema: { tags, querystring: vendorListQuery, response: { 200: listOf(vendorSummarySchema) } } },
    async (req, reply) => {
      requireUser(req);
      return sendList(reply, await listVendors(db, req.query));
    },
  );

  r.get(
    '/api/vendors/:id',
    { schema: { tags, params: idParams, response: { 200: vendorDetailSchema } } },
    async (req) => getVendorDetail(db, requireUser(req), req.params.id),
  );

  r.post(
    '/api/vendors',
    { schema: { tags, body: createVendorSchema, response: { 201: vendorSummarySchema } }, config: manage },
    async (req, reply) => {
      const vendor = await createVendor(db, requireUser(req), req.body);
      return reply.status(201).send(vendor);
    },
  );

  r.patch(
    '/api/vendors/:id',
    {
      schema: { tags, params: idParams, body: updateVendorSchema, response: { 200: vendorDetailSchema } },
      config: manage,
    },
    async (req) => updateVendor(db, requireUser(req), req.params.id, req.body),
  );

  // The onboarding form posts to /api/vendor-requests, the shared helper to /api/new-vendor-requests (spec section 7).
  for (const path of ['/api/vendor-requests', '/api/new-vendor-requests']) {
    r.post(
      path,
      {
        schema: {
          tags,
          body: newVendorRequestSchema,
          description:
            'JSON (file names only) or multipart/form-data: the same fields plus files w9 and supportingDocuments.',
          response: { 201: vendorRequestViewSchema },
        },
        config: { contentTypes: [...JSON_BODY, ...MULTIPART_BODY] },
        preValidation: readMultipartRequest,
      },
      async (req, reply) => {
        const uploads = formUploads.get(req) ?? [];
        const created = await submitVendorRequest(db, key, requireUser(req), req.body, uploads);
        return reply.status(201).send(created);
      },
    );
    r.get(
      path,
      { schema: { tags, querystring: requestListQuery, response: { 200: listOf(vendorRequestViewSchema) } } },
      async (req, reply) => {
        return sendList(reply, await listVendorRequests(db, key, requireUser(req), req.query));
      },
    );
    r.get(
      `${path}/:id`,
      { schema: { tags, params: idParams, response: { 200: vendorRequestDetailSchema } } },
      async (req) => getVendorRequest(db, key, requireUser(req), req.params.id),
    );
  }

  r.post(
    '/api/vendor-requests/:id/files',
    {
      schema: {
        tags,
        params: idParams,
        description:
          'multipart/form-data: w9 (one file), supportingDocuments (several). Answers the request with them.',
        response: { 200: vendorRequestViewSchema },
      },
      config: { contentTypes: MULTIPART_BODY },
    },
    async (req) => {
      const user = requireUser(req);
      const uploads = await readUploads(req, VENDOR_UPLOADS);
      return addRequestFiles(db, key, user, req.params.id, uploads);
    },
  );

  r.get(
    '/api/vendor-requests/:id/files/:fileId',
    {
      schema: {
        tags,
        params: fileParams,
        response: { 200: fileResponse('The stored document, under its own media type.') },
      },
    },
    async (req, reply) =>
      sendDownload(reply, await requestFile(db, requireUser(req), req.params.id, req.params.fileId)),
  );

  r.post(
    '/api/vendor-requests/:id/approve',
    {
      schema: {
        tags,
        params: idParams,
        body: approveVendorRequestSchema,
        response: { 200: vendorRequestDetailSchema },
      },
      config: manage,
    },
    async (req) => approveVendorRequest(db, key, requireUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/vendor-requests/:id/reject',
    {
      schema: {
        tags,
        params: idParams,
        body: rejectVendorRequestSchema,
        response: { 200: vendorRequestDetailSchema },
      },
      config: manage,
    },
    async (req) => rejectVendorRequest(db, key, requireUser(req), req.params.id, req.body.reason),
  );
}
