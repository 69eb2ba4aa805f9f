import { mailboxEntries, messages } from '../../db/schema/messages';
import type { TestApp } from '../harness';
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
