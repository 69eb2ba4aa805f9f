import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPROVAL_TYPES } from '@shared/approvals/schemas';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { approvalSummary, listAwaiting, listHistory } from './queries';

const listQuery = listQuerySchema.extend({
  type: z
    .enum(['all', ...APPROVAL_TYPES], {
      error: 'Type must be all, requisition, purchase-order or change-order',
    })
    .optional(),
});

/**
 * The approvals queue of the signed-in user. Steps are routed by role (and department for
 * own-department roles), so every signed-in user may ask; they see only their own queue.
 */
export async function approvalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['approvals'];

  r.get('/api/approvals', { schema: { tags, querystring: listQuery } }, async (req, reply) => {
    const { rows, total } = await listAwaiting(db, requireUser(req), req.query);
    return sendList(reply, rows, total);
  });

  r.get('/api/approvals/history', { schema: { tags, querystring: listQuery } }, async (req, reply) => {
    const { rows, total } = await listHistory(db, requireUser(req), req.query);
    return sendList(reply, rows, total);
  });

  r.get('/api/approvals/summary', { schema: { tags } }, async (req) => approvalSummary(db, requireUser(req)));
}
