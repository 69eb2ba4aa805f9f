import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userStatsSchema } from '@shared/profile/schemas';
import { requireUser } from '../auth/guard';
import { userStats } from './stats';

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/user-stats',
    { schema: { tags: ['profile'], response: { 200: userStatsSchema } } },
    async (req) => userStats(db, requireUser(req)),
  );
}
