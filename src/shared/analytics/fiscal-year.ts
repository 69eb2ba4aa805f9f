/**
 * Fiscal years. Fiscal year N starts on the first day of the configured start month of calendar
 * year N (settings `fiscalYearStart`: January, April, July or October) and lasts twelve months.
 * Dates are read in local time, like the rest of the app's date-only handling.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 0-based index of a month name (case-insensitive); January when the name is unknown. */
export function monthIndex(name: string): number {
  const i = MONTH_NAMES.findIndex((m) => m.toLowerCase() === name.trim().toLowerCase());
  return i < 0 ? 0 : i;
}

/** The fiscal year a date falls in. */
export function fiscalYearOf(date: Date, startMonthName: string): number {
  const start = monthIndex(startMonthName);
  return date.getMonth() >= start ? date.getFullYear() : date.getFullYear() - 1;
}

/** Months left in the date's fiscal year, counting the current month (last month of the year → 1). */
export function monthsLeftInFiscalYear(date: Date, startMonthName: string): number {
  const elapsed = (date.getMonth() - monthIndex(startMonthName) + 12) % 12;
  return 12 - elapsed;
}

/** [start, end) of fiscal year N, as local dates. */
export function fiscalYearRange(fiscalYear: number, startMonthName: string): { start: Date; end: Date } {
  const m = monthIndex(startMonthName);
  return { start: new Date(fiscalYear, m, 1), end: new Date(fiscalYear + 1, m, 1) };
}
