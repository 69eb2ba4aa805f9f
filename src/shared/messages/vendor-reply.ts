import { z } from 'zod';
import { messageFileSchema, replyMessageSchema } from './schemas';

/**
 * The vendor's reply page (public, `/vendor-reply?token=…`, issue 13): a vendor contact mailed a
 * message from the Messaging Center answers it there, into the same thread. The token in the query
 * string is the only credential; the server keeps only its SHA-256.
 */

/** Days a reply link works. */
export const VENDOR_REPLY_DAYS = 30;

export const VENDOR_REPLY_MESSAGES = {
  badToken: 'This reply link is not valid. Ask the sender for a new message.',
  expired: 'This reply link has expired. Ask the sender for a new message.',
  sent: 'Your reply has been sent.',
} as const;

/** POST /api/vendor-reply?token=…: the answer (spec section 5: reply needs non-empty trimmed text). */
export const vendorReplySchema = replyMessageSchema;
export type VendorReply = z.infer<typeof vendorReplySchema>;

export const vendorReplyMessageSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  from: z.string(),
  content: z.string(),
  timestamp: z.string(),
  /** Its files, each downloadable with the link's token (vendorReplyFileUrl). */
  files: z.array(messageFileSchema),
});
export type VendorReplyMessage = z.infer<typeof vendorReplyMessageSchema>;

/** GET /api/vendor-reply/attachments/{id}?token=…: a file of the thread the token opens. */
export const vendorReplyFileUrl = (token: string, fileId: string) =>
  `/api/vendor-reply/attachments/${encodeURIComponent(fileId)}?token=${encodeURIComponent(token)}`;

/** GET /api/vendor-reply?token=…: the thread as the vendor contact sees it. */
export const vendorReplyPageSchema = z
  .object({
    subject: z.string(),
    vendorEmail: z.string(),
    vendorName: z.string().nullable(),
    senderName: z.string(),
    expiresAt: z.string(),
    /** The messages sent to this address and its own replies, oldest first. */
    messages: z.array(vendorReplyMessageSchema),
  })
  .meta({ id: 'VendorReplyPage' });
export type VendorReplyPage = z.infer<typeof vendorReplyPageSchema>;
