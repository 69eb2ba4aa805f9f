import { addDays, isoDate } from '@shared/format';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Dates of the demo data set, all relative to one `today`. */
export type SeedClock = {
  today: Date;
  /** Calendar (= fiscal, January start) year of today. */
  year: number;
  /** YYYY-MM-DD `offset` days from today (negative = past). */
  date: (offset: number) => string;
  /** A timestamp `days` (+ `hours`) before now. */
  ago: (days: number, hours?: number) => Date;
  /** `ago`, but never before 1 January of this year (records that must belong to this fiscal year). */
  thisYear: (days: number, hours?: number) => Date;
  /** YYYY-MM-DD of `thisYear`. */
  thisYearDate: (days: number) => string;
  /** First and last day of today's calendar quarter. */
  quarterStart: Date;
  quarterEnd: Date;
  /** YYYY-MM-DD `days` before today but not before the quarter's first day. */
  inQuarter: (days: number) => string;
  /** YYYY-MM-DD `days` before the quarter's first day (an earlier quarter). */
  beforeQuarter: (days: number) => string;
};

export function seedClock(today: Date = new Date()): SeedClock {
  const year = today.getFullYear();
  const yearStart = new Date(year, 0, 1);
  const quarterStart = new Date(year, Math.floor(today.getMonth() / 3) * 3, 1);
  const quarterEnd = new Date(year, Math.floor(today.getMonth() / 3) * 3 + 3, 0);
  const ago = (days: number, hours = 0) => new Date(today.getTime() - days * DAY - hours * HOUR);
  const thisYear = (days: number, hours = 0) => {
    const t = ago(days, hours);
    return t < yearStart ? yearStart : t;
  };
  return {
    today,
    year,
    date: (offset) => isoDate(addDays(today, offset)),
    ago,
    thisYear,
    thisYearDate: (days) => isoDate(thisYear(days)),
    quarterStart,
    quarterEnd,
    inQuarter: (days) => {
      const d = addDays(today, -days);
      return isoDate(d < quarterStart ? quarterStart : d);
    },
    beforeQuarter: (days) => isoDate(addDays(quarterStart, -days)),
  };
}

/** Requisition id of the demo year: REQ-2026-001. */
export const reqId = (year: number, n: number) => `REQ-${year}-${String(n).padStart(3, '0')}`;
