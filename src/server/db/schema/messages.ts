import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './auth';
import { vendors } from './vendors';

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id').references(() => users.id),
    /** Address shown as `from` (a user's email, a vendor's, or system). */
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull(),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** rfp | internal | vendor | system */
    type: text('type').notNull().default('internal'),
    threadId: text('thread_id').notNull(),
    attachmentNames: jsonb('attachment_names').$type<string[]>().notNull().default([]),
    /** Set for generated notices so each is sent once (e.g. contract renewal notice). */
    dedupeKey: text('dedupe_key'),
    /** The record a system message is about (src/shared/records.ts): its screen is linked from the message. */
    recordType: text('record_type'),
    recordId: text('record_id'),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId),
    index('messages_timestamp_idx').on(t.timestamp),
    index('messages_dedupe_idx').on(t.dedupeKey),
    index('messages_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
  ],
);

/** A message as it sits in one user's mailbox: inbox copy per recipient, sent copy for the sender. */
export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** inbox | sent */
    folder: text('folder').notNull(),
    /** delivered | read | sent */
    status: text('status').notNull(),
    isStarred: boolean('is_starred').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    readAt: ts('read_at'),
    createdAt: createdAt(),
    /**
     * The message's timestamp, copied by a trigger on insert (migration list_pages), so that a
     * folder's newest entries are read by index without joining every message of the mailbox.
     */
    messageAt: ts('message_at'),
  },
  (t) => [
    index('mailbox_entries_owner_idx').on(t.ownerId, t.folder, t.status, t.isArchived),
    /** The inbox and sent folders, newest first (the Messages list's default order). */
    index('mailbox_entries_folder_time_idx').on(
      t.ownerId,
      t.folder,
      t.isArchived,
      t.messageAt.desc().nullsFirst(),
      t.id,
    ),
    /** The starred and archived tabs (across inbox and sent), newest first: a page reads its own rows. */
    index('mailbox_entries_starred_time_idx')
      .on(t.ownerId, t.messageAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isStarred}`),
    index('mailbox_entries_archived_time_idx')
      .on(t.ownerId, t.messageAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isArchived}`),
  ],
);

/** A user's channel for one kind of notice (src/shared/profile/notifications.ts); absent: in-app. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** approval-needed | request-decided | contract-renewal | rfp-response | export-ready */
    kind: text('kind').notNull(),
    /** in-app | email | both */
    channel: text('channel').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A vendor contact a message was mailed to (issue 13, type vendor): its address, the vendor whose
 * contact e-mail it is (if any), and its reply link — only the token's SHA-256 is kept — which opens
 * the thread on the public reply page until `expires_at`; replies go to `sender_id`'s inbox.
 */
export const messageVendorRecipients = pgTable(
  'message_vendor_recipients',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').notNull(),
    email: text('email').notNull(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_vendor_recipients_token_uq').on(t.tokenHash),
    index('message_vendor_recipients_message_idx').on(t.messageId),
    index('message_vendor_recipients_thread_idx').on(t.threadId, t.email),
  ],
);
