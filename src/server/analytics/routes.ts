import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsQuerySchema, analyticsSchema } from '@shared/analytics/schemas';
import {
  createFilterSetSchema,
  deletedFilterSetSchema,
  filterSetSchema,
} from '@shared/analytics/filter-sets';
import { requireUser } from '../auth/guard';
import { analyticsFigures } from './figures';
import { createFilterSet, deleteFilterSet, listFilterSets } from './filter-sets';

const filterSetParams = z.object({ id: z.string().min(1).max(100) });

export async function analyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['analytics'];

  /** Any signed-in user: the figures of what they may see (department-scoped roles: their department). */
  r.get(
    '/api/analytics',
    {
      schema: {
        tags,
        description:
          'KPIs, seasonal pattern, department spend and filter options, from the rollups. `q` matches a ' +
          'vendor name, SKU or GL code; spend follows every filter, order value and requisitions the ' +
          'department and time window.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (req) => analyticsFigures(db, requireUser(req), req.query),
  );

  r.get(
    '/api/analytics/filter-sets',
    { schema: { tags, response: { 200: z.array(filterSetSchema) } } },
    async (req) => listFilterSets(db, requireUser(req)),
  );

  r.post(
    '/api/analytics/filter-sets',
    { schema: { tags, body: createFilterSetSchema, response: { 201: filterSetSchema } } },
    async (req, reply) => reply.status(201).send(await createFilterSet(db, requireUser(req), req.body)),
  );

  r.delete(
    '/api/analytics/filter-sets/:id',
    { schema: { tags, params: filterSetParams, response: { 200: deletedFilterSetSchema } } },
    async (req) => deleteFilterSet(db, requireUser(req), req.params.id),
  );
}
