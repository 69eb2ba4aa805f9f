import { inArray, max, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@shared/admin/settings';
import type { SettingsUpdate } from '@shared/admin/settings-schemas';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema/admin';
import { audit } from '../lib/audit';
import { conflict } from '../http/errors';
import { iso } from '../lib/dates';
import { SETTINGS_MESSAGES } from '@shared/admin/settings-schemas';

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/**
 * The current settings, defaults filled in for keys never saved. Read from the database every time
 * (never kept in memory), so a change saved through any app instance applies at once on all of them.
 */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  return settingsFrom(await db.select({ key: settings.key, value: settings.value }).from(settings));
}

/** The settings from the table's rows (read by getSettings, or inside a larger statement): defaults filled in. */
export function settingsFrom(rows: readonly { key: string; value: unknown }[]): Settings {
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_SETTINGS, ...saved } as Settings;
}

/** The settings' keys only (the table holds other keys too, e.g. the demo flag). */
export const pickSettings = (all: Settings): Settings =>
  Object.fromEntries(KEYS.map((k) => [k, all[k]])) as Settings;

/** When the settings were last saved (null: never, the defaults apply). */
export async function settingsUpdatedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(settings.updatedAt) })
    .from(settings)
    .where(inArray(settings.key, KEYS));
  return row?.at ?? null;
}

/**
 * Saves every setting in one transaction (under a lock, so two saves do not interleave) with an
 * audit entry naming the keys that changed, before → after. Nothing changed: nothing written. A save
 * naming the `updatedAt` it read is refused (409) when the settings were saved since.
 */
export async function saveSettings(tx: DbOrTx, actorId: string, next: SettingsUpdate): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('procura.settings'))`);
  if (next.updatedAt !== undefined && iso(await settingsUpdatedAt(tx)) !== next.updatedAt) {
    throw conflict(SETTINGS_MESSAGES.stale);
  }
  const current = pickSettings(await getSettings(tx));
  const changed = KEYS.filter((k) => JSON.stringify(current[k]) !== JSON.stringify(next[k]));
  if (!changed.length) return;
  const now = new Date();
  for (const key of changed) {
    await tx
      .insert(settings)
      .values({ key, value: next[key], updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: next[key], updatedAt: now } });
  }
  await audit(tx, {
    actorId,
    action: 'settings.update',
    entityType: 'settings',
    entityId: 'system',
    details: {
      before: Object.fromEntries(changed.map((k) => [k, current[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    },
  });
}
