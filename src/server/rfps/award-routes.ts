import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { awardResultSchema, awardRfpSchema, rfpComparisonSchema } from '@shared/rfps/sourcing';
import { requireUser } from '../auth/guard';
import { fileResponse } from '../http/contract';
import { sendCsv } from '../http/csv';
import { sendDownload } from '../http/files';
import { awardRfpResponse } from './award';
import { comparisonCsv, getComparison, responseFile } from './comparison';
import { rfpIdParams } from './params';

const fileParams = rfpIdParams.extend({ responseId: rfpIdParams.shape.id, fileId: rfpIdParams.shape.id });

/**
 * The comparison of an RFP's responses (screen, CSV and the responses' files), once its deadline has
 * passed, and its award (issue 11).
 */
export async function rfpAwardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['rfps'];

  r.get(
    '/api/rfps/:id/comparison',
    { schema: { tags, params: rfpIdParams, response: { 200: rfpComparisonSchema } } },
    async (req) => getComparison(db, requireUser(req), req.params.id),
  );

  r.get(
    '/api/rfps/:id/comparison.csv',
    {
      schema: {
        tags,
        params: rfpIdParams,
        response: {
          200: {
            description: 'The comparison as CSV (text/csv), one column per vendor.',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (req, reply) => {
      const csv = await comparisonCsv(db, requireUser(req), req.params.id);
      return sendCsv(reply, `${req.params.id}-comparison.csv`, csv);
    },
  );

  r.get(
    '/api/rfps/:id/responses/:responseId/attachments/:fileId',
    {
      schema: {
        tags,
        params: fileParams,
        response: { 200: fileResponse('A file of a submitted response, under its own media type.') },
      },
    },
    async (req, reply) => sendDownload(reply, await responseFile(db, requireUser(req), req.params)),
  );

  r.post(
    '/api/rfps/:id/award',
    {
      schema: { tags, params: rfpIdParams, body: awardRfpSchema, response: { 200: awardResultSchema } },
      config: { permission: 'manage_rfps' },
    },
    async (req) => awardRfpResponse(db, requireUser(req), req.params.id, req.body),
  );
}
