import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_CHANNEL,
  NOTIFICATION_CHANNELS,
  showsInApp,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/profile/notifications';
import { queryRows, type DbOrTx } from '../db/client';
import { mailboxEntries, messages, notificationPreferences } from '../db/schema/messages';
import { SEQUENCES, insertWithNextId, newId } from '../lib/ids';

export type MessageValues = Omit<typeof messages.$inferInsert, 'id'>;
export type ChosenChannel = { userId: string; channel: NotificationChannel };

/** The channels whose notices land in the Messaging Center (showsInApp), for a test in SQL. */
const IN_APP_CHANNELS = NOTIFICATION_CHANNELS.filter(showsInApp);

/**
 * A system notice in one statement: the message (msg-NNN from the message sequence; an id already
 * taken answers no row, and insertWithNextId takes the next number), the recipients' chosen channels
 * for `kind` (none without a kind: the default), and a delivered inbox entry for each recipient whose
 * channel shows in the app. The entries carry the message's timestamp themselves: their trigger
 * (migration 0044) is not sure to see a message written in the same statement. Answers the message's id and
 * the chosen channels, from which the caller queues the e-mails.
 */
export function insertNotice(
  tx: DbOrTx,
  values: MessageValues,
  recipientIds: string[],
  kind: NotificationKind | undefined,
): Promise<{ id: string; chosen: ChosenChannel[] | null }> {
  const entryIds = recipientIds.map(() => newId('mbx'));
  const chosen = kind
    ? sql`select ${notificationPreferences.userId} as user_id, ${notificationPreferences.channel} as channel
        from ${notificationPreferences}
        where ${and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, recipientIds))}`
    : sql`select null::text as user_id, null::text as channel where false`;
  const createdAt = (values.timestamp ?? new Date()).toISOString();
  return insertWithNextId(SEQUENCES.message, 'msg-', 3, (nextId) =>
    queryRows<{ id: string; chosen: ChosenChannel[] | null }>(
      tx,
      sql`with m as (${tx
        .insert(messages)
        .values({ ...values, id: nextId })
        .onConflictDoNothing({ target: messages.id })
        .returning({ id: messages.id, at: messages.timestamp })
        .getSQL()}),
      c as (${chosen}),
      e as (insert into ${mailboxEntries}
          (id, message_id, owner_id, folder, status, created_at, message_at)
        select x.id, m.id, x.owner_id, 'inbox', 'delivered', ${createdAt}::timestamptz, m."timestamp"
        from m cross join unnest(${sql.param(entryIds)}::text[], ${sql.param(recipientIds)}::text[])
          as x(id, owner_id)
        where coalesce((select c.channel from c where c.user_id = x.owner_id), ${DEFAULT_CHANNEL})
          = any(${sql.param(IN_APP_CHANNELS)}::text[]))
      select m.id, (select json_agg(json_build_object('userId', c.user_id, 'channel', c.channel)) from c)
        as chosen from m`,
    ),
  );
}
