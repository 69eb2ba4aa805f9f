import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rfpResponsePageSchema, saveRfpResponseSchema } from '@shared/rfps/response';
import { MULTIPART_BODY } from '../http/request-checks';
import { saveRfpResponse, viewRfpResponse } from './response';
import { attachResponseFiles, deleteResponseFile } from './response-files';

/** The response link's token (base64url of 32 bytes; anything else simply opens nothing). */
const tokenQuery = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * The vendor's response API (issue 11): public — the token in the query is the only credential — and
 * rate limited per address like the sign-in (LOGIN_RATE_LIMIT × 6 requests a minute: a vendor saves and
 * uploads several times). Every route finds the invitation by its token and checks the deadline inside
 * its transaction: 404 for an unknown token, 410 `expired` once responses are no longer taken.
 */
export async function rfpResponseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['rfp-response'];
  const config = {
    public: true,
    rateLimit: { max: app.config.loginRateLimit * 6, timeWindow: '1 minute' },
  } as const;

  r.get(
    '/api/rfp-response',
    {
      schema: {
        tags,
        description:
          'The RFP as an invited vendor sees it, and its response so far. The first view is recorded.',
        querystring: tokenQuery,
        response: { 200: rfpResponsePageSchema },
      },
      config,
    },
    async (req) => viewRfpResponse(db, req.query.token),
  );

  r.put(
    '/api/rfp-response',
    {
      schema: {
        tags,
        description: 'Saves (submit false) or submits the response; revisable until the deadline.',
        querystring: tokenQuery,
        body: saveRfpResponseSchema,
        response: { 200: rfpResponsePageSchema },
      },
      config,
    },
    async (req) => saveRfpResponse(db, req.query.token, req.body),
  );

  r.post(
    '/api/rfp-response/attachments',
    {
      schema: {
        tags,
        description:
          'multipart/form-data, field `files`: PDF, Word, Excel, PNG or JPEG, content checked, 10 MB each. Answers the page.',
        querystring: tokenQuery,
        response: { 201: rfpResponsePageSchema },
      },
      config: { ...config, contentTypes: MULTIPART_BODY },
    },
    async (req, reply) => reply.status(201).send(await attachResponseFiles(db, req.query.token, req)),
  );

  r.delete(
    '/api/rfp-response/attachments/:fileId',
    {
      schema: {
        tags,
        params: z.object({ fileId: z.string().trim().min(1).max(100) }),
        querystring: tokenQuery,
        response: { 200: rfpResponsePageSchema },
      },
      config,
    },
    async (req) => deleteResponseFile(db, req.query.token, req.params.fileId),
  );
}
