import { createHash } from 'node:crypto';
import type { AlertType, AnomalyRule } from '@shared/analytics/anomalies';
import { formatCurrency, formatDate } from '@shared/format';
import type { alerts } from '../../db/schema/admin';

export type AlertRow = typeof alerts.$inferInsert;

/** What a rule found: the alert's fields; its id follows from the dedupe key (the same finding, the same id). */
export type Finding = {
  rule: AnomalyRule;
  dedupeKey: string;
  type: AlertType;
  title: string;
  description: string;
  action: string;
  poId?: string | null;
  vendorId?: string | null;
  invoiceId?: string | null;
  department?: string | null;
  requestorId?: string | null;
  details: Record<string, unknown>;
};

export const alertId = (dedupeKey: string) =>
  `alert-${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 24)}`;

export const toAlertRow = (f: Finding, createdAt: Date): AlertRow => ({
  ...f,
  id: alertId(f.dedupeKey),
  poId: f.poId ?? null,
  vendorId: f.vendorId ?? null,
  invoiceId: f.invoiceId ?? null,
  department: f.department ?? null,
  requestorId: f.requestorId ?? null,
  status: 'open',
  createdAt,
});

/** Text helpers of the descriptions. */
export const money = (v: string | number) => formatCurrency(v);
export const day = (v: string) => formatDate(v);

/** "March 2026" of a YYYY-MM-DD month start. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(y!, m! - 1, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** Whole days between two YYYY-MM-DD dates (UTC arithmetic, so no time zone shift). */
export const daysApart = (a: string, b: string) =>
  Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);
