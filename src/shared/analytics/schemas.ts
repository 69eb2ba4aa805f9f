import { z } from 'zod';
import type { Department } from '../departments';
import { queryInteger } from '../numbers';

/** The Analytics Intelligence Center (spec sections 2 and 9 "Analytics"). */

/** Spec section 9: time windows 3, 6, 12 (default), 24 months. */
export const ANALYTICS_MONTHS = [3, 6, 12, 24] as const;
export type AnalyticsMonths = (typeof ANALYTICS_MONTHS)[number];
export const DEFAULT_ANALYTICS_MONTHS: AnalyticsMonths = 12;

/** Spec section 2: the department filter's departments (any other department in the data follows them). */
export const ANALYTICS_DEPARTMENTS = [
  'IT',
  'Marketing',
  'R&D',
  'Operations',
] as const satisfies readonly Department[];

/** How many SKUs the SKU filter offers (the top-spend ones first). */
export const SKU_OPTION_LIMIT = 50;
/** The top-spend SKUs the filter lists first (spec: "three SKUs"). */
export const TOP_SKU_COUNT = 3;

export const ANALYTICS_MESSAGES = {
  months: 'Time window must be 3, 6, 12 or 24 months',
  q: 'Search text must contain at most 100 characters',
  sku: 'SKU must contain at most 100 characters',
  department: 'Department must contain at most 100 characters',
  month: 'Month must be a month (YYYY-MM)',
  groupBy: 'Group by must be month, department, vendor, category or sku',
  limit: 'Limit must be a whole number from 1 to 500',
} as const;
const M = ANALYTICS_MESSAGES;

/** `all`, blank or absent: no filter; else the one value, trimmed. */
const allOrOne = (message: string) =>
  z
    .string()
    .trim()
    .max(100, { error: message })
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

/**
 * GET /api/analytics: the page's filters. `q` matches a vendor's name, a SKU or a GL code (the
 * dimensions of the spend rollup, decision 015); `sku` and `department` one value or all; `months`
 * the window of calendar months ending with the current one; `month` one month instead of the window.
 */
export const analyticsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: M.q })
    .optional()
    .transform((v) => v || undefined),
  sku: allOrOne(M.sku),
  department: allOrOne(M.department),
  months: z
    .enum(['3', '6', '12', '24'], { error: M.months })
    .default('12')
    .transform((v) => Number(v) as AnalyticsMonths),
  /** One month (YYYY-MM) the spend narrows to (a click on the seasonal chart); blank: the whole window. */
  month: z
    .string()
    .trim()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, { error: M.month })
    .optional()
    .transform((v) => v || undefined),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const money = z.string().meta({ description: 'Dollars, two decimals' });

/** The KPI cards (GET /api/analytics's `kpis`, GET /api/analytics/kpis). */
export const analyticsKpisSchema = z
  .object({
    /** Sum of invoice amounts (invoice lines of invoices not rejected) under every filter. */
    totalSpend: money,
    /** Mean purchase-order amount, rounded to whole dollars (department and window only). */
    averageOrderValue: money,
    /** Submitted requisitions (department and window only). */
    totalRequisitions: z.number().int(),
    /** Approved requisitions ÷ all (minimum divisor 1), as a rounded percentage. */
    approvalRate: z.number().int(),
  })
  .meta({ id: 'AnalyticsKpis' });
export type AnalyticsKpis = z.infer<typeof analyticsKpisSchema>;

