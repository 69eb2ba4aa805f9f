import type { FastifyInstance } from 'fastify';
import { outboxRoutes } from './outbox-routes';

export async function adminRoutes(app: FastifyInstance) {
  await app.register(outboxRoutes);
}
