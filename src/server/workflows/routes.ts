import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf } from '@shared/lists';
import {
  WORKFLOW_STATUSES,
  coverageResultSchema,
  draftOnlySchema,
  replayInputSchema,
  replayResultSchema,
  simulateInputSchema,
  simulateResultSchema,
  workflowIdParams,
  workflowInputSchema,
  workflowPatchSchema,
  workflowSchema,
  peopleQuerySchema,
  workflowPersonSchema,
} from '@shared/admin/workflows';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { createWorkflow, deleteWorkflow, getWorkflow, listWorkflows, updateWorkflow } from './templates';
import { simulate } from './simulate';
import { coverage } from './coverage';
import { replay } from './replay';
import { findPeople } from './people';

const tags = ['admin'];
const workflowQuery = listQuerySchema.extend({
  status: z
    .union([z.enum(WORKFLOW_STATUSES), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
});

/**
 * Approval workflow templates (issue 14): read with access_administration, changed with
 * system_configuration; the policy simulator, coverage sweep and replay write nothing.
 */
export async function workflowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const read = { permission: 'access_administration' } as const;
  const change = { permission: 'system_configuration' } as const;

  r.get(
    '/api/admin/workflows',
    {
      schema: {
        tags,
        description: 'Workflow templates, highest priority first (status filter; q in the name).',
        querystring: workflowQuery,
        response: { 200: listOf(workflowSchema) },
      },
      config: read,
    },
    async (req, reply) => sendList(reply, await listWorkflows(db, requireUser(req), req.query)),
  );
  r.get(
    '/api/admin/workflows/people',
    {
      schema: {
        tags,
        description: 'Active users by name or e-mail (20 at most): named approvers, simulated requesters.',
        querystring: peopleQuerySchema,
        response: { 200: z.array(workflowPersonSchema) },
      },
      config: read,
    },
    async (req) => findPeople(db, req.query.q),
  );
  r.get(
    '/api/admin/workflows/:id',
    { schema: { tags, params: workflowIdParams, response: { 200: workflowSchema } }, config: read },
    async (req) => getWorkflow(db, requireUser(req), req.params.id),
  );
  r.post(
    '/api/admin/workflows',
    { schema: { tags, body: workflowInputSchema, response: { 201: workflowSchema } }, config: change },
    async (req, reply) => reply.code(201).send(await createWorkflow(db, requireUser(req), req.body)),
  );
  r.patch(
    '/api/admin/workflows/:id',
    {
      schema: {
        tags,
        params: workflowIdParams,
        body: workflowPatchSchema,
        response: { 200: workflowSchema },
      },
      config: change,
    },
    async (req) => updateWorkflow(db, requireUser(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/workflows/:id',
    {
      schema: {
        tags,
        params: workflowIdParams,
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }) },
      },
      config: change,
    },
    async (req) => {
      await deleteWorkflow(db, requireUser(req), req.params.id);
      return { id: req.params.id, deleted: true as const };
    },
  );
  r.post(
    '/api/admin/workflows/simulate',
    {
      schema: {
        tags,
        description:
          'The policy simulator: the routing submit runs, for a request described or an existing requisition, optionally under an unsaved draft template. Writes nothing.',
        body: simulateInputSchema,
        response: { 200: simulateResultSchema },
      },
      config: read,
    },
    async (req) => simulate(db, req.body),
  );
  r.post(
    '/api/admin/workflows/coverage',
    {
      schema: {
        tags,
        description:
          'Coverage sweep: amounts around every threshold, template bound and approval limit × every department × item type; gaps and overlaps.',
        body: draftOnlySchema,
        response: { 200: coverageResultSchema },
      },
      config: read,
    },
    async (req) => coverage(db, req.body.draft),
  );
  r.post(
    '/api/admin/workflows/replay',
    {
      schema: {
        tags,
        description:
          'Replay: the requisitions of the last 90 days (newest 5,000 at most) routed again under an unsaved template.',
        body: replayInputSchema,
        response: { 200: replayResultSchema },
      },
      config: read,
    },
    async (req) => replay(db, req.body.draft),
  );
}
