import { z } from 'zod';
import { CURRENCIES, FISCAL_YEAR_STARTS } from './settings';

/**
 * GET /api/settings/display: what every signed-in screen shows money and the company by (a module of
 * its own: the signed-in shell loads it, not the settings form's schemas).
 */
export const displaySettingsSchema = z
  .object({
    companyName: z.string(),
    defaultCurrency: z.enum(CURRENCIES),
    fiscalYearStart: z.enum(FISCAL_YEAR_STARTS),
  })
  .meta({ id: 'DisplaySettings' });
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;
