import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatRequestSchema, chatResponseSchema, insightSchema } from '@shared/assistant/chat';
import { requireUser } from '../auth/guard';
import { chat } from './answers';
import { assistantInsights } from './insights';

export async function assistantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  /** Any signed-in user: a reply from live data to one chat message (read-only). */
  r.post(
    '/api/assistant/chat',
    { schema: { tags: ['assistant'], body: chatRequestSchema, response: { 200: chatResponseSchema } } },
    async (req) => chat(db, requireUser(req), req.body.message),
  );

  /** Any signed-in user: the assistant's insights. */
  r.get(
    '/api/assistant/insights',
    { schema: { tags: ['assistant'], response: { 200: z.array(insightSchema) } } },
    async () => assistantInsights(db),
  );
}
