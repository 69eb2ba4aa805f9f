import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  ANALYTICS_EXPORT,
  ANALYTICS_EXPORT_STARTED,
  LIST_EXPORT_QUEUED,
  analyticsExportRequestSchema,
  exportFormatParam,
  exportQueuedSchema,
  type ExportFormat,
} from '@shared/exports/schemas';
import { isoDate } from '@shared/format';
import { requireUser } from '../auth/guard';
import { fileResponse } from '../http/contract';
import { sendDownload } from '../http/files';
import { notFound } from '../http/errors';
import { exportFiles } from '../db/schema/exports';
import { audit } from '../lib/audit';
import { newId } from '../lib/ids';
import { exportFileName, exportStream, inBatches, MIME_TYPES } from './format';
import { LIST_EXPORTS, type ListExport } from './lists';
import { queueExports } from './jobs';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The query string as the client sent it (strings), for the job to read the list again as the route would. */
function rawQuery(req: FastifyRequest): Record<string, string> {
  const search = new URLSearchParams(req.url.split('?')[1] ?? '');
  const out: Record<string, string> = {};
  for (const [k, v] of search) if (k !== 'format' && k !== 'limit' && k !== 'offset') out[k] = v;
  return out;
}

/** Streams an export as a download; the rows are read, written and sent a batch at a time. */
function sendStream(
  reply: FastifyReply,
  fileName: string,
  format: ExportFormat,
  body: AsyncIterable<Buffer>,
) {
  return reply
    .header('Content-Type', MIME_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(body));
}

/**
 * Exports: GET /api/exports/{list} (each list screen's rows under its own filters and sort, the
 * list's visibility), GET /api/exports/{id}/download (a file the job wrote, for its owner only), and
 * POST /api/analytics/exports (the Analytics spend lines, always by job).
 */
export async function exportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { streamMaxRows } = app.config.exports;
  const tags = ['exports'];

  const registerList = (list: ListExport) =>
    r.get(
      `/api/exports/${list.name}`,
      {
        schema: {
          tags,
          description: `Every row of the ${list.title} list under its filters and sort (not a page), as CSV or XLSX. Up to EXPORT_STREAM_MAX_ROWS rows stream at once (200); more are written by a job and sent by message (202).`,
          querystring: list.filters.extend({ format: exportFormatParam }),
          response: { 200: fileResponse(`The ${list.title} list as CSV or XLSX.`), 202: exportQueuedSchema },
        },
        config: list.permission ? { permission: list.permission } : {},
      },
      async (req, reply) => {
        const user = requireUser(req);
        const { format } = req.query as { format: ExportFormat };
        const filters = rawQuery(req);
        const read = list.reader(db, user, filters);
        // Beyond the streaming limit (one indexed read of one row): the job writes it.
        if ((await read({ limit: 1, offset: streamMaxRows })).length > 0) {
          const exportIds = await db.transaction((tx) =>
            queueExports(tx, user, [{ list: list.name, title: list.title, format, filters }]),
          );
          return reply.status(202).send({ exportIds, status: 'queued', ...LIST_EXPORT_QUEUED });
        }
        await audit(db, {
          actorId: user.id,
          action: 'export.downloaded',
          entityType: 'export',
          entityId: newId('exp'),
          details: { list: list.name, format, filters },
        });
        const fileName = exportFileName(list.title, format, isoDate(new Date()));
        return sendStream(
          reply,
          fileName,
          format,
          exportStream(format, list.title, list.columns, inBatches(read, streamMaxRows)),
        );
      },
    );
  for (const list of LIST_EXPORTS) registerList(list);

  /** Out of sight is 404 (decision 002): another user's export answers exactly like a missing one. */
  r.get(
    '/api/exports/:id/download',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: fileResponse('An export the job wrote (CSV or XLSX).') },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const [file] = await db
        .select({
          fileName: exportFiles.fileName,
          mimeType: exportFiles.mimeType,
          content: exportFiles.content,
        })
        .from(exportFiles)
        .where(
          and(
            eq(exportFiles.id, req.params.id),
            eq(exportFiles.ownerId, user.id),
            eq(exportFiles.status, 'ready'),
            gt(exportFiles.expiresAt, sql`now()`),
          ),
        );
      if (!file?.content) throw notFound('Export');
      return sendDownload(reply, { ...file, content: file.content });
    },
  );

  const analyticsExport = {
    schema: {
      tags,
      description:
        'Writes the Analytics spend lines (invoice lines under the filters, the user’s visibility) as CSV and XLSX in a job; the user receives a message with the download links.',
      body: analyticsExportRequestSchema,
      response: { 202: exportQueuedSchema },
    },
  };
  for (const path of ['/api/analytics/exports', '/api/analytics/export'])
    r.post(path, analyticsExport, async (req, reply) => {
      const user = requireUser(req);
      const formats: ExportFormat[] = req.body.format === 'both' ? ['csv', 'xlsx'] : [req.body.format];
      const filters = req.body.filters;
      const exportIds = await db.transaction((tx) =>
        queueExports(
          tx,
          user,
          formats.map((format) => ({ list: ANALYTICS_EXPORT, title: 'Analytics Spend', format, filters })),
        ),
      );
      return reply.status(202).send({ exportIds, status: 'queued', ...ANALYTICS_EXPORT_STARTED });
    });
}
