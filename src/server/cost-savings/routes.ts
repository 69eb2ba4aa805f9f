import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_SAVINGS_PERIOD,
  OPPORTUNITY_STATUSES,
  SAVINGS_PERIODS,
  consolidationOpportunityViewSchema,
  directSavingViewSchema,
  savingsSummarySchema,
} from '@shared/cost-savings/schemas';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { listDirectSavings, listOpportunities, savingsSummary } from './queries';

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

const summaryQuery = z.object({ period });
/** The list's filters and sort (also read by its export, src/server/exports). */
export const directQuery = listQuerySchema.extend({ period, category });
/** Opportunities carry no capture date: `period` is accepted (the page sends it) but does not narrow the list. */
const opportunisticQuery = listQuerySchema.extend({ period, category });
const opportunitiesQuery = listQuerySchema.extend({
  status: z
    .union([z.enum(OPPORTUNITY_STATUSES), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
  category,
});

export async function costSavingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['cost-savings'];
  const opportunities = { 200: listOf(consolidationOpportunityViewSchema) };

  r.get(
    '/api/cost-savings/summary',
    { schema: { tags, querystring: summaryQuery, response: { 200: savingsSummarySchema } } },
    async (req) => {
      requireUser(req);
      return savingsSummary(db, req.query.period);
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
      return sendList(
        reply,
        await listOpportunities(db, { ...rest, statuses: status ? [status] : undefined }),
      );
    },
  );
}
