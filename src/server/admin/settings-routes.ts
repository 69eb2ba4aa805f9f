import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configureSystemRefusal } from '@shared/admin/policies';
import {
  displaySettingsSchema,
  settingsUpdateSchema,
  systemSettingsSchema,
  type SystemSettings,
} from '@shared/admin/settings-schemas';
import type { SessionUser } from '@shared/auth/types';
import { requireUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { iso } from '../lib/dates';
import { getSettings, pickSettings, saveSettings, settingsUpdatedAt } from './settings';

const tags = ['admin'];

async function settingsView(db: DbOrTx, user: SessionUser): Promise<SystemSettings> {
  const [all, updatedAt] = await Promise.all([getSettings(db), settingsUpdatedAt(db)]);
  return {
    ...pickSettings(all),
    updatedAt: iso(updatedAt),
    can: { update: configureSystemRefusal(user) === null },
  };
}

/**
 * System Settings (issue 14): read by the administration area, saved by system configuration, and
 * the display settings every signed-in screen formats money by. Nothing is kept in memory: each
 * request reads the settings table, so a save applies at once on every app instance.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/api/admin/settings',
    {
      schema: { tags, description: 'The system settings.', response: { 200: systemSettingsSchema } },
      config: { permission: 'access_administration' },
    },
    async (req) => settingsView(db, requireUser(req)),
  );

  r.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        description:
          'Saves every system setting (thresholds positive and ascending, tolerances 0 or more), with an audit entry.',
        body: settingsUpdateSchema,
        response: { 200: systemSettingsSchema },
      },
      config: { permission: 'system_configuration' },
    },
    async (req) => {
      const user = requireUser(req);
      await db.transaction((tx) => saveSettings(tx, user.id, req.body));
      return settingsView(db, user);
    },
  );

  r.get(
    '/api/settings/display',
    {
      schema: {
        tags,
        description: 'The company name, default currency and fiscal year start the screens show.',
        response: { 200: displaySettingsSchema },
      },
    },
    async () => {
      const { companyName, defaultCurrency, fiscalYearStart } = await getSettings(db);
      return { companyName, defaultCurrency, fiscalYearStart };
    },
  );
}
