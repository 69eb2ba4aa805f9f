import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPROVAL_TYPES,
  approvalActionResultSchema,
  approvalItemSchema,
  approvalSummarySchema,
  approveActionSchema,
  approvedItemSchema,
  rejectActionSchema,
} from '@shared/approvals/schemas';
import {
  REVIEW_MESSAGES,
  REVIEW_TYPES,
  reviewActionResultSchema,
  reviewApproveSchema,
  reviewItemSchema,
  reviewParamsSchema,
  reviewRejectSchema,
} from '@shared/approvals/review-queue';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { listAwaiting, listHistory } from './queries';
import { approvalSummary } from './summary';
import { approveStep, rejectStep } from './actions';
import { listReviewQueue } from './review-queue';
import { decideReviewItem } from './review-decide';

const stepParams = z.object({ stepId: z.string().trim().min(1).max(100) });
const reviewQuery = listQuerySchema.extend({
  type: z.enum(REVIEW_TYPES, { error: REVIEW_MESSAGES.type }).optional(),
});

/** The list's filters and sort (also read by its export, src/server/exports). */
export const listQuery = listQuerySchema.extend({
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

  r.get(
    '/api/approvals',
    {
      schema: { tags, querystring: listQuery, response: { 200: listOf(approvalItemSchema) } },
      config: { delegators: true },
    },
    async (req, reply) => {
      return sendList(reply, await listAwaiting(db, requireUser(req), req.query));
    },
  );

  r.get(
    '/api/approvals/history',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(approvedItemSchema) } } },
    async (req, reply) => {
      return sendList(reply, await listHistory(db, requireUser(req), req.query));
    },
  );

  r.get(
    '/api/approvals/summary',
    { schema: { tags, response: { 200: approvalSummarySchema } }, config: { delegators: true } },
    async (req) => approvalSummary(db, requireUser(req)),
  );

  /** Only a user the step awaits may act (403 otherwise); a step already acted on is a 409. */
  r.post(
    '/api/approvals/:stepId/approve',
    {
      schema: {
        tags,
        params: stepParams,
        body: approveActionSchema,
        response: { 200: approvalActionResultSchema },
      },
      config: { delegators: true },
    },
    async (req) => approveStep(db, requireUser(req), req.params.stepId, req.body.comment),
  );

  r.post(
    '/api/approvals/:stepId/reject',
    {
      schema: {
        tags,
        params: stepParams,
        body: rejectActionSchema,
        response: { 200: approvalActionResultSchema },
      },
      config: { delegators: true },
    },
    async (req) => rejectStep(db, requireUser(req), req.params.stepId, req.body.comment),
  );

  r.get(
    '/api/review-queue',
    {
      schema: { tags, querystring: reviewQuery, response: { 200: listOf(reviewItemSchema) } },
      config: { delegators: true },
    },
    async (req, reply) => {
      return sendList(reply, await listReviewQueue(db, requireUser(req), req.query));
    },
  );

  r.post(
    '/api/review-queue/:type/:id/approve',
    {
      schema: {
        tags,
        params: reviewParamsSchema,
        body: reviewApproveSchema,
        response: { 200: reviewActionResultSchema },
      },
      config: { delegators: true },
    },
    async (req) =>
      decideReviewItem(db, requireUser(req), req.params.type, req.params.id, 'approved', req.body),
  );

  r.post(
    '/api/review-queue/:type/:id/reject',
    {
      schema: {
        tags,
        params: reviewParamsSchema,
        body: reviewRejectSchema,
        response: { 200: reviewActionResultSchema },
      },
      config: { delegators: true },
    },
    async (req) =>
      decideReviewItem(db, requireUser(req), req.params.type, req.params.id, 'rejected', req.body),
  );
}
