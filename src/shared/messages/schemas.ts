import { z } from 'zod';

/** Messaging Center (spec sections 2, 3, 4). */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'starred', 'archived'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
export const MESSAGE_TYPES = ['rfp', 'internal', 'vendor', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_STATUSES = ['delivered', 'read', 'sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One message as it sits in the user's mailbox (spec section 3 "Message", plus the mailbox entry's id and folder). */
export const messageViewSchema = z
  .object({
    /** The message id (shared by every copy). */
    id: z.string(),
    /** This user's mailbox entry. */
    entryId: z.string(),
    folder: z.enum(['inbox', 'sent']),
    from: z.string(),
    fromName: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    content: z.string(),
    timestamp: z.string(),
    type: z.enum(MESSAGE_TYPES),
    status: z.enum(MESSAGE_STATUSES),
    attachments: z.array(z.string()),
    isStarred: z.boolean(),
    isArchived: z.boolean(),
    threadId: z.string(),
  })
  .meta({ id: 'Message' });
export type MessageView = z.infer<typeof messageViewSchema>;

/** GET /api/messages/unread-count */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
