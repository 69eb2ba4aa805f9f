import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './auth';
import { bytea } from './attachments';

/**
 * Files written by the export job (a list too large to stream, the Analytics spend lines), kept in the
 * database (decision 006) for their owner only until they expire.
 */
export const exportFiles = pgTable(
  'exports',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An export list (src/shared/exports/schemas.ts EXPORT_LISTS) or 'analytics-spend'. */
    list: text('list').notNull(),
    /** csv | xlsx */
    format: text('format').notNull(),
    /** The list's filters and sort as the owner asked (query-string values), read again by the job. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | ready | failed */
    status: text('status').notNull().default('pending'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    content: bytea('content'),
    size: integer('size'),
    rowCount: integer('row_count'),
    /** Whether the rows stopped at the job's limit. */
    truncated: boolean('truncated').notNull().default(false),
    error: text('error'),
    createdAt: createdAt(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('exports_owner_idx').on(t.ownerId, t.createdAt),
    index('exports_expires_idx').on(t.expiresAt),
  ],
);
