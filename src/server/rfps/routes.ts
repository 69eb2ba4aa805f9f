import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RFP_STATUSES, createRfpSchema, rfpViewSchema } from '@shared/rfps/schemas';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { getRfp, listRfps } from './queries';
import { createRfp } from './create';

const rfpListQuery = listQuerySchema.extend({
  status: z
    .union([z.enum(RFP_STATUSES), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
});

export async function rfpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['rfps'];

  r.get(
    '/api/rfps',
    { schema: { tags, querystring: rfpListQuery, response: { 200: listOf(rfpViewSchema) } } },
    async (req, reply) => {
      requireUser(req);
      return sendList(reply, await listRfps(db, req.query));
    },
  );

  r.get(
    '/api/rfps/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: rfpViewSchema },
      },
    },
    async (req) => {
      requireUser(req);
      return getRfp(db, req.params.id);
    },
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
