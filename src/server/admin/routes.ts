import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { outboxRoutes } from './outbox-routes';
import { settingsRoutes } from './settings-routes';

export async function adminRoutes(app: FastifyInstance) {
  await app.register(outboxRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
}
