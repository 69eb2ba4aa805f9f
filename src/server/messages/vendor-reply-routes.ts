import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorReplyPageSchema, vendorReplySchema } from '@shared/messages/vendor-reply';
import { fileResponse } from '../http/contract';
import { sendDownload } from '../http/files';
import { postVendorReply, vendorReplyFile, viewVendorReply } from './vendor-reply';

/** The reply link's token (base64url of 32 bytes; anything else simply opens nothing). */
const tokenQuery = z.object({ token: z.string().trim().min(1).max(200) });
const fileParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The vendor contact's reply API (issue 13): public — the token in the query is the only credential —
 * and rate limited per address like the RFP response page. 404 for an unknown token, 410 `expired`
 * for an expired one. The page, the reply, and the thread's files.
 */
export async function vendorReplyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor-reply'];
  const config = {
    public: true,
    rateLimit: { max: app.config.loginRateLimit * 6, timeWindow: '1 minute' },
  } as const;

  r.get(
    '/api/vendor-reply',
    {
      schema: {
        tags,
        description: 'The thread as the vendor contact the message was mailed to sees it.',
        querystring: tokenQuery,
        response: { 200: vendorReplyPageSchema },
      },
      config,
    },
    async (req) => viewVendorReply(db, req.query.token),
  );

  r.post(
    '/api/vendor-reply',
    {
      schema: {
        tags,
        description: "The vendor contact's reply: a message in the same thread to the sender's inbox.",
        querystring: tokenQuery,
        body: vendorReplySchema,
        response: { 201: vendorReplyPageSchema },
      },
      config,
    },
    async (req, reply) =>
      reply.status(201).send(await postVendorReply(db, req.query.token, req.body.content)),
  );

  r.get(
    '/api/vendor-reply/attachments/:id',
    {
      schema: {
        tags,
        description:
          'A file of a message of the thread as the vendor contact sees it (404 for any other file).',
        params: fileParams,
        querystring: tokenQuery,
        response: { 200: fileResponse('The stored file, under its own media type.') },
      },
      config,
    },
    async (req, reply) => sendDownload(reply, await vendorReplyFile(db, req.query.token, req.params.id)),
  );
}
