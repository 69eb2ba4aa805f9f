import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CHANNEL,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@shared/profile/notifications';
import type { SessionUser } from '@shared/auth/types';
import type { DbOrTx, Db } from '../db/client';
import { notificationPreferences } from '../db/schema/messages';
import { audit } from '../lib/audit';

/** The user's channel for every kind of notice (in-app where never chosen). */
export async function getPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.channel as NotificationChannel]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, chosen.get(k) ?? DEFAULT_CHANNEL]),
  ) as NotificationPreferences;
}

/** Saves the kinds given (the others keep their channel), in one transaction with an audit entry. */
export async function updatePreferences(
  db: Db,
  user: SessionUser,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const before = await getPreferences(tx, user.id);
    const changed = Object.entries(update).filter(([k, c]) => before[k as keyof typeof before] !== c);
    if (changed.length) {
      const now = new Date();
      await tx
        .insert(notificationPreferences)
        .values(
          changed.map(([kind, channel]) => ({ userId: user.id, kind, channel: channel!, updatedAt: now })),
        )
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { channel: sql`excluded.channel`, updatedAt: now },
        });
      await audit(tx, {
        actorId: user.id,
        action: 'profile.notifications',
        entityType: 'user',
        entityId: user.id,
        details: Object.fromEntries(
          changed.map(([k, c]) => [k, { from: before[k as keyof typeof before], to: c }]),
        ),
      });
    }
    return getPreferences(tx, user.id);
  });
}
