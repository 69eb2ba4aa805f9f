import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { OUTBOX_STATUS_LABELS, type OutboxMail, type OutboxStatus } from '@shared/mail/schemas';
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema/jobs';
import { likePattern, listPage, orderBy, type ListQuery, type ListResult } from '../http/list';

export type OutboxQuery = ListQuery & { status?: OutboxStatus };

/** The outbox, newest first: by status, and `q` in the subject or a recipient. */
export async function listOutbox(db: DbOrTx, q: OutboxQuery): Promise<ListResult<OutboxMail>> {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(outbox.status, q.status));
  if (q.q) {
    const pattern = likePattern(q.q);
    filters.push(or(ilike(outbox.subject, pattern), sql`${outbox.toAddresses}::text ilike ${pattern}`)!);
  }
  const order = orderBy(
    q.sort,
    { createdAt: outbox.id, subject: outbox.subject },
    [desc(outbox.id)],
    outbox.id,
  );
  const { rows, ...tally } = await listPage(
    db,
    db
      .select({
        id: outbox.id,
        to: outbox.toAddresses,
        subject: outbox.subject,
        kind: outbox.kind,
        recordType: outbox.recordType,
        recordId: outbox.recordId,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        messageId: outbox.messageId,
        attachments: sql<OutboxMail['attachments']>`(
          select coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename',
            'contentType', a->>'contentType',
            'size', length(a->>'content') * 3 / 4 - (length(a->>'content') - length(rtrim(a->>'content', '='))))),
            '[]'::jsonb)
          from jsonb_array_elements(${outbox.attachments}) a)`,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox),
    outbox,
    filters.length ? and(...filters) : undefined,
    order,
    q,
  );
  return {
    ...tally,
    rows: rows.map((r) => {
      const status = r.status as OutboxStatus;
      return {
        ...r,
        status,
        statusLabel: OUTBOX_STATUS_LABELS[status],
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      };
    }),
  };
}