export const analyticsSchema = z
  .object({
    /** The filters as applied (null: all). */
    filters: z.object({
      q: z.string().nullable(),
      sku: z.string().nullable(),
      department: z.string().nullable(),
      months: z.number().int(),
      month: z.string().nullable(),
    }),
    /** The figures' window (the month when one is chosen): its first day, the first day after it (YYYY-MM-DD). */
    window: z.object({ start: z.string(), end: z.string() }),
    /** The department the user's figures are limited to (department-scoped roles), null: every department. */
    scopeDepartment: z.string().nullable(),
    kpis: analyticsKpisSchema,
    /** Each month of the window (YYYY-MM), its spend and the spend of the same month a year earlier. */
    seasonal: z.array(z.object({ month: z.string(), spend: money, priorYearSpend: money })),
    /** Spend per department (the PO's; '' for invoices without a PO), largest first. */
    departmentSpend: z.array(z.object({ department: z.string(), spend: money })),
    options: z.object({
      /** SKUs with spend in the window, the largest first (the first three are the top-spend SKUs). */
      skus: z.array(z.object({ sku: z.string(), spend: money })),
      /** IT, Marketing, R&D, Operations, then any other department in the data. */
      departments: z.array(z.string()),
    }),
  })
  .meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /api/analytics/spend: what the spend is summed by. */
export const SPEND_GROUPS = ['month', 'department', 'vendor', 'category', 'sku'] as const;
export type SpendGroup = (typeof SPEND_GROUPS)[number];
/** The most rows GET /api/analytics/spend answers for a ranked grouping (all but month). */
export const SPEND_LIMIT_MAX = 500;

/**
 * GET /api/analytics/spend: the filters of GET /api/analytics, `groupBy` (month by default) and `limit`
 * (the largest `limit` departments, vendors, categories or SKUs; month answers every month of the window).
 */
export const spendQuerySchema = analyticsQuerySchema.extend({
  groupBy: z.enum(SPEND_GROUPS, { error: M.groupBy }).default('month'),
  limit: queryInteger({ min: 1, max: SPEND_LIMIT_MAX, default: 50, message: M.limit }),
});
export type SpendQuery = z.input<typeof spendQuerySchema>;

/**
 * Spend summed by one grouping over the filtered, visible data: month (YYYY-MM, every month of the
 * window, ascending), department ('' is spend on invoices without a PO, label 'No PO'), vendor (key the
 * vendor id, label its name), category (the spend category of the lines' GL codes, 'other' for codes of
 * none) or SKU (lines without a SKU left out); all but month largest first.
 */
export const spendRowsSchema = z
  .array(z.object({ key: z.string(), label: z.string(), spend: money }))
  .meta({ id: 'AnalyticsSpend' });
export type SpendRows = z.infer<typeof spendRowsSchema>;

/** A department of the spend rollup as shown: '' is spend on invoices without a PO. */
export const departmentLabel = (department: string) => department || 'No PO';

/** Spec section 9: approved ÷ all with a minimum divisor of 1, as a rounded percentage. */
export const approvalRate = (approved: number, all: number): number =>
  Math.round((approved * 100) / Math.max(all, 1));

/** YYYY-MM-01 of the first month of a window of `months` months ending with `today`'s month (local). */
export function analyticsWindow(months: number, today: Date = new Date()): { start: string; end: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  return { start: monthStart(y, m - months + 1), end: monthStart(y, m + 1) };
}

/** The one month (YYYY-MM) as a window: its first day and the next month's. */
export function oneMonth(month: string): { start: string; end: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1;
  return { start: monthStart(y, m), end: monthStart(y, m + 1) };
}

/** The window the figures read: the one month chosen, else the last `months` months. */
export const figuresWindow = (f: { months: number; month?: string | undefined }, today: Date = new Date()) =>
  f.month ? oneMonth(f.month) : analyticsWindow(f.months, today);

/** YYYY-MM-01 of month `m` (0-based, may overflow either way) of year `y`. */
export function monthStart(y: number, m: number): string {
  const d = new Date(y, m, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
}

/** The months (YYYY-MM) from `start` (YYYY-MM-01) for `count` months. */
export function monthsFrom(start: string, count: number): string[] {
  const y = Number(start.slice(0, 4));
  const m = Number(start.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => monthStart(y, m + i).slice(0, 7));
}

/** Spec section 8: the Analytics toasts. */
export const ANALYTICS_TOASTS = {
  applied: {
    title: 'Filters Applied',
    description: 'Analytics data has been updated based on your filter criteria.',
  },
  saved: { title: 'Filter Set Saved' },
  loaded: { title: 'Filter Loaded' },
} as const;
