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

type Person = { id: string; email: string };

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

type Outgoing = {
  to: Person[];
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
 * Writes one message from the user in one transaction: the message, the sender's copy (sent) and a
 * delivered copy in each recipient's inbox, its files, and an audit entry. The recipients' badges
 * move by the mailbox trigger (live events).
 */
async function deliver(db: Db, sender: SessionUser, out: Outgoing): Promise<string> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const id = await insertMessage(tx, {
      fromUserId: sender.id,
      fromAddress: sender.email,
      fromName: sender.name,
      toAddresses: out.to.map((p) => p.email),
      subject: out.subject,
      content: out.content,
      type: 'internal',
      threadId: out.threadId,
      timestamp: now,
    });
    const names: string[] = [];
    for (const file of out.files ?? []) {
      const stored = await storeAttachment(tx, {
        ownerType: 'message',
        ownerId: id,
        file,
        userId: sender.id,
      });
      names.push(stored.fileName);
    }
    if (out.copyFilesOf) {
      const copied = await queryRows<{ file_name: string }>(
        tx,
        sql`
        insert into attachments (id, owner_type, owner_id, kind, file_name, mime_type, size, content, uploaded_by)
        select 'att-' || replace(gen_random_uuid()::text, '-', ''), a.owner_type, ${id}, a.kind, a.file_name, a.mime_type,
               a.size, a.content, ${sender.id}
        from attachments a where a.owner_type = 'message' and a.owner_id = ${out.copyFilesOf}
        returning file_name`,
      );
      names.push(...copied.map((r) => r.file_name));
    }
    if (names.length) await tx.update(messages).set({ attachmentNames: names }).where(eq(messages.id, id));
    await tx.insert(mailboxEntries).values([
      { id: newId('mbx'), messageId: id, ownerId: sender.id, folder: 'sent', status: 'sent', createdAt: now },
      ...out.to.map((p) => ({
        id: newId('mbx'),
        messageId: id,
        ownerId: p.id,
        folder: 'inbox',
        status: 'delivered',
        createdAt: now,
      })),
    ]);
    await audit(tx, {
      actorId: sender.id,
      action: out.action,
      entityType: 'message',
      entityId: id,
      details: { to: out.to.map((p) => p.email), files: names, ...out.details },
    });
    return id;
  });
}

/** Compose: a new thread to one or more users. */
export async function sendMessage(db: Db, sender: SessionUser, input: ComposeMessage, files: Upload[] = []) {
  const to = await recipientsOf(db, input.to);
  const threadId = newId('thread');
  return deliver(db, sender, { ...input, to, threadId, files, action: 'message.send' });
}

/**
 * Reply, in the message's thread: to its sender, or — replying to one's own message — to its
 * recipients. A system notice has nobody to answer (409).
 */
export async function replyToMessage(db: Db, user: SessionUser, messageId: string, content: string) {
  const original = await findOwnMessage(db, user, messageId);
  let to: Person[];
  if (original.fromUserId === user.id)
    to = await recipientsOf(
      db,
      original.toAddresses.map((a) => a.toLowerCase()),
    );
  else if (original.fromUserId) to = await recipientsOf(db, [original.fromAddress.toLowerCase()]);
  else throw conflict('This message cannot be replied to');
  return deliver(db, user, {
    to,
    subject: replySubject(original.subject),
    content,
    threadId: original.threadId,
    action: 'message.reply',
    details: { inReplyTo: messageId },
  });
}

/** Forward: a copy of the message and its files to new recipients, in a new thread. */
export async function forwardMessage(db: Db, user: SessionUser, messageId: string, input: ForwardMessage) {
  const original = await findOwnMessage(db, user, messageId);
  const to = await recipientsOf(db, input.to);
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
    subject: forwardSubject(original.subject),
    content: quoted,
    threadId: newId('thread'),
    copyFilesOf: messageId,
    action: 'message.forward',
    details: { forwarded: messageId },
  });
}
