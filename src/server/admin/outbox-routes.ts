import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf } from '@shared/lists';
import { OUTBOX_STATUSES, outboxMailSchema } from '@shared/mail/schemas';
import { listQuerySchema, sendList } from '../http/list';
import { listOutbox } from '../mail/queries';

const outboxQuery = listQuerySchema.extend({
  /** all (or blank) | queued | sent | failed | unsent */
  status: z
    .union([z.enum(OUTBOX_STATUSES), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
});

/** The administration area's view of outbound e-mail: every mail the product wrote and its state. */
export async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  r.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        description: 'Outbound e-mail, newest first (status filter; q in subject or recipient).',
        querystring: outboxQuery,
        response: { 200: listOf(outboxMailSchema) },
      },
      config: { permission: 'system_configuration' },
    },
    async (req, reply) => sendList(reply, await listOutbox(db, req.query)),
  );
}
