import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  ANALYTICS_EXPORT,
  analyticsExportFiltersSchema,
  exportDownloadPath,
  type ExportFormat,
} from '@shared/exports/schemas';
import { isoDate } from '@shared/format';
import type { Db, DbOrTx } from '../db/client';
import { exportFiles } from '../db/schema/exports';
import { enqueue } from '../jobs/queue';
import type { JobDefinition } from '../jobs/runner';
import { audit } from '../lib/audit';
import { newId } from '../lib/ids';
import { notify } from '../messages/notify';
import { activeUserById } from '../auth/sessions';
import { exportFileName, exportStream, inBatches, MIME_TYPES, BATCH_SIZE } from './format';
import { listExport } from './lists';
import { spendLineBatches, spendLineColumns } from './spend-lines';

/** The job that writes queued exports and tells their owner (payload `{ exportIds }`). */
export const EXPORT_JOB = 'export.write';
/** How long a written export can be downloaded. */
export const EXPORT_TTL_DAYS = 7;

export type QueuedExport = {
  list: string;
  title: string;
  format: ExportFormat;
  filters: Record<string, unknown>;
};

/**
 * Queues exports for `user` in the caller's transaction: a pending `exports` row each, an audit entry
 * `export.requested` each, and one job that writes them all and sends one message. Returns their ids.
 */
export async function queueExports(tx: DbOrTx, user: SessionUser, items: QueuedExport[]): Promise<string[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EXPORT_TTL_DAYS * 86_400_000);
  const rows = items.map((item) => ({
    id: newId('exp'),
    ownerId: user.id,
    list: item.list,
    format: item.format,
    filters: item.filters,
    fileName: exportFileName(item.title, item.format, isoDate(now)),
    mimeType: MIME_TYPES[item.format],
    createdAt: now,
    expiresAt,
  }));
  await tx.insert(exportFiles).values(rows);
  await audit(
    tx,
    rows.map((r) => ({
      actorId: user.id,
      action: 'export.requested',
      entityType: 'export' as const,
      entityId: r.id,
      details: { list: r.list, format: r.format, filters: r.filters },
    })),
  );
  const ids = rows.map((r) => r.id);
  await enqueue(tx, { kind: EXPORT_JOB, payload: { exportIds: ids }, maxAttempts: 3 });
  return ids;
}

type Pending = typeof exportFiles.$inferSelect;
type Written = Pending & { content: Buffer; rowCount: number; truncated: boolean };

/** The file of one pending export, read and written batch by batch, and how many rows it holds. */
async function writeFile(db: Db, user: SessionUser, e: Pending, maxRows: number) {
  const format = e.format as ExportFormat;
  let rowCount = 0;
  const counted = async function* <T>(batches: AsyncIterable<T[]>) {
    for await (const rows of batches) {
      rowCount += rows.length;
      yield rows;
    }
  };
  let stream: AsyncIterable<Buffer>;
  let more: () => Promise<boolean>;
  if (e.list === ANALYTICS_EXPORT) {
    const filters = analyticsExportFiltersSchema.parse(e.filters);
    const batches = spendLineBatches(db, user, filters, { size: BATCH_SIZE, max: maxRows });
    stream = exportStream(format, 'Analytics Spend', spendLineColumns, counted(batches));
    more = async () => rowCount >= maxRows;
  } else {
    const list = listExport(e.list);
    if (!list) throw new Error(`Unknown export list ${e.list}`);
    const read = list.reader(db, user, e.filters);
    stream = exportStream(format, list.title, list.columns, counted(inBatches(read, maxRows)));
    more = async () => rowCount >= maxRows && (await read({ limit: 1, offset: maxRows })).length > 0;
  }
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece);
  return { content: Buffer.concat(pieces), rowCount, truncated: await more() };
}

const TITLES: Record<string, string> = { [ANALYTICS_EXPORT]: 'Analytics data' };
const titleOf = (list: string) => TITLES[list] ?? listExport(list)?.title ?? list;

function readyMessage(done: Written[], maxRows: number) {
  const title = titleOf(done[0]!.list);
  const lines = done.map(
    (e) =>
      `${e.format.toUpperCase()} (${e.rowCount} rows${e.truncated ? `, the first ${maxRows}` : ''}): ${exportDownloadPath(e.id)}`,
  );
  return {
    subject: `Your export is ready: ${title}`,
    content: [
      `Your ${title} export is ready to download:`,
      '',
      ...lines,
      '',
      `Only you can download ${done.length > 1 ? 'these files' : 'this file'}; the links expire on ${isoDate(done[0]!.expiresAt)}.`,
    ].join('\n'),
  };
}

async function fail(db: Db, exports: Pending[], error: string) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(exportFiles)
      .set({ status: 'failed', error })
      .where(
        and(
          inArray(
            exportFiles.id,
            exports.map((e) => e.id),
          ),
          eq(exportFiles.status, 'pending'),
        ),
      )
      .returning({ id: exportFiles.id, ownerId: exportFiles.ownerId, list: exportFiles.list });
    if (!failed.length) return;
    await notify(tx, {
      toUserIds: [failed[0]!.ownerId],
      subject: `Your export failed: ${titleOf(failed[0]!.list)}`,
      content: 'The export could not be written. Please try again, or narrow the filters.',
      kind: 'export-ready',
    });
  });
}

/**
 * Writes the pending exports of the payload (their owner's visibility, filters and sort, read again
 * now), stores the files and sends the owner one message with the download links, in one transaction.
 * Idempotent: exports already written are skipped, and the message goes with the first write only.
 */
export function exportJob(settings: { jobMaxRows: number }): JobDefinition {
  return {
    kind: EXPORT_JOB,
    maxAttempts: 3,
    handler: async (payload, { db, final }) => {
      const ids = Array.isArray(payload.exportIds) ? payload.exportIds.map(String) : [];
      if (!ids.length) return;
      const pending = await db
        .select()
        .from(exportFiles)
        .where(and(inArray(exportFiles.id, ids), eq(exportFiles.status, 'pending')));
      if (!pending.length) return;
      const user = await activeUserById(db, pending[0]!.ownerId);
      if (!user) return fail(db, pending, 'The owner is no longer an active user.');
      try {
        const written: Written[] = [];
        for (const e of pending)
          written.push({ ...e, ...(await writeFile(db, user, e, settings.jobMaxRows)) });
        await db.transaction(async (tx) => {
          const done: Written[] = [];
          for (const w of written) {
            const [row] = await tx
              .update(exportFiles)
              .set({
                status: 'ready',
                content: w.content,
                size: w.content.length,
                rowCount: w.rowCount,
                truncated: w.truncated,
                readyAt: new Date(),
              })
              .where(and(eq(exportFiles.id, w.id), eq(exportFiles.status, 'pending')))
              .returning({ id: exportFiles.id });
            if (row) done.push(w);
          }
          if (!done.length) return;
          await audit(
            tx,
            done.map((w) => ({
              actorId: null,
              action: 'export.ready',
              entityType: 'export' as const,
              entityId: w.id,
              details: { rows: w.rowCount, size: w.content.length, truncated: w.truncated },
            })),
          );
          await notify(tx, {
            toUserIds: [user.id],
            ...readyMessage(done, settings.jobMaxRows),
            // The first file (CSV when both were asked for); the message's text links every file.
            record: { type: 'export', id: done[0]!.id },
            kind: 'export-ready',
          });
        });
      } catch (err) {
        if (final) await fail(db, pending, err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
  };
}
