import { z } from 'zod';
import { ANALYTICS_MESSAGES } from '../analytics/schemas';

/** The list screens whose rows can be exported (GET /api/exports/{list}). */
export const EXPORT_LISTS = [
  'requisitions',
  'approvals',
  'contracts',
  'purchase-orders',
  'vendors',
  'invoices',
  'invoice-history',
  'rfps',
  'direct-savings',
  /** The administration area's audit log (access_administration). */
  'audit-log',
  /** The administration area's Users tab (access_administration). */
  'users',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** What an export job writes besides the lists: the Analytics screen's spend lines. */
export const ANALYTICS_EXPORT = 'analytics-spend';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' });
/** A list export's `format` query parameter (CSV unless told). */
export const exportFormatParam = exportFormatSchema.default('csv');

/** The answer of a list export too large to stream (202): the file comes by message. */
export const exportQueuedSchema = z
  .object({
    exportIds: z.array(z.string()),
    status: z.literal('queued'),
    title: z.string(),
    description: z.string(),
  })
  .meta({ id: 'ExportQueued' });
export type ExportQueued = z.infer<typeof exportQueuedSchema>;

/** The toast of a list export that comes by message. */
export const LIST_EXPORT_QUEUED = {
  title: 'Export Started',
  description: 'This export is large: you will receive a download link in the Messaging Center shortly.',
} as const;

/** Spec section 8 (analytics toasts). */
export const ANALYTICS_EXPORT_STARTED = {
  title: 'Export Started',
  description: 'Analytics data export has been initiated. You will receive a download link shortly.',
} as const;

const optionalText = z.string().trim().max(100).optional();

/** The Analytics screen's filters an export narrows the spend lines by. */
export const analyticsExportFiltersSchema = z.object({
  /** A department, or 'all' / blank for every visible one. */
  department: optionalText,
  /** The time window: the last 3, 6, 12 (default) or 24 months. */
  months: z
    .union([z.literal(3), z.literal(6), z.literal(12), z.literal(24)], {
      error: 'Time window must be 3, 6, 12 or 24 months',
    })
    .default(12),
  /** A SKU, or 'all' / blank for every one. */
  sku: optionalText,
  /** Free text, as on the page: a vendor's name, a GL code or a SKU. */
  q: z.string().trim().max(100, { error: ANALYTICS_MESSAGES.q }).optional(),
  /** One month (YYYY-MM) instead of the window, as on the page (a click on the seasonal chart). */
  month: z
    .string()
    .trim()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, { error: ANALYTICS_MESSAGES.month })
    .optional()
    .transform((v) => v || undefined),
});
export type AnalyticsExportFilters = z.infer<typeof analyticsExportFiltersSchema>;

/** POST /api/analytics/exports: the filtered spend lines as CSV and XLSX (or one of them), always by job. */
export const analyticsExportRequestSchema = z.object({
  format: z.enum(['both', ...EXPORT_FORMATS], { error: 'Format must be both, csv or xlsx' }).default('both'),
  filters: analyticsExportFiltersSchema.default({ months: 12, month: undefined }),
});
export type AnalyticsExportRequest = z.input<typeof analyticsExportRequestSchema>;

/** Where the owner downloads a finished export. */
export const exportDownloadPath = (id: string) => `/api/exports/${encodeURIComponent(id)}/download`;
