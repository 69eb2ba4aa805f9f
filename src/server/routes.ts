import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { authRoutes } from './auth/routes';

/** Each area registers its own routes here. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { tags: ['system'] }, config: { public: true } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok', database: app.database.kind, time: new Date().toISOString() };
  });
  await app.register(authRoutes);
}
