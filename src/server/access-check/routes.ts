import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessCheckQuerySchema, accessCheckSchema } from '@shared/admin/roles';
import { accessCheck } from './inspector';

/**
 * The Roles & Permissions tab's inspector (issue 14): why a user can or cannot see a record and do
 * its actions. An area of its own above the record areas, whose visibility rules and policies it asks.
 */
export async function accessCheckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  r.get(
    '/api/admin/access-check',
    {
      schema: {
        tags: ['admin'],
        description:
          'For a user and a record: whether the user sees it and may take each of its actions, with the role, permission and scope rule behind each answer.',
        querystring: accessCheckQuerySchema,
        response: { 200: accessCheckSchema },
      },
      config: { permission: 'access_administration' },
    },
    async (req) => accessCheck(db, req.query),
  );
}
