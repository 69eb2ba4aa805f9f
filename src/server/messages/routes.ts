import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_FOLDERS, messageViewSchema, unreadCountSchema } from '@shared/messages/schemas';
import { listOf } from '@shared/lists';
import { requireUser } from '../auth/guard';
import { listQuerySchema, sendList } from '../http/list';
import { countUnread, listMessages } from './queries';

const messageListQuery = listQuerySchema.extend({
  folder: z
    .enum(MESSAGE_FOLDERS, { error: 'Folder must be inbox, sent, starred or archived' })
    .default('inbox'),
});

export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['messages'];

  r.get(
    '/api/messages',
    { schema: { tags, querystring: messageListQuery, response: { 200: listOf(messageViewSchema) } } },
    async (req, reply) => {
      return sendList(reply, await listMessages(db, requireUser(req).id, req.query));
    },
  );

  r.get(
    '/api/messages/unread-count',
    { schema: { tags, response: { 200: unreadCountSchema } } },
    async (req) => ({
      count: await countUnread(db, requireUser(req).id),
    }),
  );
}
