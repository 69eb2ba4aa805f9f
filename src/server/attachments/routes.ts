import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard';
import { fileResponse } from '../http/contract';
import { sendDownload } from '../http/files';
import { findDownloadable } from './access';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /api/attachments/{id}: downloads a stored file for users who may see the record it belongs to. */
export async function attachmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/attachments/:id',
    {
      schema: {
        tags: ['attachments'],
        params: idParams,
        response: { 200: fileResponse('The stored file, under its own media type.') },
      },
    },
    async (req, reply) => {
      const file = await findDownloadable(db, requireUser(req), req.params.id);
      return sendDownload(reply, file);
    },
  );
}
