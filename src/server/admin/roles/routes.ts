import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleCardSchema, roleParamsSchema, roleUpdateSchema, rolesOverviewSchema } from '@shared/admin/roles';
import { requireUser } from '../../auth/guard';
import { listRoles, updateRole } from './roles';

const tags = ['admin'];

/** Roles & Permissions (issue 14): the role cards, and a role's permission set and approval limit. */
export async function rolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/admin/roles',
    {
      schema: {
        tags,
        description: 'Every role with its permissions, approval limit and active users; every permission.',
        response: { 200: rolesOverviewSchema },
      },
      config: { permission: 'access_administration' },
    },
    async () => listRoles(db),
  );

  r.put(
    '/api/admin/roles/:id',
    {
      schema: {
        tags,
        description:
          'Replaces the role’s permissions and sets its approval limit (null: all amounts); applies on the next request.',
        params: roleParamsSchema,
        body: roleUpdateSchema,
        response: { 200: roleCardSchema },
      },
      config: { permission: 'manage_users' },
    },
    async (req) => updateRole(db, requireUser(req), req.params.id, req.body),
  );
}
