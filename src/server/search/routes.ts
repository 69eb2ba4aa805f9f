import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema } from '@shared/search/types';
import { requireUser } from '../auth/guard';
import { searchEverything } from './queries';

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  /** Home search box: any signed-in user; fewer than 3 characters (after trimming) answer []. */
  r.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: z.array(searchResultSchema) },
      },
    },
    async (req) => searchEverything(db, requireUser(req), req.query.q, req.query.limit),
  );
}
