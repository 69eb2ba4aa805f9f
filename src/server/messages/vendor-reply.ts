import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { replySubject } from '@shared/messages/schemas';
import { VENDOR_REPLY_MESSAGES, type VendorReplyPage } from '@shared/messages/vendor-reply';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { messageVendorRecipients, messages } from '../db/schema/messages';
import { vendors } from '../db/schema/vendors';
import { attachments } from '../db/schema/attachments';
import { AppError } from '../http/errors';
import { attachmentInfoColumns, ownedFile } from '../lib/attachments';
import { fullName } from '../lib/names';
import { hashToken } from '../lib/tokens';
import { deliverIn } from './compose';

/**
 * The vendor contact's side of a vendor message (public: the reply link's token is the only
 * credential). The token opens one recipient row: its thread, its address, and the user its replies go to.
 */

type Link = {
  link: typeof messageVendorRecipients.$inferSelect;
  vendorName: string | null;
  sender: { id: string; email: string; name: string };
};

/** The link a token opens: 404 for a token nobody was given, 410 `expired` once it has expired. */
async function openLink(tx: DbOrTx, token: string, now = new Date()): Promise<Link> {
  const [row] = await tx
    .select({
      link: messageVendorRecipients,
      vendorName: vendors.name,
      sender: { id: users.id, email: users.email, name: fullName(users) },
    })
    .from(messageVendorRecipients)
    .innerJoin(users, eq(users.id, messageVendorRecipients.senderId))
    .leftJoin(vendors, eq(vendors.id, messageVendorRecipients.vendorId))
    .where(eq(messageVendorRecipients.tokenHash, hashToken(token)));
  if (!row) throw new AppError('not_found', VENDOR_REPLY_MESSAGES.badToken);
  if (row.link.expiresAt.getTime() <= now.getTime())
    throw new AppError('expired', VENDOR_REPLY_MESSAGES.expired);
  return row;
}

/** The thread as the address sees it: the messages mailed to it and its own replies. */
function seenBy(tx: DbOrTx, { link }: Link) {
  const mailedTo = tx
    .select({ id: messageVendorRecipients.messageId })
    .from(messageVendorRecipients)
    .where(
      and(eq(messageVendorRecipients.threadId, link.threadId), eq(messageVendorRecipients.email, link.email)),
    );
  return and(
    eq(messages.threadId, link.threadId),
    or(
      inArray(messages.id, mailedTo),
      and(isNull(messages.fromUserId), eq(sql`lower(${messages.fromAddress})`, link.email)),
    ),
  );
}

/** The thread's messages, oldest first, each with its files. */
async function threadFor(tx: DbOrTx, found: Link) {
  const thread = await tx
    .select()
    .from(messages)
    .where(seenBy(tx, found))
    .orderBy(asc(messages.timestamp), asc(messages.id))
    .limit(200);
  const files = thread.length
    ? await tx
        .select({ ...attachmentInfoColumns, ownerId: attachments.ownerId })
        .from(attachments)
        .where(
          and(
            eq(attachments.ownerType, 'message'),
            inArray(
              attachments.ownerId,
              thread.map((m) => m.id),
            ),
          ),
        )
        .orderBy(asc(attachments.fileName), asc(attachments.id))
    : [];
  return thread.map((m) => ({
    ...m,
    files: files
      .filter((f) => f.ownerId === m.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, size: f.size, mimeType: f.mimeType })),
  }));
}

const pageOf = async (tx: DbOrTx, found: Link): Promise<VendorReplyPage> => {
  const thread = await threadFor(tx, found);
  const first = thread.find((m) => m.fromUserId !== null);
  return {
    subject: first?.subject ?? '',
    vendorEmail: found.link.email,
    vendorName: found.vendorName,
    senderName: found.sender.name,
    expiresAt: found.link.expiresAt.toISOString(),
    messages: thread.map((m) => ({
      id: m.id,
      from: m.fromAddress,
      fromName: m.fromName,
      content: m.content,
      timestamp: m.timestamp.toISOString(),
      files: m.files,
    })),
  };
};

/** GET /api/vendor-reply?token=…: the page. */
export async function viewVendorReply(db: Db, token: string): Promise<VendorReplyPage> {
  return db.transaction(async (tx) => pageOf(tx, await openLink(tx, token)));
}

/**
 * GET /api/vendor-reply/attachments/{id}?token=…: a file of a message of the thread as the address
 * sees it (the link's refusals first; a file of any other message: 404).
 */
export async function vendorReplyFile(db: Db, token: string, fileId: string) {
  return db.transaction(async (tx) => {
    const found = await openLink(tx, token);
    const ids = tx.select({ id: messages.id }).from(messages).where(seenBy(tx, found));
    return ownedFile(tx, { ownerType: 'message', ownerId: ids }, fileId);
  });
}

/**
 * POST /api/vendor-reply?token=…: the vendor contact's answer, as a vendor message from its address
 * (named by its vendor, if known) in the same thread, delivered unread to the sender's inbox by the
 * same code as any message. Answers the page with the reply in it.
 */
export async function postVendorReply(db: Db, token: string, content: string): Promise<VendorReplyPage> {
  return db.transaction(async (tx) => {
    const found = await openLink(tx, token);
    const { link, sender, vendorName } = found;
    const [original] = await tx
      .select({ subject: messages.subject })
      .from(messages)
      .where(eq(messages.id, link.messageId));
    await deliverIn(
      tx,
      { id: null, email: link.email, name: vendorName ?? link.email },
      {
        to: [{ id: sender.id, email: sender.email }],
        type: 'vendor',
        subject: replySubject(original?.subject ?? ''),
        content,
        threadId: link.threadId,
        action: 'message.vendor-reply',
        details: { inReplyTo: link.messageId, vendorRecipient: link.id, vendorId: link.vendorId },
      },
    );
    return pageOf(tx, found);
  });
}
