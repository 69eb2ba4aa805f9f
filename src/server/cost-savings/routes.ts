import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_SAVINGS_PERIOD,
  OPPORTUNITY_STATUSES,
  SAVINGS_PERIODS,
  analysisResultSchema,
  categorySavingsSchema,
  savingsRealizationSchema,
  consolidationOpportunityViewSchema,
  directSavingViewSchema,
  opportunityPatchSchema,
  savingsSummarySchema,
} from '@shared/cost-savings/schemas';
import { OPPORTUNITY_PERMISSIONS } from '@shared/cost-savings/policies';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { listDirectSavings, listOpportunities } from './queries';
import { savingsByCategory, savingsRealization, savingsSummary } from './summary';
import { patchOpportunity } from './opportunity-status';
import { costSavingsTestRoutes } from './test-routes';
import { analyzeOpportunities } from './analysis';

const period = z
  .enum(SAVINGS_PERIODS, { error: 'Period must be month, quarter or year' })
  .default(DEFAULT_SAVINGS_PERIOD);
/** `all` or blank means no filter. */
const category = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

const summaryQuery = z.object({ period, category });
const opportunityParams = z.object({ id: z.string().min(1).max(100) });
/** The list's filters and sort (also read by its export, src/server/exports). */
export const directQuery = listQuerySchema.extend({ period, category });
/** Opportunities carry no capture date: `period` is accepted (the page sends it) but does not narrow the list. */
const opportunisticQuery = listQuerySchema.extend({ period, category });
const opportunitiesQuery = listQuerySchema.extend({
  status: z
    .union([z.enum(OPPORTUNITY_STATUSES), z.literal('all'), z.literal('open'), z.literal('')])
    .optional()
    /** Absent, blank or 'open': every status but dismissed; 'all': dismissed too. */
    .transform((v) => (v === '' || v === 'open' ? undefined : v)),
  category,
});

export async function costSavingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['cost-savings'];
  if (app.config.testRoutes) await app.register(costSavingsTestRoutes);
  const opportunities = { 200: listOf(consolidationOpportunityViewSchema) };

  r.get(
    '/api/cost-savings/summary',
    { schema: { tags, querystring: summaryQuery, response: { 200: savingsSummarySchema } } },
    async (req) => {
      requireUser(req);
      return savingsSummary(db, req.query.period, req.query.category);
    },
  );

  r.get(
    '/api/cost-savings/categories',
    {
      schema: {
        tags,
        description: 'Direct savings of the period per spend category (the Analytics tab).',
        querystring: summaryQuery,
        response: { 200: z.array(categorySavingsSchema) },
      },
    },
    async (req) => {
      requireUser(req);
      return savingsByCategory(db, req.query.period, req.query.category);
    },
  );

  r.get(
    '/api/cost-savings/realization',
    {
      schema: {
        tags,
        description:
          'Per spend category, the period’s PO-tied savings: negotiated, realized by matched invoices, and leakage.',
        querystring: summaryQuery,
        response: { 200: z.array(savingsRealizationSchema) },
      },
    },
    async (req) => {
      requireUser(req);
      return savingsRealization(db, req.query.period, req.query.category);
    },
  );

  r.get(
    '/api/cost-savings/direct',
    { schema: { tags, querystring: directQuery, response: { 200: listOf(directSavingViewSchema) } } },
    async (req, reply) => {
      requireUser(req);
      return sendList(reply, await listDirectSavings(db, req.query));
    },
  );

  r.get(
    '/api/cost-savings/opportunistic',
    { schema: { tags, querystring: opportunisticQuery, response: opportunities } },
    async (req, reply) => {
      requireUser(req);
      return sendList(reply, await listOpportunities(db, { ...req.query, statuses: ['actualized'] }));
    },
  );

  r.get(
    '/api/consolidation-opportunities',
    { schema: { tags, querystring: opportunitiesQuery, response: opportunities } },
    async (req, reply) => {
      requireUser(req);
      const { status, ...rest } = req.query;
      const statuses = status === 'all' ? OPPORTUNITY_STATUSES : status ? [status] : undefined;
      return sendList(reply, await listOpportunities(db, { ...rest, statuses }));
    },
  );

  r.post(
    '/api/consolidation-opportunities/analyze',
    {
      schema: {
        tags,
        description:
          'Runs the opportunity analysis now (as the daily job does): new opportunities are stored as identified.',
        response: { 200: analysisResultSchema },
      },
      config: { permission: 'manage_vendors' },
    },
    async (req) => analyzeOpportunities(db, requireUser(req).id),
  );

  r.patch(
    '/api/consolidation-opportunities/:id',
    {
      schema: {
        tags,
        description:
          'Approve (under_review), actualize, or dismiss with a reason: procurement, finance and administrators.',
        params: opportunityParams,
        body: opportunityPatchSchema,
        response: { 200: consolidationOpportunityViewSchema },
      },
      config: { permission: OPPORTUNITY_PERMISSIONS },
    },
    async (req) => patchOpportunity(db, requireUser(req), req.params.id, req.body),
  );
}
