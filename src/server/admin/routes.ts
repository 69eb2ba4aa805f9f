import type { FastifyInstance } from 'fastify';
import { outboxRoutes } from './outbox-routes';
import { rolesRoutes } from './roles/routes';

export async function adminRoutes(app: FastifyInstance) {
  await app.register(outboxRoutes);
  await app.register(rolesRoutes);
}
