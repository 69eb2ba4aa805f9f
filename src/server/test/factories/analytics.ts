import { isoDate } from '@shared/format';
import type { TestApp, Account } from '../harness';

/** A day (YYYY-MM-DD, local) of the month `monthsAgo` months before the current one. */
export function dayOfMonthsAgo(monthsAgo: number, day = 10, today = new Date()): string {
  return isoDate(new Date(today.getFullYear(), today.getMonth() - monthsAgo, day));
}

/** The same day as a timestamp (noon local time, clear of any month edge). */
export function instantOfMonthsAgo(monthsAgo: number, day = 10, today = new Date()): Date {
  return new Date(today.getFullYear(), today.getMonth() - monthsAgo, day, 12);
}

/** 'YYYY-MM' of the month `monthsAgo` months before the current one. */
export const monthOfMonthsAgo = (monthsAgo: number, today = new Date()) =>
  dayOfMonthsAgo(monthsAgo, 1, today).slice(0, 7);

/** GET /api/analytics with the query parameters, as the user. */
export const getAnalytics = (t: TestApp, as: Account, query: Record<string, string | number> = {}) =>
  t.request({
    method: 'GET',
    url: `/api/analytics?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
    as,
  });
