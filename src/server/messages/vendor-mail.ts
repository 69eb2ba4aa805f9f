import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { VendorContact } from '@shared/messages/schemas';
import { VENDOR_REPLY_DAYS } from '@shared/messages/vendor-reply';
import type { DbOrTx } from '../db/client';
import { messageVendorRecipients } from '../db/schema/messages';
import { vendors } from '../db/schema/vendors';
import { likePattern } from '../http/list';
import { newId } from '../lib/ids';
import { hashToken, newToken } from '../lib/tokens';
import { queueMail } from '../mail/queue';

/** Messages to vendor contacts (issue 13, type vendor): the mail with its reply link, and the contacts. */

/** The link a vendor contact answers a message through. */
export const vendorReplyLink = (publicUrl: string, token: string) =>
  `${publicUrl}/vendor-reply?token=${encodeURIComponent(token)}`;

const lowerContact = sql<string>`lower(${vendors.contactEmail})`;

/** The vendor whose contact e-mail each address is (lower case → vendor; active vendors first). */
export async function vendorsByContact(
  tx: DbOrTx,
  emails: string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (!emails.length) return new Map();
  const rows = await tx
    .select({ id: vendors.id, name: vendors.name, email: lowerContact })
    .from(vendors)
    .where(
      inArray(
        lowerContact,
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .orderBy(sql`${vendors.status} = 'active' desc`, asc(vendors.id));
  const found = new Map<string, { id: string; name: string }>();
  for (const r of rows) if (!found.has(r.email)) found.set(r.email, { id: r.id, name: r.name });
  return found;
}

/** Vendors with a contact e-mail whose name or e-mail holds the text (at most `limit`, by name). */
export async function searchVendorContacts(db: DbOrTx, q: string, limit: number): Promise<VendorContact[]> {
  const pattern = likePattern(q);
  const rows = await db
    .select({ vendorId: vendors.id, vendorName: vendors.name, email: vendors.contactEmail })
    .from(vendors)
    .where(
      and(
        isNotNull(vendors.contactEmail),
        or(ilike(vendors.contactEmail, pattern), ilike(vendors.name, pattern)),
      ),
    )
    .orderBy(sql`${vendors.status} = 'active' desc`, asc(vendors.name), asc(vendors.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, email: (r.email ?? '').toLowerCase() }));
}

export type VendorMailing = {
  messageId: string;
  threadId: string;
  /** The user the vendor's replies go to. */
  senderId: string;
  senderName: string;
  subject: string;
  content: string;
  attachmentNames: string[];
  publicUrl: string;
  now: Date;
};

/**
 * Mails the message to each vendor address, in the caller's transaction: a recipient row (the vendor
 * whose contact it is, if any) with a fresh reply token — only its SHA-256 kept, working for
 * VENDOR_REPLY_DAYS — and an outbox mail with the text, the files by name and the reply link (whose
 * page lists the files for download).
 */
export async function mailVendors(tx: DbOrTx, m: VendorMailing, emails: string[]): Promise<void> {
  if (!emails.length) return;
  const known = await vendorsByContact(tx, emails);
  const expiresAt = new Date(m.now.getTime() + VENDOR_REPLY_DAYS * 86_400_000);
  for (const email of emails) {
    const token = newToken();
    await tx.insert(messageVendorRecipients).values({
      id: newId('mvr'),
      messageId: m.messageId,
      threadId: m.threadId,
      email,
      vendorId: known.get(email.toLowerCase())?.id ?? null,
      senderId: m.senderId,
      tokenHash: hashToken(token),
      expiresAt,
    });
    const link = vendorReplyLink(m.publicUrl, token);
    const files = m.attachmentNames.length
      ? ['', `Attachments (download them from the reply link below): ${m.attachmentNames.join(', ')}`]
      : [];
    await queueMail(tx, {
      to: email,
      subject: m.subject,
      text: [
        `${m.senderName} sent you a message through Procura:`,
        '',
        m.content,
        ...files,
        '',
        `Reply here: ${link}`,
        '',
        `This link is for ${email} only and works for ${VENDOR_REPLY_DAYS} days. Your reply goes to ${m.senderName}.`,
      ].join('\n'),
      kind: 'message.vendor',
    });
  }
}

/** The vendor addresses a message was mailed to (lower case). */
export async function vendorAddressesOf(tx: DbOrTx, messageId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: messageVendorRecipients.email })
    .from(messageVendorRecipients)
    .where(eq(messageVendorRecipients.messageId, messageId));
  return [...new Set(rows.map((r) => r.email.toLowerCase()))];
}
