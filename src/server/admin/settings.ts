import { DEFAULT_SETTINGS, type Settings } from '@shared/admin/settings';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema/admin';

/** The current settings, defaults filled in for keys never saved. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select().from(settings);
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_SETTINGS, ...saved } as Settings;
}
