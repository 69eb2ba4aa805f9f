/**
 * Display formatting: US short dates, and money in the default currency of the System Settings
 * (USD unless the administrator chose EUR or GBP; US number style either way). The browser sets the
 * currency once the display settings are read (`setDisplayCurrency`); the server passes `currency`
 * where it needs one other than USD, never the module's — it serves every user at once.
 */
let displayCurrency = 'USD';
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** The browser's money currency, from the display settings (GET /api/settings/display). */
export function setDisplayCurrency(currency: string): void {
  displayCurrency = currency;
}

/** The currency's sign as US style writes it: $, €, £. */
export const currencySymbol = (currency: string = displayCurrency): string =>
  moneyFormat(currency, true)
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;

export function formatCurrency(
  value: string | number | null | undefined,
  opts: { whole?: boolean; currency?: string } = {},
): string {
  const n = Number(value ?? 0);
  return moneyFormat(opts.currency ?? displayCurrency, !!opts.whole).format(Number.isFinite(n) ? n : 0);
}

/** $18K, $1.2M — the dashboard's compact figures. */
export function formatCompactCurrency(value: string | number): string {
  const n = Number(value) || 0;
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${currencySymbol()}${trim(n / 1_000_000)}M`;
  if (abs >= 1_000) return `${currencySymbol()}${trim(n / 1_000)}K`;
  return formatCurrency(n, { whole: true });
}

const trim = (n: number) => (Math.round(n * 10) / 10).toString();

/** A date-only string (YYYY-MM-DD) or a timestamp, as M/D/YYYY. Date-only strings are not shifted by time zone. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return `${m}/${d}/${y}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US');
}

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Message times (spec section 2): minutes ago under an hour ("0 minutes ago" under a minute or for a
 * time a little ahead of the clock, "1 minute ago"), hours ago under 24 hours ("1 hour ago"), else a
 * US short date.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  return date.toLocaleDateString('en-US');
}

/** YYYY-MM-DD of a date in local time. */
export function isoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

/** Whole days from `from` to the date-only string `to` (negative when past). */
export function daysUntil(to: string, from: Date = new Date()): number {
  const [y, m, d] = to.split('-').map(Number);
  const target = Date.UTC(y!, m! - 1, d!);
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  return Math.round((target - start) / 86_400_000);
}
