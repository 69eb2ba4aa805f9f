import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './auth';

/** Binary content (files live in the database, decision 006). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Uploaded files of any record (requisition, vendor request, invoice, PO, message). */
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').notNull().default('attachment'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_owner_idx').on(t.ownerType, t.ownerId)],
);

/** A user's profile photo (decision 006: in the database), one per user; `users.avatar` names its version. */
export const userPhotos = pgTable('user_photos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
