import { z } from 'zod';
import { MONEY_MAX, numberField, type NumberRule } from '../numbers';
import { requiredText } from '../text-fields';
import { CURRENCIES, FISCAL_YEAR_STARTS, type Settings } from './settings';

export { displaySettingsSchema, type DisplaySettings } from './display-settings';

/** The System Settings tab's messages (issue 14: thresholds positive and ascending, tolerances ≥ 0). */
export const SETTINGS_MESSAGES = {
  companyName: 'Company name is required',
  fiscalYearStart: 'Fiscal year start must be January, April, July or October',
  defaultCurrency: 'Default currency must be USD, EUR or GBP',
  positive: 'Threshold must be greater than 0',
  tolerance: 'Tolerance must be 0 or more',
  ascending: (lower: string) => `Must be greater than the ${lower} threshold`,
  stale: 'Someone else saved the settings meanwhile. Reload to see their values, then save again.',
  boolean: 'Expected true or false',
} as const;
const M = SETTINGS_MESSAGES;

/** The approval thresholds, lowest first, with the words the ascending rule names them by. */
export const THRESHOLD_FIELDS = [
  { key: 'autoApproveThreshold', label: 'Auto-Approve Threshold', short: 'auto-approve' },
  { key: 'managerApprovalThreshold', label: 'Manager Approval Threshold', short: 'manager approval' },
  { key: 'financeApprovalThreshold', label: 'Finance Approval Threshold', short: 'finance approval' },
  { key: 'executiveApprovalThreshold', label: 'Executive Approval Threshold', short: 'executive approval' },
] as const satisfies readonly { key: keyof Settings; label: string; short: string }[];

const thresholdRule: NumberRule = {
  min: 0,
  exclusiveMin: true,
  max: MONEY_MAX,
  decimals: 2,
  minMessage: M.positive,
};
const percentRule: NumberRule = { min: 0, max: 100, decimals: 2, minMessage: M.tolerance };
const amountRule: NumberRule = { min: 0, max: MONEY_MAX, decimals: 2, minMessage: M.tolerance };

/**
 * PUT /api/admin/settings: every setting (the whole set is saved at once). Thresholds are positive
 * and strictly ascending (auto-approve < manager < finance < executive); each out-of-order one is
 * refused under its own field.
 */
export const settingsUpdateSchema = z
  .object({
    companyName: requiredText(M.companyName, 200),
    fiscalYearStart: z.enum(FISCAL_YEAR_STARTS, { error: M.fiscalYearStart }),
    defaultCurrency: z.enum(CURRENCIES, { error: M.defaultCurrency }),
    autoApproveThreshold: numberField(thresholdRule),
    managerApprovalThreshold: numberField(thresholdRule),
    financeApprovalThreshold: numberField(thresholdRule),
    executiveApprovalThreshold: numberField(thresholdRule),
    priceTolerancePercent: numberField(percentRule),
    priceToleranceAmount: numberField(amountRule),
    poChangeTolerancePercent: numberField(percentRule),
    payablesSeparationOfDuties: z.boolean({ error: M.boolean }),
    /**
     * The `updatedAt` the editor read (null: never saved). When given, a save over settings changed
     * since is refused (409) rather than silently undoing that change.
     */
    updatedAt: z.string().max(40).nullish(),
  })
  .superRefine((s, ctx) => {
    THRESHOLD_FIELDS.forEach((field, i) => {
      if (i === 0) return;
      const lower = THRESHOLD_FIELDS[i - 1]!;
      if (!(s[field.key] > s[lower.key])) {
        ctx.addIssue({ code: 'custom', path: [field.key], message: M.ascending(lower.short) });
      }
    });
  });
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
export type SettingsForm = z.input<typeof settingsUpdateSchema>;

/** GET / PUT /api/admin/settings: the settings, when they were last saved, and what the caller may do. */
export const systemSettingsSchema = z
  .object({
    companyName: z.string(),
    fiscalYearStart: z.enum(FISCAL_YEAR_STARTS),
    defaultCurrency: z.enum(CURRENCIES),
    autoApproveThreshold: z.number(),
    managerApprovalThreshold: z.number(),
    financeApprovalThreshold: z.number(),
    executiveApprovalThreshold: z.number(),
    priceTolerancePercent: z.number(),
    priceToleranceAmount: z.number(),
    poChangeTolerancePercent: z.number(),
    payablesSeparationOfDuties: z.boolean(),
    updatedAt: z.string().nullable(),
    can: z.object({ update: z.boolean() }),
  })
  .meta({ id: 'SystemSettings' });
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const SETTINGS_SAVED = {
  title: 'Settings Saved',
  description: 'The system settings are in effect for every user.',
} as const;
