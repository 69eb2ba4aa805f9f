import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

/**
 * Deferred work (decision 012): one row per job, claimed by a runner with `FOR UPDATE SKIP LOCKED`.
 * pending → done | failed (after max_attempts; kept). A claimed job holds a lease (locked_by,
 * locked_until); when the lease runs out (its runner died) another runner claims it again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | done | failed */
    status: text('status').notNull().default('pending'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    /** When it finished: done, or failed for good. */
    doneAt: ts('done_at'),
    /** At most one pending job per key (recurring jobs, one delivery per mail). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    // The claim: pending jobs in the order they fall due.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`status = 'pending'`),
    uniqueIndex('jobs_pending_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`status = 'pending'`),
    // Finished jobs by status and age: failed ones to look at, done ones to prune.
    index('jobs_finished_idx')
      .on(t.status, t.doneAt)
      .where(sql`status <> 'pending'`),
  ],
);

export type Job = typeof jobs.$inferSelect;

/** A file sent with a mail (the content base64, as stored). */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail the product sends, written in the transaction of the change that caused it and
 * delivered by a `mail.deliver` job. queued → sent | failed | unsent (no SMTP server configured).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** What the mail is (rfp.invitation, po.issued…). */
    kind: text('kind').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    /** queued | sent | failed | unsent */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin list: newest first (id order), all or by status.
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_record_idx').on(t.recordType, t.recordId),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
