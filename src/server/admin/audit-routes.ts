import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf } from '@shared/lists';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditFiltersSchema,
  auditUserSchema,
  auditUsersQuerySchema,
} from '@shared/admin/audit-schemas';
import { listQuerySchema, sendList } from '../http/list';
import { listAuditLog, searchAuditUsers } from './audit-log';

/** The audit log's query: paging and its filters (no sort: always newest first). */
export const auditQuery = listQuerySchema.omit({ sort: true, q: true }).extend(auditFiltersSchema.shape);

/**
 * The audit log (issue 14): every state change, read only. There is no route that changes or deletes
 * an entry, and the database refuses UPDATE and DELETE on audit_log (migration audit_log_filters).
 */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  r.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        description:
          'Audit entries, newest first: by actor (userId), record type, record id and days (from, to inclusive).',
        querystring: auditQuery,
        response: { 200: listOf(auditEntrySchema) },
      },
      config: { permission: 'access_administration' },
    },
    async (req, reply) => sendList(reply, await listAuditLog(db, req.query)),
  );

  r.get(
    '/api/admin/audit/users',
    {
      schema: {
        tags: ['admin'],
        description: 'Users by name or e-mail (any status): the audit log’s user filter (at most 20).',
        querystring: auditUsersQuerySchema,
        response: { 200: z.array(auditUserSchema) },
      },
      config: { permission: 'access_administration' },
    },
    async (req) => searchAuditUsers(db, req.query.q, req.query.limit),
  );
}
