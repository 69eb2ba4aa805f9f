import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeOrderFormSchema,
  requisitionFormSchema,
  requisitionItemCreateSchema,
  requisitionPatchSchema,
} from '@shared/requisitions/schemas';
import {
  attachmentInfoSchema,
  myRequestsSummarySchema,
  requisitionDetailSchema,
  requisitionItemSchema,
  requisitionSchema,
  requisitionStatsSchema,
  workflowStepSchema,
} from '@shared/requisitions/types';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { MULTIPART_BODY } from '../http/request-checks';
import { createRequisition } from './create';
import { attachToRequisition } from './attachments';
import { myRequestsSummary, requisitionStats } from './summary';
import { addRequisitionItem, patchRequisition } from './update';
import { getRequisitionDetail, getWorkflow } from './detail';
import { listItems, listRequisitions } from './queries';
import { findVisibleRequisition } from '../access/requisitions';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The list's filters and sort (also read by its export, src/server/exports). */
export const listQuery = listQuerySchema.extend({
  status: z.string().trim().max(100).optional(),
  department: z.string().trim().max(100).optional(),
  requestType: z.string().trim().max(100).optional(),
  /** A user id, or 'me'. */
  requestorId: z.string().trim().max(100).optional(),
  /** true: approved requests still waiting for procurement to raise their PO. */
  awaitingPo: z
    .enum(['true', 'false'], { error: 'awaitingPo must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export async function requisitionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['requisitions'];

  r.get(
    '/api/requisitions',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(requisitionSchema) } } },
    async (req, reply) => {
      return sendList(reply, await listRequisitions(db, requireUser(req), req.query));
    },
  );

  r.post(
    '/api/requisitions',
    {
      schema: { tags, body: requisitionFormSchema, response: { 201: requisitionDetailSchema } },
      config: { permission: 'create_requisitions' },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const id = await createRequisition(db, user, req.body);
      return reply.status(201).send(await getRequisitionDetail(db, user, id));
    },
  );

  r.post(
    '/api/change-orders',
    {
      schema: { tags, body: changeOrderFormSchema, response: { 201: requisitionDetailSchema } },
      config: { permission: 'create_requisitions' },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const id = await createRequisition(db, user, { ...req.body, requestType: 'change-order' });
      return reply.status(201).send(await getRequisitionDetail(db, user, id));
    },
  );

  r.get(
    '/api/requisitions/mine/summary',
    { schema: { tags, response: { 200: myRequestsSummarySchema } } },
    async (req) => myRequestsSummary(db, requireUser(req)),
  );

  r.get(
    '/api/requisitions/stats',
    { schema: { tags, response: { 200: requisitionStatsSchema } } },
    async (req) => requisitionStats(db, requireUser(req)),
  );

  /** multipart/form-data, one or more files; the requester only. */
  r.post(
    '/api/requisitions/:id/attachments',
    {
      schema: {
        tags,
        params: idParams,
        description: 'multipart/form-data: one or more files (any field name). Answers the stored files.',
        response: { 201: z.array(attachmentInfoSchema) },
      },
      config: { permission: 'create_requisitions', contentTypes: MULTIPART_BODY },
    },
    async (req, reply) => {
      const stored = await attachToRequisition(db, requireUser(req), req.params.id, req);
      return reply.status(201).send(stored);
    },
  );

  r.get(
    '/api/requisitions/:id',
    { schema: { tags, params: idParams, response: { 200: requisitionDetailSchema } } },
    async (req) => getRequisitionDetail(db, requireUser(req), req.params.id),
  );

  r.patch(
    '/api/requisitions/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: requisitionPatchSchema,
        response: { 200: requisitionDetailSchema },
      },
      config: { permission: 'create_requisitions' },
    },
    async (req) => {
      const user = requireUser(req);
      await patchRequisition(db, user, req.params.id, req.body);
      return getRequisitionDetail(db, user, req.params.id);
    },
  );

  r.get(
    '/api/requisitions/:id/items',
    { schema: { tags, params: idParams, response: { 200: listOf(requisitionItemSchema) } } },
    async (req, reply) => {
      await findVisibleRequisition(db, requireUser(req), req.params.id);
      const items = await listItems(db, [req.params.id]);
      return sendList(reply, { rows: items, total: items.length });
    },
  );

  r.get(
    '/api/requisitions/:id/workflow',
    { schema: { tags, params: idParams, response: { 200: z.array(workflowStepSchema) } } },
    async (req) => {
      await findVisibleRequisition(db, requireUser(req), req.params.id);
      return getWorkflow(db, req.params.id);
    },
  );

  r.post(
    '/api/requisition-items',
    {
      schema: { tags, body: requisitionItemCreateSchema, response: { 201: requisitionItemSchema } },
      config: { permission: 'create_requisitions' },
    },
    async (req, reply) => reply.status(201).send(await addRequisitionItem(db, requireUser(req), req.body)),
  );
}
