import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { outboxRoutes } from './outbox-routes';
import { rolesRoutes } from './roles/routes';
import { settingsRoutes } from './settings-routes';
import { adminUsersRoutes } from './users/routes';
import { setPasswordRoutes } from './users/set-password-routes';

export async function adminRoutes(app: FastifyInstance) {
  await app.register(outboxRoutes);
  await app.register(rolesRoutes);
  await app.register(adminUsersRoutes);
  await app.register(setPasswordRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
}
