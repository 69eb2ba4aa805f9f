import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RFP_STATUSES, createRfpSchema, rfpSummarySchema, rfpViewSchema } from '@shared/rfps/schemas';
import { addRfpVendorsSchema, rfpDetailSchema, rfpWeightsSchema } from '@shared/rfps/sourcing';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { listRfps, rfpSummary } from './queries';
import { getRfpDetail } from './detail';
import { createRfp } from './create';
import { rfpIdParams } from './params';
import { rfpTestRoutes } from './test-routes';
import { addRfpVendors, sendRfp, setRfpWeights } from './send';

/** The list's filters and sort (also read by its export, src/server/exports). */
export const rfpListQuery = listQuerySchema.extend({
  status: z
    .union([z.enum(RFP_STATUSES), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
});

export async function rfpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['rfps'];
  if (app.config.testRoutes) await app.register(rfpTestRoutes);

  r.get(
    '/api/rfps',
    { schema: { tags, querystring: rfpListQuery, response: { 200: listOf(rfpViewSchema) } } },
    async (req, reply) => sendList(reply, await listRfps(db, requireUser(req), req.query)),
  );

  r.get(
    '/api/rfps/summary',
    {
      schema: {
        tags,
        description: 'How many RFPs the user may see are not closed (the hub’s active RFPs).',
        response: { 200: rfpSummarySchema },
      },
    },
    async (req) => rfpSummary(db, requireUser(req)),
  );

  r.get(
    '/api/rfps/:id',
    { schema: { tags, params: rfpIdParams, response: { 200: rfpDetailSchema } } },
    async (req) => getRfpDetail(db, requireUser(req), req.params.id),
  );

  r.post(
    '/api/rfps',
    {
      schema: { tags, body: createRfpSchema, response: { 201: rfpViewSchema } },
      config: { permission: 'manage_rfps' },
    },
    async (req, reply) => reply.status(201).send(await createRfp(db, requireUser(req), req.body)),
  );

  const manage = { permission: 'manage_rfps' as const };

  r.post(
    '/api/rfps/:id/send',
    {
      schema: {
        tags,
        description: 'Sends a draft to its invited addresses: each gets its own response link by e-mail.',
        params: rfpIdParams,
        response: { 200: rfpDetailSchema },
      },
      config: manage,
    },
    async (req) => sendRfp(db, requireUser(req), req.params.id, app.config.publicUrl),
  );

  r.post(
    '/api/rfps/:id/vendors',
    {
      schema: { tags, params: rfpIdParams, body: addRfpVendorsSchema, response: { 200: rfpDetailSchema } },
      config: manage,
    },
    async (req) => addRfpVendors(db, requireUser(req), req.params.id, req.body, app.config.publicUrl),
  );

  r.patch(
    '/api/rfps/:id/weights',
    {
      schema: { tags, params: rfpIdParams, body: rfpWeightsSchema, response: { 200: rfpDetailSchema } },
      config: manage,
    },
    async (req) => setRfpWeights(db, requireUser(req), req.params.id, req.body),
  );
}
