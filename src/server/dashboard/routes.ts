import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@shared/dashboard/summary';
import { requireUser } from '../auth/guard';
import { dashboardSummary } from './summary';

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  /** Any signed-in user: the home's summary cards and the dock's badges. */
  r.get(
    '/api/dashboard/summary',
    {
      schema: { tags: ['dashboard'], response: { 200: dashboardSummarySchema } },
      config: { delegators: true },
    },
    async (req) => dashboardSummary(db, requireUser(req)),
  );
}
