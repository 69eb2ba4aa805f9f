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
    /** The record a system message is about (its screen: recordHref, src/shared/records.ts). */
    record: z.object({ type: z.string(), id: z.string() }).nullable(),
  })
  .meta({ id: 'Message' });
export type MessageView = z.infer<typeof messageViewSchema>;

/** GET /api/messages/unread-count: counted to GLANCE_COUNT_CAP + 1 (src/shared/counts.ts). */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Compose, reply and forward (spec section 5 "Messaging": each field non-empty once trimmed). */
const required = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(max, { error: `String must contain at most ${max} character(s)` });

/** E-mail addresses (a list, or one text separated by commas), trimmed, lower case, once each, at most 50. */
const addressesSchema = () =>
  z
    .union([z.array(z.string()), z.string()], { error: 'Required' })
    .transform((v) => [
      ...new Set((Array.isArray(v) ? v : v.split(',')).map((a) => a.trim().toLowerCase()).filter(Boolean)),
    ])
    .pipe(
      z
        .array(z.string())
        .max(50, { error: 'Array must contain at most 50 element(s)' })
        .refine((list) => list.every((a) => z.email().safeParse(a).success), { error: 'Invalid email' }),
    );

/**
 * Who a message goes to: users (`to`, their addresses) and vendor contacts (`vendorTo`, any e-mail
 * address: each is mailed the message with a reply link, and the message is of type vendor); at
 * least one of either. Compose and forward alike.
 */
const recipientFields = { to: addressesSchema().default([]), vendorTo: addressesSchema().default([]) };
const hasRecipient = (v: { to: string[]; vendorTo: string[] }) => v.to.length + v.vendorTo.length > 0;
const recipientRequired = {
  path: ['to'],
  error: 'Required',
  // Also when another field is refused (every message at once), unless the addresses themselves are
  // or the body is no object at all.
  when: (p: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
    typeof p.value === 'object' &&
    p.value !== null &&
    !Array.isArray(p.value) &&
    !p.issues.some((i) => i.path?.length === 0 || i.path?.[0] === 'to' || i.path?.[0] === 'vendorTo'),
};

/** Compose: the recipients, a subject and the text. */
export const composeMessageSchema = z
  .object({ ...recipientFields, subject: required(200), content: required(20_000) })
  .refine(hasRecipient, recipientRequired);
export type ComposeMessage = z.infer<typeof composeMessageSchema>;

export const replyMessageSchema = z.object({ content: required(20_000) });
export type ReplyMessage = z.infer<typeof replyMessageSchema>;

/** Forward: new recipients, users and vendor contacts as in compose, and a note above the message (optional). */
export const forwardMessageSchema = z
  .object({ ...recipientFields, content: z.string().trim().max(20_000).optional().default('') })
  .refine(hasRecipient, recipientRequired);
export type ForwardMessage = z.infer<typeof forwardMessageSchema>;

/** PATCH /api/messages/{id}: the user's own copy — read, starred, archived. */
export const messageFlagsSchema = z
  .object({ isRead: z.boolean(), isStarred: z.boolean(), isArchived: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' });
export type MessageFlags = z.infer<typeof messageFlagsSchema>;

export const messageFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});

/** One message with its files, as its sender or a recipient sees it. */
export const messageDetailSchema = messageViewSchema
  .extend({ files: z.array(messageFileSchema), can: z.object({ reply: z.boolean() }) })
  .meta({ id: 'MessageDetail' });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** GET /api/messages/recipients?q=: people to write to, by name or e-mail. */
export const recipientSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Recipient = z.infer<typeof recipientSchema>;

/** GET /api/messages/vendor-contacts?q=: vendors whose contact e-mail or name holds the text. */
export const vendorContactSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  email: z.string(),
});
export type VendorContact = z.infer<typeof vendorContactSchema>;

/** 'Re: subject' once, however often replied to; 'Fwd: subject' likewise. */
export const replySubject = (subject: string) => (/^re:\s/i.test(subject) ? subject : `Re: ${subject}`);
export const forwardSubject = (subject: string) => (/^fwd:\s/i.test(subject) ? subject : `Fwd: ${subject}`);
