import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/auth/types';
import {
  forwardSubject,
  replySubject,
  type ComposeMessage,
  type ForwardMessage,
} from '@shared/messages/schemas';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { users } from '../db/schema/auth';
import { mailboxEntries, messages } from '../db/schema/messages';
import { badRequest, conflict } from '../http/errors';
import type { Upload } from '../http/files';
import { storeAttachment } from '../lib/attachments';
import { audit } from '../lib/audit';
import { newId } from '../lib/ids';
import { insertMessage } from './notify';
import { findOwnMessage } from './mailbox';
import { mailVendors, vendorAddressesOf } from './vendor-mail';

export type Person = { id: string; email: string };
/** Who writes: a user, or a vendor contact answering through its reply link (no user, no sent copy). */
export type Writer = { id: string | null; email: string; name: string };

/** The active users with these addresses; an address nobody has is the `to` field's error. */
async function recipientsOf(tx: DbOrTx, addresses: string[]): Promise<Person[]> {
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, addresses), eq(users.status, 'Active')));
  const known = new Set(found.map((u) => u.email.toLowerCase()));
  const unknown = addresses.filter((a) => !known.has(a));
  if (unknown.length) {
    const message = `No Procura user has the address ${unknown.join(', ')}`;
    throw badRequest(message, { to: message });
  }
  return found;
}

/** Compose's and forward's recipients: the users of `to` (each must exist); `vendorTo` is mailed as is. */
const usersOf = async (tx: DbOrTx, input: { to: string[] }) =>
  input.to.length ? recipientsOf(tx, input.to) : [];

export type Outgoing = {
  to: Person[];
  /** Vendor contacts mailed the message with a reply link (the message is then of type vendor). */
  vendorTo?: string[];
  /** The absolute base of the reply links (PUBLIC_URL); needed with vendorTo. */
  publicUrl?: string;
  /** Overrides the type (a vendor contact's reply is vendor). */
  type?: 'internal' | 'vendor';
  subject: string;
  content: string;
  threadId: string;
  files?: Upload[];
  /** Files of an earlier message carried over (a forward). */
  copyFilesOf?: string;
  action: string;
  details?: Record<string, unknown>;
};

/**
 * Writes one message in the caller's transaction: the message, the writer's copy (sent; a user only),
 * a delivered copy in each recipient's inbox, its files, a mail with a reply link to each vendor
 * address, and an audit entry. The recipients' badges move by the mailbox trigger (live events).
 */
export async function deliverIn(tx: DbOrTx, writer: Writer, out: Outgoing): Promise<string> {
  const now = new Date();
  const vendorTo = out.vendorTo ?? [];
  const id = await insertMessage(tx, {
    fromUserId: writer.id,
    fromAddress: writer.email,
    fromName: writer.name,
    toAddresses: [...out.to.map((p) => p.email), ...vendorTo],
    subject: out.subject,
    content: out.content,
    type: out.type ?? (vendorTo.length ? 'vendor' : 'internal'),
    threadId: out.threadId,
    timestamp: now,
  });
  const names: string[] = [];
  for (const file of out.files ?? []) {
    const stored = await storeAttachment(tx, {
      ownerType: 'message',
      ownerId: id,
      file,
      userId: writer.id,
    });
    names.push(stored.fileName);
  }
  if (out.copyFilesOf) {
    const copied = await queryRows<{ file_name: string }>(
      tx,
      sql`
      insert into attachments (id, owner_type, owner_id, kind, file_name, mime_type, size, content, uploaded_by)
      select 'att-' || replace(gen_random_uuid()::text, '-', ''), a.owner_type, ${id}, a.kind, a.file_name, a.mime_type,
             a.size, a.content, ${writer.id}
      from attachments a where a.owner_type = 'message' and a.owner_id = ${out.copyFilesOf}
      returning file_name`,
    );
    names.push(...copied.map((r) => r.file_name));
  }
  if (names.length) await tx.update(messages).set({ attachmentNames: names }).where(eq(messages.id, id));
  const entry = (ownerId: string, folder: 'inbox' | 'sent') => ({
    id: newId('mbx'),
    messageId: id,
    ownerId,
    folder,
    status: folder === 'sent' ? 'sent' : 'delivered',
    createdAt: now,
  });
  const entries = [
    ...(writer.id ? [entry(writer.id, 'sent')] : []),
    ...out.to.map((p) => entry(p.id, 'inbox')),
  ];
  if (entries.length) await tx.insert(mailboxEntries).values(entries);
  if (vendorTo.length) {
    if (!writer.id || !out.publicUrl) throw new Error('Mail to vendors needs a user sender and PUBLIC_URL.');
    await mailVendors(
      tx,
      {
        messageId: id,
        threadId: out.threadId,
        senderId: writer.id,
        senderName: writer.name,
        subject: out.subject,
        content: out.content,
        attachmentNames: names,
        publicUrl: out.publicUrl,
        now,
      },
      vendorTo,
    );
  }
  await audit(tx, {
    actorId: writer.id,
    action: out.action,
    entityType: 'message',
    entityId: id,
    details: {
      to: out.to.map((p) => p.email),
      ...(vendorTo.length ? { vendorTo } : {}),
      files: names,
      ...out.details,
    },
  });
  return id;
}

