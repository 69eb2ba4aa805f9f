import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@shared/analytics/dashboard';
import { requireUser } from '../auth/guard';
import { dashboardSummary } from './dashboard';

export async function analyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  /** Any signed-in user: the home's summary cards and the dock's badges. */
  r.get(
    '/api/dashboard/summary',
    { schema: { tags: ['analytics'], response: { 200: dashboardSummarySchema } } },
    async (req) => dashboardSummary(db, requireUser(req)),
  );
}
