import { describe, expect, it } from 'vitest';
import {
  addDays,
  currencySymbol,
  setDisplayCurrency,
  daysUntil,
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatRelativeTime,
  isoDate,
} from './format';

describe('US money formatting', () => {
  it('formats numeric strings and numbers as US dollars with cents', () => {
    expect(formatCurrency('1250.00')).toBe('$1,250.00');
    expect(formatCurrency(0.5)).toBe('$0.50');
    expect(formatCurrency('-42.1')).toBe('-$42.10');
    expect(formatCurrency(null)).toBe('$0.00');
    expect(formatCurrency('not a number')).toBe('$0.00');
    expect(formatCurrency('1234567.891', { whole: true })).toBe('$1,234,568');
  });

  it('compacts dashboard figures as the spec shows them ($18K, $1.2M)', () => {
    expect(formatCompactCurrency('18000.00')).toBe('$18K');
    expect(formatCompactCurrency(1172192.96)).toBe('$1.2M');
    expect(formatCompactCurrency(42500)).toBe('$42.5K');
    expect(formatCompactCurrency(999)).toBe('$999');
  });
});

describe('US short dates', () => {
  it('shows date-only strings as M/D/YYYY without a time-zone shift', () => {
    expect(formatDate('2026-01-05')).toBe('1/5/2026');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows timestamps as a local US short date', () => {
    const d = new Date(2026, 10, 21, 15, 30);
    expect(formatDate(d)).toBe('11/21/2026');
    expect(formatDate(d.toISOString())).toBe('11/21/2026');
    expect(formatDate('garbage')).toBe('');
  });

  it('message times: minutes ago under an hour, hours under a day, else a date', () => {
    const now = new Date(2026, 10, 21, 12, 0);
    expect(formatRelativeTime(new Date(2026, 10, 21, 11, 35), now)).toBe('25 minutes ago');
    expect(formatRelativeTime(new Date(2026, 10, 21, 9, 0), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(2026, 10, 19, 9, 0), now)).toBe('11/19/2026');
  });

  it('message times at the boundaries, with singulars', () => {
    const now = new Date(2026, 10, 21, 12, 0, 0);
    const before = (ms: number) => new Date(now.getTime() - ms);
    const MIN = 60_000;
    const HOUR = 60 * MIN;
    expect(formatRelativeTime(before(0), now)).toBe('0 minutes ago');
    expect(formatRelativeTime(before(59_999), now)).toBe('0 minutes ago');
    expect(formatRelativeTime(before(MIN), now)).toBe('1 minute ago');
    expect(formatRelativeTime(before(2 * MIN - 1), now)).toBe('1 minute ago');
    expect(formatRelativeTime(before(2 * MIN), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(before(59 * MIN), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(before(HOUR - 1), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(before(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(before(2 * HOUR - 1), now)).toBe('1 hour ago');
    expect(formatRelativeTime(before(2 * HOUR), now)).toBe('2 hours ago');
    expect(formatRelativeTime(before(23 * HOUR + 59 * MIN), now)).toBe('23 hours ago');
    expect(formatRelativeTime(before(24 * HOUR - 1), now)).toBe('23 hours ago');
    expect(formatRelativeTime(before(24 * HOUR), now)).toBe('11/20/2026');
    // A time slightly ahead of this clock (another machine's) reads as just sent; bad input as nothing.
    expect(formatRelativeTime(new Date(now.getTime() + 30_000), now)).toBe('0 minutes ago');
    expect(formatRelativeTime(before(MIN).toISOString(), now)).toBe('1 minute ago');
    expect(formatRelativeTime('garbage', now)).toBe('');
  });

  it('date arithmetic on local dates', () => {
    const d = new Date(2026, 11, 30);
    expect(isoDate(addDays(d, 3))).toBe('2027-01-02');
    expect(daysUntil('2026-12-31', d)).toBe(1);
    expect(daysUntil('2026-12-15', d)).toBe(-15);
  });
});

describe('money in the default currency of the System Settings', () => {
  it('formats in the display currency once set, and in a named one on request', () => {
    try {
      setDisplayCurrency('EUR');
      expect(formatCurrency('1250.5')).toBe('€1,250.50');
      expect(formatCompactCurrency(18000)).toBe('€18K');
      setDisplayCurrency('GBP');
      expect(formatCurrency(99, { whole: true })).toBe('£99');
      expect(currencySymbol()).toBe('£');
      expect(formatCurrency(5, { currency: 'USD' })).toBe('$5.00');
    } finally {
      setDisplayCurrency('USD');
    }
    expect(formatCurrency(5)).toBe('$5.00');
  });
});