const deliver = (db: Db, sender: SessionUser, out: Outgoing) =>
  db.transaction((tx) => deliverIn(tx, sender, out));

/** Compose: a new thread to one or more users and vendor contacts (mailed a reply link each). */
export async function sendMessage(
  db: Db,
  sender: SessionUser,
  input: ComposeMessage,
  files: Upload[] = [],
  publicUrl?: string,
) {
  const threadId = newId('thread');
  const to = await usersOf(db, input);
  return deliver(db, sender, { ...input, to, threadId, files, publicUrl, action: 'message.send' });
}

/**
 * Reply, in the message's thread: to its sender, or — replying to one's own message — to its
 * recipients (vendor contacts among them mailed a new reply link). A vendor contact's reply is
 * answered by mail the same way. A system notice has nobody to answer (409).
 */
export async function replyToMessage(
  db: Db,
  user: SessionUser,
  messageId: string,
  content: string,
  publicUrl?: string,
) {
  const original = await findOwnMessage(db, user, messageId);
  let to: Person[] = [];
  let vendorTo: string[] = [];
  if (original.fromUserId === user.id) {
    vendorTo = await vendorAddressesOf(db, original.id);
    const users = original.toAddresses.map((a) => a.toLowerCase()).filter((a) => !vendorTo.includes(a));
    if (users.length) to = await recipientsOf(db, users);
  } else if (original.fromUserId) to = await recipientsOf(db, [original.fromAddress.toLowerCase()]);
  else if (original.type === 'vendor') vendorTo = [original.fromAddress.toLowerCase()];
  else throw conflict('This message cannot be replied to');
  return deliver(db, user, {
    to,
    vendorTo,
    publicUrl,
    subject: replySubject(original.subject),
    content,
    threadId: original.threadId,
    action: 'message.reply',
    details: { inReplyTo: messageId },
  });
}

/**
 * Forward: a copy of the message and its files to new recipients, in a new thread — users and vendor
 * contacts as in compose (each vendor address mailed a reply link whose page offers the files).
 */
export async function forwardMessage(
  db: Db,
  user: SessionUser,
  messageId: string,
  input: ForwardMessage,
  publicUrl?: string,
) {
  const original = await findOwnMessage(db, user, messageId);
  const to = await usersOf(db, input);
  const quoted = [
    input.content,
    '---------- Forwarded message ----------',
    `From: ${original.fromName} <${original.fromAddress}>`,
    `Date: ${original.timestamp.toISOString()}`,
    `Subject: ${original.subject}`,
    '',
    original.content,
  ]
    .filter((line, i) => i > 0 || line)
    .join('\n');
  return deliver(db, user, {
    to,
    vendorTo: input.vendorTo,
    publicUrl,
    subject: forwardSubject(original.subject),
    content: quoted,
    threadId: newId('thread'),
    copyFilesOf: messageId,
    action: 'message.forward',
    details: { forwarded: messageId },
  });
}
