import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractViewSchema, noticesRunSchema } from '@shared/contracts/schemas';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { getContract, listContracts } from './queries';
import { sendDueRenewalNotices } from './notices';

/** `all` or blank means no filter. */
const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

/** The list's filters and sort (also read by its export, src/server/exports). */
export const contractListQuery = listQuerySchema.extend({
  /** all | active | expiring (active, ≤ 30 days) | upcoming (active, 31–90 days) | any other stored status */
  status: optionalFilter,
  category: optionalFilter,
  risk: optionalFilter,
});

export async function contractsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['contracts'];

  r.get(
    '/api/contracts',
    { schema: { tags, querystring: contractListQuery, response: { 200: listOf(contractViewSchema) } } },
    async (req, reply) => {
      requireUser(req);
      return sendList(reply, await listContracts(db, req.query));
    },
  );

  r.get(
    '/api/contracts/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: contractViewSchema },
      },
    },
    async (req) => {
      requireUser(req);
      return getContract(db, req.params.id);
    },
  );

  r.post(
    '/api/contracts/notices/run',
    {
      schema: {
        tags,
        description: 'Sends the renewal notices that are due now.',
        response: { 200: noticesRunSchema },
      },
      config: { permission: 'manage_contracts' },
    },
    async () => ({ sent: await sendDueRenewalNotices(db) }),
  );
}
