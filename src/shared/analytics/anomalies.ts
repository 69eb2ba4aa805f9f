import { z } from 'zod';

/**
 * The Analytics page's anomalies (spec section 3 "Suggestion alert / anomaly": type, title,
 * description, action, optional poId / vendorId), computed from the data by the detection job
 * (src/server/analytics/anomalies/). Each names the rule that found it and the records it is about.
 */
export const ANOMALY_RULES = [
  /** Two invoices of one vendor for the same amount dated at most 7 days apart. */
  'duplicate-invoice',
  /** A PO line's unit price more than 15% above its SKU's average over the 6 months before. */
  'price-variance',
  /** A vendor's or a department's monthly spend more than 3 standard deviations above its trailing 12-month mean. */
  'spend-spike',
  /** An invoice that names no purchase order. */
  'invoice-without-po',
  /** An invoice dated after the end of its vendor's latest contract. */
  'expired-contract',
] as const;
export type AnomalyRule = (typeof ANOMALY_RULES)[number];

export const ALERT_TYPES = ['warning', 'success', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** open → started (its follow-up is under way) | dismissed. */
export const ALERT_STATUSES = ['open', 'started', 'dismissed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The thresholds of the rules (the descriptions name them). */
export const ANOMALY_LIMITS = {
  /** Duplicate invoices: dated at most this many days apart. */
  duplicateWindowDays: 7,
  /** Price variance: the unit price must exceed the SKU's average by more than this share. */
  priceVariance: 0.15,
  /** Price variance: the months of history the average covers, and how many earlier lines it needs. */
  priceHistoryMonths: 6,
  priceHistoryMinLines: 2,
  /** Spend spike: standard deviations above the mean of the trailing months. */
  spikeSigmas: 3,
  spikeHistoryMonths: 12,
  /** Spend spike: months with spend among the trailing ones, so a new vendor's first order is no spike. */
  spikeMinActiveMonths: 6,
} as const;

/** One anomaly card: the spec's fields, the records it names and where its follow-up stands. */
export const anomalySchema = z
  .object({
    id: z.string(),
    rule: z.enum(ANOMALY_RULES),
    type: z.enum(ALERT_TYPES),
    title: z.string(),
    description: z.string(),
    /** The action button's text. */
    action: z.string(),
    poId: z.string().nullable(),
    vendorId: z.string().nullable(),
    invoiceId: z.string().nullable(),
    department: z.string().nullable(),
    /** The figures the rule found (amounts, dates, averages), for the record. */
    details: z.record(z.string(), z.unknown()),
    status: z.enum(ALERT_STATUSES),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    startedByName: z.string().nullable(),
    /** What the signed-in user may do with it (the same policy the server enforces). */
    can: z.object({ act: z.boolean(), dismiss: z.boolean() }),
  })
  .meta({ id: 'Anomaly' });
export type Anomaly = z.infer<typeof anomalySchema>;

/** GET /api/analytics/anomalies filters (with limit and offset): `all` or blank means none. */
export const anomalyStatusFilterSchema = z
  .union([z.enum(ALERT_STATUSES), z.literal('all'), z.literal('')])
  .optional()
  .describe('open, started, dismissed or all; default: every alert not dismissed');

/** POST /api/analytics/anomalies/refresh: how many new anomalies the detection found. */
export const anomalyRefreshSchema = z
  .object({
    added: z.number().int(),
    byRule: z.record(z.enum(ANOMALY_RULES), z.number().int()),
  })
  .meta({ id: 'AnomalyRefresh' });
export type AnomalyRefresh = z.infer<typeof anomalyRefreshSchema>;

/** Spec section 8: the toast after an action. */
export const ACTION_INITIATED_TITLE = 'Action Initiated';
export const actionInitiatedText = (alert: Pick<Anomaly, 'action' | 'title'>) =>
  `The "${alert.action}" workflow has been started for ${alert.title}.`;

/** The card's mark once the follow-up is under way. */
export const IN_PROGRESS_LABEL = 'In progress';
