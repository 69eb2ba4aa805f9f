import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsKpisSchema,
  analyticsQuerySchema,
  analyticsSchema,
  spendQuerySchema,
  spendRowsSchema,
} from '@shared/analytics/schemas';
import {
  createFilterSetSchema,
  deletedFilterSetSchema,
  filterSetSchema,
} from '@shared/analytics/filter-sets';
import { requireUser } from '../auth/guard';
import { analyticsFigures } from './figures';
import { createFilterSet, deleteFilterSet, listFilterSets } from './filter-sets';
import { analyticsKpis } from './spend-query';
import { spendBy } from './spend';

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
    '/api/analytics/kpis',
    {
      schema: {
        tags,
        description: 'The KPI cards of GET /api/analytics under the same filters (the same computation).',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsKpisSchema },
      },
    },
    async (req) => analyticsKpis(db, requireUser(req), req.query),
  );

  r.get(
    '/api/analytics/spend',
    {
      schema: {
        tags,
        description:
          'Spend under the filters of GET /api/analytics by `groupBy`: month (every month of the window, ' +
          'ascending: the seasonal chart), department (the department chart), vendor, category (the spend ' +
          'category of the GL code) or sku, the largest `limit` first. Sums of the same rollups as ' +
          'GET /api/analytics: the months add up to its total spend.',
        querystring: spendQuerySchema,
        response: { 200: spendRowsSchema },
      },
    },
    async (req) => spendBy(db, requireUser(req), req.query),
  );

  // Saved filter sets: each user's own, under /api/filter-sets (issue 12) and /api/analytics/filter-sets.
  for (const base of ['/api/filter-sets', '/api/analytics/filter-sets']) {
    r.get(base, { schema: { tags, response: { 200: z.array(filterSetSchema) } } }, async (req) =>
      listFilterSets(db, requireUser(req)),
    );
    r.post(
      base,
      { schema: { tags, body: createFilterSetSchema, response: { 201: filterSetSchema } } },
      async (req, reply) => reply.status(201).send(await createFilterSet(db, requireUser(req), req.body)),
    );
    r.delete(
      `${base}/:id`,
      { schema: { tags, params: filterSetParams, response: { 200: deletedFilterSetSchema } } },
      async (req) => deleteFilterSet(db, requireUser(req), req.params.id),
    );
  }
}
