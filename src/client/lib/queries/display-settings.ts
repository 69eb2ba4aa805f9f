import { useQuery } from '@tanstack/react-query';
import { displaySettingsSchema } from '@shared/admin/display-settings';
import { DEFAULT_SETTINGS } from '@shared/admin/settings';
import { setDisplayCurrency } from '@shared/format';

import { jsonQuery } from './options';
import { QUERY_ROOT } from './roots';

/** GET /api/settings/display: the company name, default currency and fiscal year start of the System Settings. */
export const displaySettingsQuery = () =>
  jsonQuery([QUERY_ROOT.settings, 'display'], '/api/settings/display', displaySettingsSchema);

/**
 * The signed-in shell reads the display settings and formats money in their currency from then on
 * (refreshed when the settings are saved: `changes: ['settings']`). Answers the currency in force, or
 * null while it is first read; the defaults when it cannot be read.
 */
export function useDisplayCurrency(): string | null {
  const display = useQuery(displaySettingsQuery());
  if (display.isPending) return null;
  const currency = display.data?.defaultCurrency ?? DEFAULT_SETTINGS.defaultCurrency;
  setDisplayCurrency(currency);
  return currency;
}
