import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RFP_STATUSES, createRfpSchema, rfpSummarySchema, rfpViewSchema } from '@shared/rfps/schemas';
import { rfpDetailSchema } from '@shared/rfps/sourcing';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { listRfps, rfpSummary } from './queries';
import { getRfpDetail } from './detail';
import { createRfp } from './create';

const rfpListQuery = listQuerySchema.extend({
  status: z
    .union([z.enum(RFP_STATUSES), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
});

export const rfpIdParams = z.object({ id: z.string().min(1).max(100) });

export async function rfpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['rfps'];

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
}
