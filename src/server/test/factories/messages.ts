import { sql } from 'drizzle-orm';
import type { MessageView } from '@shared/messages/schemas';
import { mailboxEntries, messages } from '../../db/schema/messages';
import type { Account, TestApp } from '../harness';
import { unique } from './unique';
import type { User } from './users';

/** A message delivered (unread) to users' inboxes; returns the message row. */
export async function deliverMessage(
  t: TestApp,
  to: User[],
  over: Partial<typeof messages.$inferInsert> = {},
) {
  const id = over.id ?? unique('msg');
  const [message] = await t.database.db
    .insert(messages)
    .values({
      fromAddress: 'sender@example.test',
      fromName: 'Sam Sender',
      toAddresses: to.map((u) => u.email),
      subject: `Message ${id}`,
      content: 'Hello',
      threadId: unique('thread'),
      ...over,
      id,
    })
    .returning();
  await t.database.db.insert(mailboxEntries).values(
    to.map((u) => ({
      id: unique('mbx'),
      messageId: id,
      ownerId: u.id,
      folder: 'inbox',
      status: 'delivered',
    })),
  );
  return message!;
}

/**
 * The user's messages with exactly this subject as the Messaging Center lists them (GET /api/messages,
 * searched): each one's type and the record it links.
 */
export async function messagesWithSubject(t: TestApp, as: Account, subject: string) {
  const res = await t.request({ method: 'GET', url: `/api/messages?q=${encodeURIComponent(subject)}`, as });
  if (res.statusCode !== 200) throw new Error(`messages of ${as.email}: ${res.statusCode} ${res.body}`);
  return (res.json() as MessageView[])
    .filter((m) => m.subject === subject)
    .map((m) => ({ type: m.type, record: m.record }));
}

/** One message delivered `n` times, unread, to a user's inbox (one statement for the entries). */
export async function manyUnread(t: TestApp, to: User, n: number) {
  const message = await deliverMessage(t, [to]);
  await t.database.db.execute(sql`
    insert into ${mailboxEntries} (id, message_id, owner_id, folder, status)
    select ${message.id} || '-' || n, ${message.id}, ${to.id}, 'inbox', 'delivered'
    from generate_series(2, ${n}::int) n`);
}
