import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  systemSettingsSchema,
  type SettingsUpdate,
  type SystemSettings,
} from '@shared/admin/settings-schemas';

import { sendJson } from '../../lib/api';
import { jsonQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const SETTINGS_URL = '/api/admin/settings';

/** GET /api/admin/settings: the system settings and whether the user may save them. */
export const adminSettingsQuery = () =>
  jsonQuery([QUERY_ROOT.settings, 'admin'], SETTINGS_URL, systemSettingsSchema);

/** PUT /api/admin/settings: every setting at once; the display settings refresh after it. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsUpdate) => sendJson('PUT', SETTINGS_URL, values, systemSettingsSchema),
    onSuccess: (saved: SystemSettings) => queryClient.setQueryData(adminSettingsQuery().queryKey, saved),
    meta: { silent: true, changes: ['settings'] },
  });
}
